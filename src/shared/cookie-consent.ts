import { z } from 'zod';
import { isLocalPath } from './local-path';

/**
 * The banner's form: the button pressed (`consent`) and the page it was on (`return`), where the answer
 * sends the visitor back; only a path on this site.
 */
export const CookieConsentFormSchema = z.object({
  consent: z.enum(['true', 'false'], 'Choose Accept or Decline.'),
  return: z.string().refine(isLocalPath, 'Not a page of this site.').optional(),
});
export type CookieConsentForm = z.infer<typeof CookieConsentFormSchema>;
