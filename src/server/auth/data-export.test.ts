import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EVIDENCE_MAX_BYTES } from '../../shared/facilitation';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs, uploadAs } from '../test/inject';
import { readDataExport } from '../test/unzip';
import { EXPORT_IN_PROGRESS, exportLeaseKey } from './data-export.service';

const EXPORTS_PER_HOUR = 5;
const ctx = await buildTestApp({
  DATA_EXPORTS_PER_HOUR: String(EXPORTS_PER_HOUR),
  RATE_LIMIT_MAX: '1000000',
});
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const exportUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/account/export`;

/** An export requested over a real connection; resolves with the headers, the body not yet read. */
const openExport = (who: TestUser) =>
  new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(exportUrl, { headers: as(who) }, resolve).on('error', reject);
  });

const readBody = async (res: http.IncomingMessage) => Buffer.concat(await res.toArray());

const leaseHeld = async (who: TestUser) =>
  (await ctx.pool.query('select 1 from app_rate_limit where key = $1', [exportLeaseKey(who.id)])).rowCount ===
  1;

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** The evidence check reads the magic bytes: random data behind them is a PDF of exactly `size` bytes. */
const largePdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

/** A facilitator with an avatar and four credentials, each with 5 MiB of evidence (20 MiB in all). */
let facilitator: TestUser;
let evidence: { id: string; data: Buffer }[];
let storedAvatar: Buffer;

beforeAll(async () => {
  facilitator = await signUp(ctx, 'facilitator');
  const avatar = await uploadAs(ctx, facilitator, '/api/profile/avatar', {
    filename: 'me.png',
    type: 'image/png',
    data: await picture(),
  });
  expect(avatar.statusCode, avatar.body).toBe(200);
  const served = await ctx.app.inject({ url: avatar.json().url as string });
  storedAvatar = served.rawPayload;
  evidence = [];
  for (let i = 0; i < 4; i++) {
    const created = await sendAs(ctx, facilitator, 'POST', '/api/profile/credentials', {
      kind: 'iaf-cpf',
      year: 2015 + i,
    });
    expect(created.statusCode, created.body).toBe(201);
    const data = largePdf(EVIDENCE_MAX_BYTES);
    const uploaded = await uploadAs(
      ctx,
      facilitator,
      `/api/profile/credentials/${created.json().id}/evidence`,
      {
        filename: `certificate ${i}.pdf`,
        type: 'application/pdf',
        data,
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    evidence.push({ id: created.json().id as string, data });
  }
}, 60_000);

/** Every evidence file and the avatar are in the archive as uploaded, where data.json says. */
async function expectWholeArchive(archive: Buffer) {
  const { data, files } = await readDataExport(archive);
  expect(data.account.email).toBe(facilitator.email);
  expect(data.account.locale).toBe('en');
  expect(data.facilitatorProfile.avatarFile).toBe('files/avatar.webp');
  expect(files.get('files/avatar.webp')?.equals(storedAvatar)).toBe(true);
  expect(data.credentials).toHaveLength(evidence.length);
  for (const { id, data: uploaded } of evidence) {
    const credential = data.credentials.find((row: { id: string }) => row.id === id);
    expect(credential.evidenceFile).toEqual({
      name: expect.stringMatching(/^certificate \d\.pdf$/),
      type: 'application/pdf',
      path: `files/evidence/${id}.pdf`,
    });
    expect(files.get(credential.evidenceFile.path)?.equals(uploaded)).toBe(true);
  }
  expect(files.size).toBe(2 + evidence.length);
}

describe('the data export as a streamed ZIP archive', () => {
  it('holds every uploaded file as uploaded, sent in chunks as it is read', async () => {
    const res = await openExport(facilitator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="facilitatorhub-export-${ctx.clock.now().toISOString().slice(0, 10)}.zip"`,
    );
    // Streamed: no length known up front.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    await expectWholeArchive(await readBody(res));
    // Given back before the last bytes went out: the next export may start at once.
    expect(await leaseHeld(facilitator)).toBe(false);
  });

  it('refuses a second export of the same user while the first is being read, and serves one after it', async () => {
    const first = await openExport(facilitator);
    expect(first.statusCode).toBe(200);
    // Nothing of the 20 MiB body is read yet: the server waits on the connection, the export is under way.
    expect(await leaseHeld(facilitator)).toBe(true);
    const second = await ctx.app.inject({ url: '/api/account/export', headers: as(facilitator) });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: localizeMessage('en', EXPORT_IN_PROGRESS) },
    });
    // Another user's export is not held up.
    const other = await signUp(ctx, 'company');
    expect((await ctx.app.inject({ url: '/api/account/export', headers: as(other) })).statusCode).toBe(200);

    await expectWholeArchive(await readBody(first));
    const third = await ctx.app.inject({ url: '/api/account/export', headers: as(facilitator) });
    expect(third.statusCode).toBe(200);
    await expectWholeArchive(third.rawPayload);
  });

  it('has no HEAD twin, which would build a whole archive to throw it away', async () => {
    const res = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/account/export',
      headers: as(facilitator),
    });
    expect(res.statusCode).toBe(404);
    expect(await leaseHeld(facilitator)).toBe(false);
  });

  it('lets the next export start once a reader went away mid-download', async () => {
    const first = await openExport(facilitator);
    expect(first.statusCode).toBe(200);
    // Read one chunk, so that the archive is under way, then hang up.
    await new Promise((resolve) => first.once('data', resolve));
    first.destroy();
    await vi.waitFor(async () => expect(await leaseHeld(facilitator)).toBe(false));
    const next = await ctx.app.inject({ url: '/api/account/export', headers: as(facilitator) });
    expect(next.statusCode).toBe(200);
    await expectWholeArchive(next.rawPayload);
  });

  it(`allows ${EXPORTS_PER_HOUR} exports an hour per user, counting only those that started`, async () => {
    // The facilitator above started five (the one refused while another ran does not count): the sixth is refused.
    const past = await ctx.app.inject({ url: '/api/account/export', headers: as(facilitator) });
    expect(past.statusCode).toBe(429);
    expect(past.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(past.json().error.message).toMatch(
      new RegExp(
        `^You can download your data at most ${EXPORTS_PER_HOUR} times an hour\\. Please try again in \\d+ minutes?\\.$`,
      ),
    );
    expect(await leaseHeld(facilitator)).toBe(false);

    const company = await signUp(ctx, 'company', { companyName: 'Logo Export Ltd' });
    const logo = await uploadAs(ctx, company, '/api/profile/avatar', {
      filename: 'logo.png',
      type: 'image/png',
      data: await picture(),
    });
    expect(logo.statusCode, logo.body).toBe(200);
    const storedLogo = (await ctx.app.inject({ url: logo.json().url as string })).rawPayload;
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) {
      const res = await ctx.app.inject({ url: '/api/account/export', headers: as(company) });
      expect(res.statusCode).toBe(200);
      const { data, files } = await readDataExport(res.rawPayload);
      expect(data.companyProfile).toMatchObject({ name: 'Logo Export Ltd', logoFile: 'files/logo.webp' });
      expect(files.get('files/logo.webp')?.equals(storedLogo)).toBe(true);
    }
    expect((await ctx.app.inject({ url: '/api/account/export', headers: as(company) })).statusCode).toBe(429);
  });
});
