import { sql } from 'drizzle-orm';
import type { Currency } from '../../shared/facilitation';
import type { DbOrTx, Tx } from '../db/client';
import { exchangeRates } from '../db/schema';

export type ExchangeRateRow = { currency: Currency; perEur: number; asOf: string };

export function readExchangeRates(db: DbOrTx): Promise<ExchangeRateRow[]> {
  return db
    .select({ currency: exchangeRates.currency, perEur: exchangeRates.perEur, asOf: exchangeRates.asOf })
    .from(exchangeRates);
}

/** Writes the rates given (one statement), as of `asOf`, by `updatedBy` (null: the ECB's daily rates). */
export async function writeExchangeRates(
  tx: Tx,
  rates: Record<string, number>,
  asOf: string,
  updatedBy: string | null,
  now: Date,
) {
  const rows = Object.entries(rates).map(([currency, perEur]) => ({
    currency: currency as Currency,
    perEur,
    asOf,
    updatedAt: now,
    updatedBy,
  }));
  await tx
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: {
        perEur: sql`excluded.per_eur`,
        asOf: sql`excluded.as_of`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
}
