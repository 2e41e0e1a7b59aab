import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * What a signed link may do. A token carries its purpose inside the signature, so a token made for one
 * purpose never works for another (an unsubscribe link cannot extend a job).
 */
export const LINK_PURPOSES = [
  'job.extend',
  'alerts.unsubscribe',
  'account.email-change',
  'organisation.invitation',
  'calendar.feed',
  'reference.give',
] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

export interface SignedLink {
  purpose: LinkPurpose;
  /** Whom or what the link acts on, e.g. a job id; the caller decides what it means. */
  subject: string;
  expiresAt: Date;
}

export interface SignedLinks {
  /** A URL-safe token for `link`. */
  sign(link: SignedLink): string;
  /**
   * The subject of a token made for `purpose` that has not expired at `now`, or undefined for anything
   * else: a bad signature, another purpose, an expired or malformed token.
   */
  verify(purpose: LinkPurpose, token: string, now: Date): string | undefined;
}

const Payload = z.object({
  p: z.enum(LINK_PURPOSES),
  s: z.string().min(1),
  /** Expiry, epoch milliseconds. */
  e: z.number().int(),
});

const TOKEN_MAX_LENGTH = 2_000;

/**
 * Signed links (unsubscribe, extend a job, confirmations): purpose, subject and expiry as base64url JSON,
 * then an HMAC-SHA256 over it with a key derived from the server's secret for this use alone.
 */
export function createSignedLinks(secret: string): SignedLinks {
  const key = createHmac('sha256', secret).update('facilitatorhub signed links v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign({ purpose, subject, expiresAt }) {
      const payload = Buffer.from(
        JSON.stringify({ p: purpose, s: subject, e: expiresAt.getTime() }),
      ).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },

    verify(purpose, token, now) {
      if (token.length > TOKEN_MAX_LENGTH) return undefined;
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return undefined;
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return undefined;
      }
      const parsed = Payload.safeParse(decoded);
      if (!parsed.success || parsed.data.p !== purpose || parsed.data.e <= now.getTime()) return undefined;
      return parsed.data.s;
    },
  };
}
