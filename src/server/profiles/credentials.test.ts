import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_MAX, EVIDENCE_SIZE_MESSAGE, EVIDENCE_TYPE_MESSAGE } from '../../shared/facilitation';
import { localizeMessage } from '../../shared/i18n/keyed-messages';
import { auditLog, facilitators, notifications } from '../db/schema';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { deleteAccountRequest } from '../test/inject';
import { readDataExport } from '../test/unzip';

const ctx = await buildTestApp();
const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });
const evidenceDir = path.join(ctx.config.UPLOADS_DIR, 'evidence');

const cpf = {
  kind: 'iaf-cpf',
  year: 2019,
  expiresOn: null,
  evidenceUrl: 'https://iaf-world.example/cpf/123',
};

const send = (
  who: TestUser | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function addCredential(who: TestUser, input: object = cpf) {
  const res = await send(who, 'POST', '/api/profile/credentials', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; verification: unknown; evidenceFileUrl: string | null };
}

function upload(who: TestUser | undefined, id: string, data: Buffer, filename = 'certificate.pdf') {
  const boundary = `----fh${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/profile/credentials/${id}/evidence`,
    headers: { ...as(who), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();
const storedFiles = () => (fs.existsSync(evidenceDir) ? fs.readdirSync(evidenceDir) : []);
/** The version of the credential the admin's page shows now (the newest credentials come first under "all"). */
async function shownVersion(id: string): Promise<string> {
  const page = (await send(admin, 'GET', '/api/admin/credentials?status=all&pageSize=50')).json();
  const shown = (page.items as { id: string; version: string }[]).find((item) => item.id === id);
  expect(shown, `credential ${id} on the admin's page`).toBeDefined();
  return shown!.version;
}

/** The admin verifies the credential as their page shows it now. */
const verify = async (id: string, who: TestUser = admin) =>
  send(who, 'POST', `/api/admin/credentials/${id}/verify`, { version: await shownVersion(id) });

const verifiedCount = async (id: string) =>
  (await ctx.db.select().from(facilitators).where(eq(facilitators.id, id)))[0]!.verifiedCredentials;

describe('credentials of a facilitator', () => {
  it('adds, lists, edits and deletes them, for facilitators only', async () => {
    const who = await signUp(ctx, 'facilitator');
    const company = await signUp(ctx, 'company');
    expect((await send(company, 'POST', '/api/profile/credentials', cpf)).statusCode).toBe(403);
    expect((await send(undefined, 'GET', '/api/profile/credentials')).statusCode).toBe(401);

    const created = await addCredential(who);
    expect(created).toMatchObject({ ...cpf, detail: null, verification: null, evidenceFileUrl: null });
    const lsp = await addCredential(who, {
      kind: 'lego-serious-play',
      detail: 'Rasmussen Consulting',
      year: 2022,
    });
    const list = await send(who, 'GET', '/api/profile/credentials');
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([created.id, lsp.id]);

    const edited = await send(who, 'PATCH', `/api/profile/credentials/${created.id}`, { ...cpf, year: 2020 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().year).toBe(2020);
    // Another facilitator cannot touch it.
    const other = await signUp(ctx, 'facilitator');
    expect((await send(other, 'PATCH', `/api/profile/credentials/${created.id}`, cpf)).statusCode).toBe(404);
    expect((await send(other, 'DELETE', `/api/profile/credentials/${created.id}`)).statusCode).toBe(404);

    expect((await send(who, 'DELETE', `/api/profile/credentials/${created.id}`)).statusCode).toBe(204);
    expect((await send(who, 'GET', '/api/profile/credentials')).json().items).toHaveLength(1);
    expect((await send(who, 'DELETE', `/api/profile/credentials/${created.id}`)).statusCode).toBe(404);
  });

  it(`refuses bad input and more than ${CREDENTIALS_MAX} credentials`, async () => {
    const who = await signUp(ctx, 'facilitator');
    for (const [payload, field] of [
      [{ ...cpf, kind: 'wizard' }, 'kind'],
      [{ ...cpf, year: 1900 }, 'year'],
      [{ kind: 'lego-serious-play', year: 2020 }, 'detail'],
      [{ ...cpf, expiresOn: '2010-01-01' }, 'expiresOn'],
      [{ ...cpf, evidenceUrl: 'javascript:alert(1)' }, 'evidenceUrl'],
    ] as const) {
      const res = await send(who, 'POST', '/api/profile/credentials', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.fieldErrors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    for (let i = 0; i < CREDENTIALS_MAX; i++) await addCredential(who);
    const full = await send(who, 'POST', '/api/profile/credentials', cpf);
    expect(full.statusCode).toBe(400);
    expect(full.json().error.message).toBe(`You can add at most ${CREDENTIALS_MAX} credentials.`);
  });
});

describe('evidence files', () => {
  it('accepts a PDF and a PNG, serves them as downloads to the owner and admins only', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who);
    const uploaded = await upload(who, credential.id, pdf, 'CPF certificate.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      evidenceFileUrl: `/api/credentials/${credential.id}/evidence`,
      evidenceFileName: 'CPF certificate.pdf',
    });
    const url = uploaded.json().evidenceFileUrl as string;
    for (const reader of [who, admin]) {
      const res = await send(reader, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="CPF certificate.pdf"/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.rawPayload.equals(pdf)).toBe(true);
    }
    const other = await signUp(ctx, 'facilitator');
    const company = await signUp(ctx, 'company');
    expect((await send(undefined, 'GET', url)).statusCode).toBe(401);
    expect((await send(other, 'GET', url)).statusCode).toBe(404);
    expect((await send(company, 'GET', url)).statusCode).toBe(404);
    // Never through the public uploads route.
    const [stored] = storedFiles().filter((name) => !name.includes('.'));
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${stored}` })).statusCode).toBe(404);

    // A PNG replaces the PDF; the old file goes.
    const before = storedFiles();
    const image = await png();
    const replaced = await upload(who, credential.id, image, 'scan.png');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await send(who, 'GET', url)).headers['content-type']).toBe('image/png');
    expect(storedFiles()).toHaveLength(before.length);

    // Deleting the credential removes the file.
    expect((await send(who, 'DELETE', `/api/profile/credentials/${credential.id}`)).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(before.length - 1);
    expect((await send(who, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses HTML, text, a renamed file and files over the limit with 400', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who);
    const before = storedFiles().length;
    for (const [data, name] of [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'evidence.pdf'],
      [Buffer.from('I really am certified, trust me.'), 'evidence.txt'],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html>')]),
        'fake.png',
      ],
    ] as const) {
      const res = await upload(who, credential.id, data, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toBe(localizeMessage('en', EVIDENCE_TYPE_MESSAGE));
    }
    const tooLarge = await upload(who, credential.id, Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe(localizeMessage('en', EVIDENCE_SIZE_MESSAGE));
    expect(storedFiles()).toHaveLength(before);
    const other = await signUp(ctx, 'facilitator');
    expect((await upload(other, credential.id, pdf)).statusCode).toBe(404);
  });
});

describe('verification by an admin', () => {
  it('is for admins only', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who);
    for (const user of [who, await signUp(ctx, 'company')]) {
      expect((await verify(credential.id, user)).statusCode).toBe(403);
      expect((await send(user, 'GET', '/api/admin/credentials')).statusCode).toBe(403);
    }
  });

  it('verifies and withdraws, with the badge, the audit log, the bell and the counter', async () => {
    const who = await signUp(ctx, 'facilitator', { firstName: 'Vera', lastName: 'Verity' });
    const credential = await addCredential(who);
    // The queue: unverified, oldest first; the newest first under "all".
    const queue = (await send(admin, 'GET', '/api/admin/credentials')).json();
    const created = queue.items.map((c: { createdAt: string }) => c.createdAt);
    expect(created).toEqual([...created].sort());
    const all = (await send(admin, 'GET', '/api/admin/credentials?status=all')).json();
    expect(all.items[0].id).toBe(credential.id);
    expect(all.items[0].facilitator).toEqual({
      id: who.id,
      name: 'Vera Verity',
    });

    const verified = await verify(credential.id);
    expect(verified.statusCode, verified.body).toBe(200);
    const adminName = (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: as(admin) })).json()
      .user.name;
    expect(verified.json().verification).toEqual({ at: expect.any(String), byName: adminName });
    expect(await verifiedCount(who.id)).toBe(1);
    // Verifying again changes nothing.
    expect((await verify(credential.id)).statusCode).toBe(200);
    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, credential.id), eq(auditLog.action, 'credential.verified')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, targetType: 'credential' });
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(bell.map((n) => n.body)).toEqual([
      'Your credential IAF Certified Professional Facilitator (CPF), 2019 was verified',
    ]);

    const own = (await send(who, 'GET', '/api/profile')).json().facilitator;
    expect(own.verifiedCredentials).toBe(1);
    expect(own.credentials[0].verification).toEqual(verified.json().verification);
    expect((await send(admin, 'GET', '/api/admin/credentials?status=verified')).json().items[0].id).toBe(
      credential.id,
    );
    expect(
      (await send(admin, 'GET', '/api/admin/credentials?status=all')).json().items[0].verification,
    ).not.toBeNull();

    const withdrawn = await send(admin, 'POST', `/api/admin/credentials/${credential.id}/unverify`);
    expect(withdrawn.json().verification).toBeNull();
    expect(await verifiedCount(who.id)).toBe(0);
    const unverifiedEntries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, credential.id), eq(auditLog.action, 'credential.unverified')));
    expect(unverifiedEntries).toHaveLength(1);
  });

  it('verifies only the version the admin saw: a change after the page was opened is refused', async () => {
    const who = await signUp(ctx, 'facilitator');
    const claim = {
      kind: 'liberating-structures',
      detail: 'Immersion workshop',
      year: 2019,
      expiresOn: null,
    };
    const credential = await addCredential(who, claim);
    const seen = await shownVersion(credential.id);

    // The facilitator rewrites the claim while the admin's page is open.
    const edited = await send(who, 'PATCH', `/api/profile/credentials/${credential.id}`, {
      kind: 'iaf-cpf',
      year: 2010,
      expiresOn: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await send(admin, 'POST', `/api/admin/credentials/${credential.id}/verify`, {
      version: seen,
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.message).toBe(
      'The facilitator changed this credential after you opened it. Check it again before you verify it.',
    );
    const profile = (await send(who, 'GET', '/api/profile')).json().facilitator;
    expect(profile.credentials[0]).toMatchObject({ kind: 'iaf-cpf', year: 2010, verification: null });
    expect(await verifiedCount(who.id)).toBe(0);
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, credential.id));
    expect(entries).toEqual([]);

    // New evidence is a new version too.
    const current = await shownVersion(credential.id);
    expect(current).not.toBe(seen);
    expect((await upload(who, credential.id, pdf)).statusCode).toBe(200);
    const beforeEvidence = await send(admin, 'POST', `/api/admin/credentials/${credential.id}/verify`, {
      version: current,
    });
    expect(beforeEvidence.statusCode).toBe(409);

    // Reloaded, the page shows what is there now, and that is verified.
    const checked = await send(admin, 'POST', `/api/admin/credentials/${credential.id}/verify`, {
      version: await shownVersion(credential.id),
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({
      kind: 'iaf-cpf',
      year: 2010,
      verification: { byName: expect.any(String) },
    });
    expect(await verifiedCount(who.id)).toBe(1);
  });

  it('clears the verification when the facts or the evidence change, and counts deletions', async () => {
    const who = await signUp(ctx, 'facilitator');
    const first = await addCredential(who);
    const second = await addCredential(who, { ...cpf, kind: 'icf', detail: 'PCC' });
    for (const { id } of [first, second]) expect((await verify(id)).statusCode).toBe(200);
    expect(await verifiedCount(who.id)).toBe(2);

    // The same facts again keep it verified; another year does not.
    const same = await send(who, 'PATCH', `/api/profile/credentials/${first.id}`, cpf);
    expect(same.json().verification).not.toBeNull();
    const changed = await send(who, 'PATCH', `/api/profile/credentials/${first.id}`, { ...cpf, year: 2018 });
    expect(changed.json().verification).toBeNull();
    expect(await verifiedCount(who.id)).toBe(1);

    expect((await verify(first.id)).statusCode).toBe(200);
    const newEvidence = await upload(who, first.id, pdf);
    expect(newEvidence.json().verification).toBeNull();
    expect(await verifiedCount(who.id)).toBe(1);

    expect((await send(who, 'DELETE', `/api/profile/credentials/${second.id}`)).statusCode).toBe(204);
    expect(await verifiedCount(who.id)).toBe(0);
  });

  it('puts credentials, evidence and blocked days in the export and removes the files with the account', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who);
    expect((await upload(who, credential.id, pdf, 'proof.pdf')).statusCode).toBe(200);
    const { data: exported, files } = await readDataExport(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: as(who) })).rawPayload,
    );
    expect(exported.credentials).toHaveLength(1);
    expect(exported.credentials[0]).toMatchObject({
      id: credential.id,
      kind: 'iaf-cpf',
      evidenceFile: {
        name: 'proof.pdf',
        type: 'application/pdf',
        path: `files/evidence/${credential.id}.pdf`,
      },
    });
    expect(files.get(`files/evidence/${credential.id}.pdf`)?.equals(pdf)).toBe(true);
    expect(exported.unavailableDates).toEqual([]);
    expect(exported.facilitatorProfile).toMatchObject({
      languages: [],
      methods: [],
      availabilityStatus: 'available',
    });

    const before = storedFiles().length;
    const deleted = await deleteAccountRequest(ctx, who);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(storedFiles()).toHaveLength(before - 1);
  });
});

describe('rejection and requests for evidence', () => {
  const reject = (id: string, who: TestUser | undefined, reason = 'The number is not in the IAF register.') =>
    send(who, 'POST', `/api/admin/credentials/${id}/reject`, { reason });
  const askForEvidence = (
    id: string,
    who: TestUser | undefined,
    message = 'Please upload your certificate.',
  ) => send(who, 'POST', `/api/admin/credentials/${id}/request-evidence`, { message });

  it('is for admins only', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who);
    expect((await reject(credential.id, undefined)).statusCode).toBe(401);
    expect((await askForEvidence(credential.id, undefined)).statusCode).toBe(401);
    for (const user of [who, await signUp(ctx, 'company')]) {
      expect((await reject(credential.id, user)).statusCode).toBe(403);
      expect((await askForEvidence(credential.id, user)).statusCode).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await reject(unknown, admin)).statusCode).toBe(404);
    expect((await askForEvidence(unknown, admin)).statusCode).toBe(404);
  });

  it('rejects with a reason the facilitator reads: out of the queue and off the profile, until it changes', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who);
    // A verified credential that is rejected stops counting.
    expect((await verify(credential.id)).statusCode).toBe(200);
    expect(await verifiedCount(who.id)).toBe(1);

    const rejected = await reject(credential.id, admin);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      verification: null,
      rejection: { at: expect.any(String), reason: 'The number is not in the IAF register.' },
    });
    expect(await verifiedCount(who.id)).toBe(0);
    const queue = (await send(admin, 'GET', '/api/admin/credentials?pageSize=50')).json();
    expect(queue.items.map((c: { id: string }) => c.id)).not.toContain(credential.id);
    const rejectedList = (await send(admin, 'GET', '/api/admin/credentials?status=rejected')).json();
    expect(rejectedList.items[0].id).toBe(credential.id);

    // The facilitator reads the reason with the credential and in the bell; the public does not see it.
    const own = (await send(who, 'GET', '/api/profile/credentials')).json();
    expect(own.items[0].rejection.reason).toBe('The number is not in the IAF register.');
    // The profile (its public page shows the same credentials) leaves it out.
    expect((await send(who, 'GET', '/api/profile')).json().facilitator.credentials).toEqual([]);
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(bell.map((n) => n.body)).toContain(
      'Your credential IAF Certified Professional Facilitator (CPF), 2019 was not verified: The number is not in the IAF register.',
    );
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, credential.id), eq(auditLog.action, 'credential.rejected')));
    expect(entry).toMatchObject({ actorId: admin.id, reason: 'The number is not in the IAF register.' });

    // Changing the facts puts it back into the queue, without the rejection.
    const edited = await send(who, 'PATCH', `/api/profile/credentials/${credential.id}`, {
      ...cpf,
      year: 2020,
    });
    expect(edited.json().rejection).toBeNull();
    const again = (await send(admin, 'GET', '/api/admin/credentials?pageSize=50')).json();
    expect(again.items.map((c: { id: string }) => c.id)).toContain(credential.id);
  });

  it('asks the facilitator for evidence: a notification with the message, and the audit log', async () => {
    const who = await signUp(ctx, 'facilitator');
    const credential = await addCredential(who, { kind: 'iaf-cpf', year: 2018 });
    const asked = await askForEvidence(credential.id, admin);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ evidenceRequestedAt: expect.any(String), verification: null });
    const bell = await ctx.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(bell).toEqual([
      expect.objectContaining({
        title: 'Evidence requested',
        body: 'Please add evidence for your credential IAF Certified Professional Facilitator (CPF), 2018: Please upload your certificate.',
        link: '/facilitator/profile',
      }),
    ]);
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, credential.id), eq(auditLog.action, 'credential.evidence_requested')));
    expect(entry).toMatchObject({ actorId: admin.id, reason: 'Please upload your certificate.' });
    // Still in the queue, waiting for the evidence.
    const queue = (await send(admin, 'GET', '/api/admin/credentials?pageSize=50')).json();
    expect(queue.items.map((c: { id: string }) => c.id)).toContain(credential.id);
  });
});
