import type { ExchangeRates, UpdateExchangeRatesInput } from '../../shared/facilitation';
import { recordAdminAction } from '../audit/audit.service';
import { TtlCache } from '../cache/ttl-cache';
import { oncePerDatabase, type Db } from '../db/client';
import type { AppDeps, Log } from '../deps';
import { fetchEcbRates, type EcbRates } from './ecb-rates';
import { readExchangeRates, writeExchangeRates, type ExchangeRateRow } from './exchange-rates.repo';

/**
 * The rates change once a day at most and every budget filter reads them: each instance keeps them for a
 * minute. An update refreshes the copy of the instance that made it at once; other instances follow within
 * the minute.
 */
const RATES_TTL_MS = 60_000;
const cacheOf = oncePerDatabase(() => new TtlCache<ExchangeRates>({ maxEntries: 1, ttlMs: RATES_TTL_MS }));

function toExchangeRates(rows: ExchangeRateRow[]): ExchangeRates {
  const rates: Record<string, number> = {};
  let asOf = '';
  for (const row of rows) {
    rates[row.currency] = row.perEur;
    if (row.asOf > asOf) asOf = row.asOf;
  }
  return { base: 'EUR', asOf, rates };
}

/** The operator's current rates (units per euro) and the day they are of. */
export function currentExchangeRates(db: Db): Promise<ExchangeRates> {
  return cacheOf(db).getOrLoad('rates', async () => toExchangeRates(await readExchangeRates(db)));
}

/** The rates a job list converts its budget range with; undefined (not read) when it has none. */
export async function ratesForBudgetFilter(
  db: Db,
  params: { budgetMin?: number; budgetMax?: number },
): Promise<Record<string, number> | undefined> {
  if (params.budgetMin === undefined && params.budgetMax === undefined) return undefined;
  return (await currentExchangeRates(db)).rates;
}

/** An admin sets every rate; written with its audit entry in one transaction. */
export async function updateExchangeRates(
  db: Db,
  actor: { id: string; email: string },
  input: UpdateExchangeRatesInput,
  now: Date,
): Promise<ExchangeRates> {
  const rows = await db.transaction(async (tx) => {
    await writeExchangeRates(tx, input.rates, input.asOf, actor.id, now);
    await recordAdminAction(tx, {
      actor,
      action: 'exchange_rates.updated',
      target: { type: 'exchange_rates', id: input.asOf, label: `Exchange rates as of ${input.asOf}` },
      at: now,
    });
    return readExchangeRates(tx);
  });
  const rates = toExchangeRates(rows);
  cacheOf(db).set('rates', rates);
  return rates;
}

export type EcbRefreshDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * Takes the European Central Bank's reference rates of the latest working day. They replace
 * the stored rates only when their day is later than the stored one: an admin's rates for a day stay until
 * the ECB publishes a later day, and the currencies the ECB does not quote keep the admin's rate. When the
 * ECB cannot be reached or sends something else, nothing changes and a warning is logged (ECB_RATES_URL
 * empty: nothing is fetched). True when the rates changed.
 */
export async function refreshExchangeRatesFromEcb(deps: EcbRefreshDeps, log: Log): Promise<boolean> {
  const { ECB_RATES_URL: url, ECB_RATES_TIMEOUT_MS: timeoutMs } = deps.config;
  if (!url) return false;
  let ecb: EcbRates;
  try {
    ecb = await fetchEcbRates(url, timeoutMs);
  } catch (error) {
    log.warn({ err: error, url }, 'the ECB reference rates could not be fetched; the stored rates stay');
    return false;
  }
  const rows = await deps.db.transaction(async (tx) => {
    const stored = toExchangeRates(await readExchangeRates(tx));
    if (ecb.asOf <= stored.asOf) return null;
    await writeExchangeRates(tx, ecb.rates, ecb.asOf, null, deps.clock.now());
    return readExchangeRates(tx);
  });
  if (!rows) return false;
  cacheOf(deps.db).set('rates', toExchangeRates(rows));
  log.info({ asOf: ecb.asOf }, 'exchange rates updated from the ECB');
  return true;
}
