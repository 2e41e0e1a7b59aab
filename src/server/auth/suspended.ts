import type { Config } from '../config';
import { em } from '../http/error-messages';

/**
 * What a suspended account hears when it tries to sign in: the fact, and whom to write to. The contact is
 * the operator's address (OPERATOR_*), or else the first of ADMIN_EMAILS; without either, the fact alone.
 */
export function suspendedAccountMessage(config: Pick<Config, 'OPERATOR' | 'ADMIN_EMAILS'>): string {
  const contact = config.OPERATOR?.email ?? config.ADMIN_EMAILS[0];
  return contact ? em('auth.suspended', { contact }) : em('auth.suspendedNoContact');
}
