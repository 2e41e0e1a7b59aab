import { z } from 'zod';

/**
 * Two quiet checks against form-filling bots on the public forms (sign-up, request access): a
 * honeypot field that people never see, so never fill, and how long the form was open before it was sent.
 * The forms send both with their fields; the server refuses a filled honeypot, or a form sent faster than
 * FORM_MIN_FILL_MS, with one 400 that says nothing about why.
 */
export const HONEYPOT_FIELD = 'website';

export const FormGuardShape = {
  [HONEYPOT_FIELD]: z.string().max(2_000).optional(),
  /** Milliseconds between the form appearing and being sent, measured by the browser. */
  formFillMs: z.number().int().min(0).max(2_147_483_647).optional(),
};
export const FormGuardSchema = z.object(FormGuardShape);
export type FormGuard = z.infer<typeof FormGuardSchema>;
