import type { ChangeEmailInput, ConfirmEmailChangeResult } from '../../shared/auth';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { DAY_MS } from '../clock';
import { isOperatorAddress } from '../config';
import type { AppDeps } from '../deps';
import { badRequest, conflict } from '../http/errors';
import { em } from '../http/error-messages';
import { isUuid } from '../http/params';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  pageUrl,
} from '../mail/templates';
import { WRONG_PASSWORD } from './account.service';
import { passwordHashOf } from './account.repo';
import { verifyPassword } from './auth';
import {
  deletePendingEmailChange,
  emailTakenByOther,
  savePendingEmailChange,
  deleteResetLinks,
  setUserEmail,
  takePendingEmailChange,
} from './email-change.repo';

/** How long the link to the new address works. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;
export const SAME_EMAIL = em('account.sameEmail');
export const LINK_INVALID = em('account.linkInvalid');
export const EMAIL_TAKEN = em('account.emailTaken');

type EmailChangeDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'signedLinks'>;

/**
 * Asks to move the account to a new address, with the current password (400 otherwise). The new address
 * gets a signed link and the old one a notice, both queued in the transaction that stores the request.
 * An address that already has an account is never revealed: its owner gets a note instead, and nothing
 * is stored.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  current: { id: string; email: string; locale: Locale },
  input: ChangeEmailInput,
): Promise<void> {
  const hash = await passwordHashOf(deps.db, current.id);
  if (!hash || !(await verifyPassword(hash, input.password))) {
    throw badRequest(WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  if (input.newEmail === current.email.toLowerCase()) {
    throw badRequest(SAME_EMAIL, { newEmail: [SAME_EMAIL] });
  }
  const now = deps.clock.now();
  const siteUrl = deps.config.SITE_URL;
  await deps.db.transaction(async (tx) => {
    // An address with an account, or the operator's own (ADMIN_EMAILS: staff rights follow it), is not
    // moved to: its owner gets a note, and the answer is the same as for any other address.
    const owner = await emailTakenByOther(tx, input.newEmail, current.id);
    if (isOperatorAddress(deps.config, input.newEmail) || owner) {
      await deletePendingEmailChange(tx, current.id);
      // In the language of the account the address belongs to (the operator's: English).
      await deps.mailer.send(emailChangeTakenMail(input.newEmail, siteUrl, owner?.locale ?? DEFAULT_LOCALE), {
        tx,
      });
      return;
    }
    const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
    const pending = await savePendingEmailChange(tx, current.id, input.newEmail, now, expiresAt);
    const token = deps.signedLinks.sign({ purpose: 'account.email-change', subject: pending.id, expiresAt });
    const { locale } = current;
    await deps.mailer.send(
      emailChangeConfirmMail(
        input.newEmail,
        pageUrl(siteUrl, locale, `/account/email/confirm/${token}`),
        locale,
      ),
      { tx },
    );
    await deps.mailer.send(emailChangeNoticeMail(current.email, input.newEmail, siteUrl, locale), {
      tx,
    });
  });
}

/**
 * Follows the link: the account takes the new address (confirmed by this very link). The link works
 * once, within its expiry, and only while it is the account's latest request; no session is needed.
 */
export async function confirmEmailChange(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'signedLinks'>,
  token: string,
): Promise<ConfirmEmailChangeResult> {
  const now = deps.clock.now();
  const id = deps.signedLinks.verify('account.email-change', token, now);
  if (!id || !isUuid(id)) throw badRequest(LINK_INVALID);
  return deps.db.transaction(async (tx) => {
    const pending = await takePendingEmailChange(tx, id);
    if (!pending || pending.expiresAt <= now) throw badRequest(LINK_INVALID);
    if (isOperatorAddress(deps.config, pending.newEmail)) throw badRequest(LINK_INVALID);
    if (await emailTakenByOther(tx, pending.newEmail, pending.userId)) throw conflict(EMAIL_TAKEN);
    try {
      await setUserEmail(tx, pending.userId, pending.newEmail, now);
    } catch (error) {
      // Another account took the address at this very moment (Drizzle wraps the driver's error).
      const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
      if ((cause as { code?: string }).code === '23505') throw conflict(EMAIL_TAKEN);
      throw error;
    }
    // A password reset link mailed to the old address dies with it.
    await deleteResetLinks(tx, pending.userId);
    return { email: pending.newEmail };
  });
}

/**
 * A new password voids a pending change of address: the notice to the old address tells its owner to
 * choose one if they did not ask for the change.
 */
export async function forgetPendingEmailChange(deps: Pick<AppDeps, 'db'>, userId: string): Promise<void> {
  await deletePendingEmailChange(deps.db, userId);
}
