import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companies, facilitators } from '../db/schema';
import { LISTING_DETAILS } from '../test/factories';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();

const TYPE_MESSAGE = 'Please upload a PNG, JPEG or WebP image.';
const SIZE_MESSAGE = 'The image must be 2 MB or smaller.';

function multipart(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----fh${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  who: TestUser | undefined,
  file: { filename?: string; type?: string; data: Buffer | string; field?: string },
) {
  const { payload, contentType } = multipart([
    {
      field: file.field ?? 'file',
      filename: file.filename ?? 'picture.png',
      type: file.type ?? 'image/png',
      data: file.data,
    },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { ...as(who), 'content-type': contentType },
    payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .toBuffer();

/** Random pixels compress badly: a real PNG of about width*height*3 bytes. */
const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const logoPath = async (id: string) =>
  (await ctx.db.select({ p: companies.logoPath }).from(companies).where(eq(companies.id, id)))[0].p;
const uploadedFiles = () =>
  fs.existsSync(ctx.config.UPLOADS_DIR) ? fs.readdirSync(ctx.config.UPLOADS_DIR) : [];

describe('POST /api/profile/avatar', () => {
  it('accepts a PNG, re-encodes it to WebP within 512×512 and serves it for good', async () => {
    const company = await signUp(ctx, 'company');
    const res = await upload(company, { data: await png(1000, 600) });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(await logoPath(company.id)).toBe(url);

    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 307 });

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: as(company) });
    expect(profile.json().company.logoUrl).toBe(url);
  });

  it('never enlarges a small picture and drops its metadata', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    const jpeg = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffcc00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', ImageDescription: 'home address' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(facilitator, { data: jpeg, filename: 'me.jpg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 100 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('secret owner'))).toBe(false);
    const [row] = await ctx.db
      .select({ p: facilitators.avatarPath })
      .from(facilitators)
      .where(eq(facilitators.id, facilitator.id));
    expect(row.p).toBe(res.json().url);
  });

  it('accepts WebP, and files up to 2 MB', async () => {
    const company = await signUp(ctx, 'company');
    const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#10b981' } })
      .webp()
      .toBuffer();
    expect((await upload(company, { data: webp, filename: 'x.webp', type: 'image/webp' })).statusCode).toBe(
      200,
    );
    const big = await noisyPng(800, 800);
    expect(big.length).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(company, { data: big });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a text file renamed .png and keeps the old picture', async () => {
    const company = await signUp(ctx, 'company');
    const first = await upload(company, { data: await png(300, 300) });
    const oldUrl = first.json().url;
    const res = await upload(company, {
      data: 'just some text, honestly\n'.repeat(20),
      filename: 'logo.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(TYPE_MESSAGE);
    expect(await logoPath(company.id)).toBe(oldUrl);
    expect((await ctx.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
  });

  it('refuses an image type we do not take (GIF, SVG) whatever it claims to be', async () => {
    const company = await signUp(ctx, 'company');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(
      (await upload(company, { data: gif, filename: 'a.png', type: 'image/png' })).json().error.message,
    ).toBe(TYPE_MESSAGE);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(
      (await upload(company, { data: svg, filename: 'a.webp', type: 'image/webp' })).json().error.message,
    ).toBe(TYPE_MESSAGE);
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const company = await signUp(ctx, 'company');
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(2000),
    ]);
    const res = await upload(company, { data: fake });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(TYPE_MESSAGE);
  });

  it('refuses a file over 2 MB and keeps the old picture', async () => {
    const company = await signUp(ctx, 'company');
    const oldUrl = (await upload(company, { data: await png(100, 100) })).json().url;
    const filesBefore = uploadedFiles().length;
    const res = await upload(company, { data: await noisyPng(900, 900) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(SIZE_MESSAGE);
    expect(await logoPath(company.id)).toBe(oldUrl);
    expect(uploadedFiles().length).toBe(filesBefore);
  });

  it('replaces the old file, and removing the picture deletes it', async () => {
    const company = await signUp(ctx, 'company');
    const first = (await upload(company, { data: await png(50, 50) })).json().url;
    const second = (await upload(company, { data: await png(60, 60) })).json().url;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(uploadedFiles()).not.toContain(path.basename(first));

    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: as(company) });
    expect(del.statusCode).toBe(204);
    expect(await logoPath(company.id)).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('needs a signed-in user, a multipart body and a field named "file"', async () => {
    expect((await upload(undefined, { data: await png(10, 10) })).statusCode).toBe(401);
    const company = await signUp(ctx, 'company');
    const json = await sendAs(ctx, company, 'POST', '/api/profile/avatar', { file: 'x' });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload(company, { field: 'picture', data: await png(10, 10) });
    expect(wrongField.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: as(undefined) }))
        .statusCode,
    ).toBe(401);
  });

  it('shows the facilitator’s picture on the public profile', async () => {
    const facilitator = await signUp(ctx, 'facilitator');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/facilitator',
      headers: as(facilitator),
      payload: {
        firstName: 'Pia',
        lastName: 'Picture',
        headline: 'Workshop facilitator',
        bio: 'Pia runs workshops for teams who want to decide faster and argue less about the small things.',
        location: 'Oslo, Norway',
        focusAreas: ['innovation'],
        ...LISTING_DETAILS,
      },
    });
    const url = (await upload(facilitator, { data: await png(40, 40) })).json().url;
    const publicProfile = await ctx.app.inject({ method: 'GET', url: `/api/facilitators/${facilitator.id}` });
    expect(publicProfile.json().avatarUrl).toBe(url);
  });
});

describe('GET /uploads/:file', () => {
  it('serves nothing but stored pictures: no path traversal, no other files', async () => {
    fs.mkdirSync(ctx.config.UPLOADS_DIR, { recursive: true });
    fs.writeFileSync(path.join(ctx.config.DATA_DIR, 'secret.txt'), 'top secret');
    fs.writeFileSync(path.join(ctx.config.UPLOADS_DIR, 'notes.txt'), 'not a picture');
    const attempts = [
      '/uploads/..%2fsecret.txt',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/notes.txt',
      '/uploads/%00.webp',
      `/uploads/${'a'.repeat(32)}.webp%00.txt`,
      `/uploads/${'A'.repeat(32)}.webp`,
      `/uploads/${'a'.repeat(32)}.webp`,
    ];
    for (const url of attempts) {
      const res = await ctx.app.inject({ method: 'GET', url });
      // 404, or 400 where the router already refuses the URL (e.g. an encoded NUL).
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('top secret');
      expect(res.body, url).not.toContain('not a picture');
    }
    // Dot segments are resolved before routing; whatever answers, it is never a file from disk.
    for (const url of ['/uploads/..', '/uploads/.', '/uploads/../secret.txt', '/uploads/./../secret.txt']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'] ?? '', url).not.toContain('image/webp');
      expect(res.body, url).not.toContain('top secret');
    }
  });
});
