import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../../shared/facilitation';
import { loadConfig } from '../config';
import type { Log } from '../deps';
import { as, buildTestApp, signUp } from '../test/helpers';
import { WORKERS } from '../workers';
import { parseEcbRates } from './ecb-rates';
import { refreshExchangeRatesFromEcb } from './exchange-rates.service';

const FIXTURE = fs.readFileSync(new URL('./fixtures/eurofxref-daily.xml', import.meta.url), 'utf8');
/** The ECB's daily file, as of `day`. */
const ecbFile = (day: string) => FIXTURE.replace("time='2026-11-26'", `time='${day}'`);

/** What the fake ECB does with the next requests: answer with the file of a day, fail, or never answer. */
let answer: { day: string } | { status: number; body: string } | 'hang' = { status: 500, body: '' };
let requests = 0;
const ecb = http.createServer((_req, res) => {
  requests++;
  if (answer === 'hang') return;
  if ('day' in answer) {
    res.writeHead(200, { 'content-type': 'text/xml' });
    return res.end(ecbFile(answer.day));
  }
  res.writeHead(answer.status, { 'content-type': 'text/plain' });
  res.end(answer.body);
});
await new Promise<void>((resolve) => ecb.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  ecb.closeAllConnections();
  ecb.close();
});
const ECB_URL = `http://127.0.0.1:${(ecb.address() as AddressInfo).port}/eurofxref-daily.xml`;

const ctx = await buildTestApp({ ECB_RATES_URL: ECB_URL, ECB_RATES_TIMEOUT_MS: '300' });
const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });

const warnings: string[] = [];
const log: Log = {
  info: () => {},
  error: () => {},
  warn: (_fields: unknown, message?: string) => void warnings.push(message ?? ''),
} as Log;
beforeEach(() => {
  warnings.length = 0;
});

const refresh = () => refreshExchangeRatesFromEcb(ctx, log);
const rates = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' })).json() as ExchangeRates;
/** `days` after 'YYYY-MM-DD'. */
const after = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the ECB daily file', () => {
  it('gives the day and our currencies per euro, EUR at 1', () => {
    const parsed = parseEcbRates(FIXTURE)!;
    expect(parsed.asOf).toBe('2026-11-26');
    expect(parsed.rates).toMatchObject({ EUR: 1, USD: 1.0421, GBP: 0.83175, JPY: 160.35, ZAR: 18.9185 });
    // Currencies we do not offer are left out; the ECB quotes no KES or NGN.
    expect(Object.keys(parsed.rates)).not.toContain('HUF');
    expect(Object.keys(parsed.rates)).not.toContain('KES');
  });

  it('is refused when it is something else', () => {
    expect(parseEcbRates('<html>Maintenance</html>')).toBeNull();
    expect(parseEcbRates("<Cube time='2026-11-26'></Cube>")).toBeNull();
  });
});

describe('refreshing the exchange rates from the ECB', () => {
  it('takes a later day’s rates with their date, keeps what the ECB does not quote, and keeps them on failure', async () => {
    const before = await rates();
    const day = after(before.asOf, 1);
    answer = { day };
    expect(await refresh()).toBe(true);
    const updated = await rates();
    expect(updated.asOf).toBe(day);
    expect(updated.rates).toMatchObject({ EUR: 1, USD: 1.0421, GBP: 0.83175 });
    expect(updated.rates.KES).toBe(before.rates.KES);

    for (const failure of [
      { status: 503, body: 'down' },
      { status: 200, body: 'not xml' },
      'hang',
    ] as const) {
      answer = failure;
      expect(await refresh()).toBe(false);
      expect(await rates()).toEqual(updated);
      expect(warnings).toEqual([expect.stringContaining('could not be fetched')]);
      warnings.length = 0;
    }
  });

  it('keeps an admin’s rates for their day, and the ECB’s later day replaces them', async () => {
    const current = await rates();
    const day = after(current.asOf, 2);
    const manual = { ...current.rates, USD: 2.5 };
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/exchange-rates',
      headers: as(admin),
      payload: { asOf: day, rates: manual },
    });
    expect(put.statusCode, put.body).toBe(200);

    for (const older of [after(day, -1), day]) {
      answer = { day: older };
      expect(await refresh()).toBe(false);
      expect(await rates()).toMatchObject({ asOf: day, rates: { USD: 2.5 } });
    }
    answer = { day: after(day, 1) };
    expect(await refresh()).toBe(true);
    expect(await rates()).toMatchObject({ asOf: after(day, 1), rates: { USD: 1.0421 } });
  });

  it('runs as the exchange-rates.refresh queue’s worker', async () => {
    const current = await rates();
    answer = { day: after(current.asOf, 1) };
    await WORKERS['exchange-rates.refresh'].run(ctx.workerDeps, {});
    expect((await rates()).asOf).toBe(after(current.asOf, 1));
  });

  it('fetches nothing when ECB_RATES_URL is empty', async () => {
    const seen = requests;
    const config = { ...ctx.config, ECB_RATES_URL: '' };
    expect(await refreshExchangeRatesFromEcb({ ...ctx, config }, log)).toBe(false);
    expect(requests).toBe(seen);
    expect(loadConfig({}).ECB_RATES_URL).toBe(
      'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
    );
    expect(loadConfig({ ECB_RATES_URL: '' }).ECB_RATES_URL).toBe('');
    expect(() => loadConfig({ ECB_RATES_URL: 'ftp://ecb.example/rates.xml' })).toThrow(/ECB_RATES_URL/);
  });
});
