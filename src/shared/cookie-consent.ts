import { z } from 'zod';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from './constants';
import { isLocalPath } from './local-path';

/** Where the cookie banner's form posts the choice (it works before the scripts run, and without them). */
export const COOKIE_CONSENT_PATH = '/cookie-consent';

/**
 * The banner's form: the button pressed (`consent`) and the page it was on (`return`), where the answer
 * sends the visitor back; only a path on this site.
 */
export const CookieConsentFormSchema = z.object({
  consent: z.enum(['true', 'false'], 'Choose Accept or Decline.'),
  return: z.string().refine(isLocalPath, 'Not a page of this site.').optional(),
});
export type CookieConsentForm = z.infer<typeof CookieConsentFormSchema>;

/**
 * The consent cookie, as the banner stores it in the browser and the server sets it after the form:
 * COOKIE_CONSENT_DAYS long, for the whole site, readable by the page's script (no HttpOnly).
 */
export function consentCookie(value: boolean, secure: boolean): string {
  const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
  return `${COOKIE_CONSENT_NAME}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
