import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { secureDataDir } from './data-dir';
import { createMailer } from './mail/mailer';
import { writeUpload } from './storage/files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fh-data-dir-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
};

describe('DATA_DIR permissions', () => {
  it('creates DATA_DIR traversable but not listable by others, and writes outbox mail and uploads for the owner only', async () => {
    const config = loadConfig({ DATA_DIR: path.join(root, 'fresh', 'data') });
    secureDataDir(config, silent);
    expect(mode(config.DATA_DIR)).toBe('711');

    const mailer = createMailer({
      from: 'FacilitatorHub <no-reply@test.example>',
      outboxDir: config.MAIL_DIR,
      log: silent as never,
    });
    await mailer.send({ to: 'someone@test.example', subject: 'Reset your password', text: 'https://link' });
    expect(mode(config.MAIL_DIR)).toBe('700');
    const [mail] = fs.readdirSync(config.MAIL_DIR);
    expect(mode(path.join(config.MAIL_DIR, mail!))).toBe('600');

    await writeUpload(config.UPLOADS_DIR, `${'a'.repeat(32)}.webp`, Buffer.from('picture'));
    expect(mode(config.UPLOADS_DIR)).toBe('700');
    expect(mode(path.join(config.UPLOADS_DIR, `${'a'.repeat(32)}.webp`))).toBe('600');
  });

  it("takes other users' access away from what an earlier version left readable, and says what it changed", () => {
    const config = loadConfig({ DATA_DIR: path.join(root, 'old') });
    for (const dir of [config.DATA_DIR, config.MAIL_DIR, config.UPLOADS_DIR]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.chmodSync(dir, 0o755);
    }
    const oldMail = path.join(config.MAIL_DIR, 'old.eml');
    fs.writeFileSync(oldMail, 'Subject: Verify your email');
    fs.chmodSync(oldMail, 0o644);
    const lines: string[] = [];

    secureDataDir(config, { info: (msg) => lines.push(msg) });

    expect([mode(config.DATA_DIR), mode(config.MAIL_DIR), mode(config.UPLOADS_DIR), mode(oldMail)]).toEqual([
      '711',
      '700',
      '700',
      '600',
    ]);
    expect(lines).toEqual([
      `restricted ${config.DATA_DIR} to its owner: mode 755 -> 711`,
      `restricted ${config.MAIL_DIR} to its owner: mode 755 -> 700`,
      `restricted ${config.UPLOADS_DIR} to its owner: mode 755 -> 700`,
    ]);

    lines.length = 0;
    secureDataDir(config, { info: (msg) => lines.push(msg) });
    expect(lines).toEqual([]);
  });

  it('leaves an UPLOADS_DIR outside DATA_DIR as the operator set it', () => {
    const uploads = path.join(root, 'served-by-nginx');
    fs.mkdirSync(uploads, { mode: 0o755 });
    fs.chmodSync(uploads, 0o755);
    const config = loadConfig({ DATA_DIR: path.join(root, 'custom'), UPLOADS_DIR: uploads });
    secureDataDir(config, silent);
    expect(mode(uploads)).toBe('755');
  });
});
