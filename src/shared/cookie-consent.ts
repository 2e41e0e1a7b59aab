import { z } from 'zod';
import { vm } from './i18n/validation';
import { isLocalPath } from './local-path';

/**
 * The banner's form: the button pressed (`consent`) and the page it was on (`return`), where the answer
 * sends the visitor back; only a path on this site.
 */
export const CookieConsentFormSchema = z.object({
  consent: z.enum(['true', 'false'], vm('cookies.choice')),
  return: z.string().refine(isLocalPath, vm('cookies.returnPath')).optional(),
});
export type CookieConsentForm = z.infer<typeof CookieConsentFormSchema>;
