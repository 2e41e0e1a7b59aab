import { HONEYPOT_FIELD, type FormGuard } from '../../shared/form-guard';
import { em } from './error-messages';
import { HttpError } from './errors';

/**
 * Refuses a public form that a bot probably sent: its honeypot filled in, or sent sooner than `minFillMs`
 * after it appeared (or without saying when, unless the check is off with 0). One quiet 400 for every case.
 */
export function checkFormGuard(guard: FormGuard, minFillMs: number): void {
  const honeypotFilled = (guard[HONEYPOT_FIELD] ?? '').trim() !== '';
  const tooFast = minFillMs > 0 && (guard.formFillMs === undefined || guard.formFillMs < minFillMs);
  if (honeypotFilled || tooFast) throw new HttpError(400, 'FORM_REFUSED', em('forms.refused'));
}
