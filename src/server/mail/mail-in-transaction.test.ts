import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers';
import type { MailMessage } from './mailer';

const ctx = await buildTestApp();

const message = (subject: string): MailMessage => ({
  to: 'someone@example.com',
  subject,
  text: `${subject}.`,
  html: `<p>${subject}.</p>`,
});
const subjects = (mails: MailMessage[]) => mails.map((mail) => mail.subject);

describe('mail queued inside a transaction', () => {
  it('goes out once the transaction commits', async () => {
    await ctx.db.transaction(async (tx) => {
      await ctx.app.deps.mailer.send(message('Committed'), { tx });
      // Not yet: the transaction may still roll back.
      expect(subjects(ctx.mails)).not.toContain('Committed');
    });
    expect(subjects(ctx.mails)).toContain('Committed');
    await ctx.queue.drain();
    expect(subjects(ctx.delivered)).toContain('Committed');
  });

  it('is never sent when the write rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.deps.mailer.send(message('Rolled back'), { tx });
        await tx.transaction(async (nested) => {
          await ctx.app.deps.mailer.send(message('Rolled back, nested'), { tx: nested });
        });
        throw new Error('the write fails after its mail was queued');
      }),
    ).rejects.toThrow('the write fails');
    // A later mail that commits is delivered; the rolled-back ones never are.
    await ctx.app.deps.mailer.send(message('After'));
    await ctx.queue.drain();
    expect(subjects(ctx.delivered)).toContain('After');
    expect(subjects(ctx.delivered)).not.toContain('Rolled back');
    expect(subjects(ctx.delivered)).not.toContain('Rolled back, nested');
    expect(subjects(ctx.mails)).not.toContain('Rolled back');
    expect(subjects(ctx.mails)).not.toContain('Rolled back, nested');
  });
});
