import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COOKIE_CONSENT_PATH, consentCookie } from '../../shared/constants';
import { CookieConsentFormSchema } from '../../shared/cookie-consent';
import { noStore } from '../http/no-store';

/** The banner's form is two short fields; anything longer is not one. */
const FORM_BODY_LIMIT = 4096;

/** The path as a header may carry it: anything but visible ASCII percent-encoded (or home, if it cannot be). */
function headerSafe(path: string): string {
  try {
    return path.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));
  } catch {
    return '/';
  }
}

/**
 * The cookie banner's Accept and Decline as a plain form POST, for a tap before the page's scripts run or
 * without them: sets the consent cookie as the banner's script does, and sends the visitor back (303) to
 * the page the form was on. The app's origin check applies as to every write: a browser names our origin.
 */
export const cookieConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  noStore(app);
  // A browser sends the form urlencoded. Registered here, so other routes keep refusing forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(COOKIE_CONSENT_PATH, { schema: { body: CookieConsentFormSchema } }, async (request, reply) => {
    const { consent, return: back = '/' } = request.body;
    return reply
      .header('set-cookie', consentCookie(consent === 'true', request.protocol === 'https'))
      .redirect(headerSafe(back), 303);
  });
};
