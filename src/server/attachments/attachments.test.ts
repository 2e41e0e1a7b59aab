import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_UNSENT_MAX } from '../../shared/constants';
import { attachments } from '../db/schema';
import { applyRequest, makeConversation, makeJob, validApplicationInput } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs, uploadAs } from '../test/inject';
import { writeAttachment } from '../storage/attachments';
import { UNSENT_ATTACHMENT_TTL_MS } from './attachments.service';
import { unzip } from '../test/unzip';

const ctx = await buildTestApp();
const attachmentsDir = path.join(ctx.config.UPLOADS_DIR, 'attachments');
const storedFiles = () => (fs.existsSync(attachmentsDir) ? fs.readdirSync(attachmentsDir) : []);

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const TYPE_MESSAGE = 'Please attach a PDF file.';
const SIZE_MESSAGE = 'The file must be 5 MB or smaller.';
const UNSENT_MESSAGE = `You have ${ATTACHMENT_UNSENT_MAX} files that are not sent yet. Send them with an application or a message, or try again tomorrow.`;

const upload = (
  who: TestUser | undefined,
  data: Buffer,
  filename = 'cv.pdf',
  type = 'application/pdf',
  headers: Record<string, string> = {},
) => uploadAs(ctx, who, '/api/attachments', { filename, type, data }, headers);

async function uploaded(who: TestUser, filename = 'cv.pdf') {
  const res = await upload(who, PDF, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().attachment as { id: string; name: string; size: number; url: string };
}

const download = (who: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: as(who) });

describe('uploading an attachment', () => {
  it('accepts a PDF, by its content, and keeps a clean name', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const res = await upload(facilitator, PDF, '../../Lebenslauf – 2026');
    expect(res.statusCode, res.body).toBe(201);
    const { attachment } = res.json();
    expect(attachment).toMatchObject({ name: 'Lebenslauf – 2026.pdf', size: PDF.length });
    expect(attachment.url).toBe(`/api/attachments/${attachment.id}`);

    const own = await download(facilitator, attachment.url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf _ 2026.pdf"; filename*=UTF-8''Lebenslauf%20%E2%80%93%202026.pdf`,
    );
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('refuses a file that is not a PDF, whatever it claims to be', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const before = storedFiles().length;
    const res = await upload(facilitator, Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: TYPE_MESSAGE, fieldErrors: { file: [TYPE_MESSAGE] } });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over the size limit with a readable message', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const res = await upload(facilitator, big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SIZE_MESSAGE);
  });

  it('says what is wrong with a file in the language the request asks for', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const de = { 'accept-language': 'de' };
    const tooLarge = await upload(facilitator, big, 'cv.pdf', 'application/pdf', de);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe('Die Datei darf höchstens 5 MB groß sein.');
    const notPdf = await upload(facilitator, Buffer.from('plain text'), 'cv.pdf', 'application/pdf', de);
    expect(notPdf.json().error).toMatchObject({
      message: 'Bitte hängen Sie eine PDF-Datei an.',
      fieldErrors: { file: ['Bitte hängen Sie eine PDF-Datei an.'] },
    });
  });

  it('removes the uploader’s older uploads that were never sent, and keeps the rest', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const now = ctx.clock.now().getTime();
    const stored = async (createdAt: number) => {
      const path = await writeAttachment(ctx.config.UPLOADS_DIR, PDF);
      await ctx.db.insert(attachments).values({
        ownerId: facilitator.id,
        path,
        name: 'old.pdf',
        type: 'application/pdf',
        size: PDF.length,
        createdAt: new Date(createdAt),
      });
      return path;
    };
    const abandoned = await stored(now - UNSENT_ATTACHMENT_TTL_MS - 60_000);
    const recent = await stored(now - 60_000);
    await uploaded(facilitator);
    expect(storedFiles()).not.toContain(abandoned);
    expect(storedFiles()).toContain(recent);
    const rows = await ctx.db.select().from(attachments).where(eq(attachments.ownerId, facilitator.id));
    expect(rows.map((row) => row.path)).not.toContain(abandoned);
    expect(rows).toHaveLength(2);
  });

  it('holds at most ATTACHMENT_UNSENT_MAX files waiting to be sent, so that uploads cannot fill the disk', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    for (let i = 0; i < ATTACHMENT_UNSENT_MAX; i++) await uploaded(facilitator);
    const files = storedFiles().length;
    const refused = await upload(facilitator, PDF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(UNSENT_MESSAGE);
    expect(storedFiles()).toHaveLength(files);
    // A day later the waiting files are abandoned, and go: uploads work again.
    await ctx.db
      .update(attachments)
      .set({ createdAt: new Date(ctx.clock.now().getTime() - UNSENT_ATTACHMENT_TTL_MS - 60_000) })
      .where(eq(attachments.ownerId, facilitator.id));
    await uploaded(facilitator);
    expect(storedFiles()).toHaveLength(files - ATTACHMENT_UNSENT_MAX + 1);
  });

  it('needs a signed-in user', async () => {
    expect((await upload(undefined, PDF)).statusCode).toBe(401);
  });
});

describe('an application with a CV', () => {
  async function appliedWithCv() {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const cv = await uploaded(facilitator);
    const res = await applyRequest(ctx, facilitator, job.id, validApplicationInput({ attachmentId: cv.id }));
    expect(res.statusCode, res.body).toBe(201);
    return { company, facilitator, job, cv };
  }

  it('shows the file to the job’s company and lets it download it; nobody else', async () => {
    const { company, facilitator, job, cv } = await appliedWithCv();
    const applicants = await download(company, `/api/company/jobs/${job.id}/applications`);
    expect(applicants.json().items[0].attachments).toEqual([cv]);
    const mine = await download(facilitator, '/api/facilitator/applications');
    expect(mine.json().items[0].attachments).toEqual([cv]);

    expect((await download(company, cv.url)).statusCode).toBe(200);
    expect((await download(facilitator, cv.url)).statusCode).toBe(200);
    expect((await download(await signUp(ctx, 'company'), cv.url)).statusCode).toBe(404);
    expect((await download(await signUp(ctx, 'facilitator'), cv.url)).statusCode).toBe(404);
    expect((await download(undefined, cv.url)).statusCode).toBe(401);
    expect((await download(company, '/api/attachments/not-an-id')).statusCode).toBe(404);
  });

  it('refuses someone else’s upload, or one already sent', async () => {
    const { company, cv } = await appliedWithCv();
    const other = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company);
    const stolen = await applyRequest(ctx, other, job.id, validApplicationInput({ attachmentId: cv.id }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fieldErrors).toEqual({
      attachmentId: ['That file was not found. Please attach it again.'],
    });
    // The refused application was not made either.
    const again = await applyRequest(ctx, other, job.id, validApplicationInput());
    expect(again.statusCode).toBe(201);
  });
});

describe('a message with a file', () => {
  it('is served to both sides of the conversation only', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const thread = await makeConversation(ctx, company, facilitator, { lastMessagePreview: 'Hello' });
    const proposal = await uploaded(company, 'proposal.pdf');
    const sent = await sendAs(ctx, company, 'POST', `/api/conversations/${thread.id}/messages`, {
      body: 'Our proposal is attached.',
      attachmentId: proposal.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments).toEqual([proposal]);
    const read = await download(facilitator, `/api/conversations/${thread.id}/messages`);
    expect(read.json().items.at(-1).attachments).toEqual([proposal]);

    expect((await download(facilitator, proposal.url)).statusCode).toBe(200);
    expect((await download(await signUp(ctx, 'facilitator'), proposal.url)).statusCode).toBe(404);
    expect((await download(await signUp(ctx, 'company'), proposal.url)).statusCode).toBe(404);
  });
});

describe('account deletion and the data export', () => {
  it('lists the files in the export, and removes them with the account', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const cv = await uploaded(facilitator, 'cv.pdf');
    const [row] = await ctx.db.select().from(attachments).where(eq(attachments.id, cv.id));
    expect(storedFiles()).toContain(row!.path);

    const exported = await download(facilitator, '/api/account/export');
    expect(exported.statusCode).toBe(200);
    const archive = await unzip(exported.rawPayload);
    const data = JSON.parse(archive.get('data.json')!.toString());
    expect(data.attachments).toEqual([
      expect.objectContaining({ id: cv.id, name: 'cv.pdf', file: `files/attachments/${cv.id}.pdf` }),
    ]);
    expect(archive.get(`files/attachments/${cv.id}.pdf`)!.equals(PDF)).toBe(true);

    const removed = await sendAs(ctx, facilitator, 'DELETE', '/api/account', {
      confirmEmail: facilitator.email,
      password: facilitator.password,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(storedFiles()).not.toContain(row!.path);
    expect(await ctx.db.select().from(attachments).where(eq(attachments.id, cv.id))).toEqual([]);
  });
});
