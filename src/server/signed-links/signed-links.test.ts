import { describe, expect, it } from 'vitest';
import { createSignedLinks } from './signed-links';

const now = new Date('2026-03-10T12:00:00Z');
const later = new Date('2026-03-11T12:00:00Z');
const links = createSignedLinks('a-test-secret-that-is-long-enough-for-hmac');

describe('signed links', () => {
  it('gives back the subject of a valid token for its purpose', () => {
    const token = links.sign({ purpose: 'job.extend', subject: 'job-1', expiresAt: later });
    expect(links.verify('job.extend', token, now)).toBe('job-1');
  });

  it('refuses a token made for another purpose', () => {
    const token = links.sign({ purpose: 'alerts.unsubscribe', subject: 'job-1', expiresAt: later });
    expect(links.verify('job.extend', token, now)).toBeUndefined();
  });

  it('refuses an expired token', () => {
    const token = links.sign({ purpose: 'job.extend', subject: 'job-1', expiresAt: later });
    expect(links.verify('job.extend', token, later)).toBeUndefined();
  });

  it('refuses a token whose payload was changed', () => {
    const token = links.sign({ purpose: 'job.extend', subject: 'job-1', expiresAt: later });
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'job.extend', s: 'job-2', e: later.getTime() })).toString(
      'base64url',
    );
    expect(links.verify('job.extend', `${forged}.${signature}`, now)).toBeUndefined();
  });

  it('refuses a token signed with another secret', () => {
    const other = createSignedLinks('another-secret-that-is-long-enough-for-hmac');
    const token = other.sign({ purpose: 'job.extend', subject: 'job-1', expiresAt: later });
    expect(links.verify('job.extend', token, now)).toBeUndefined();
  });

  it.each(['', '.', 'abc', 'abc.def', 'a.b.c', `${'x'.repeat(3000)}.y`, '%%%.@@@'])(
    'refuses the malformed token %j',
    (token) => {
      expect(links.verify('job.extend', token, now)).toBeUndefined();
    },
  );
});
