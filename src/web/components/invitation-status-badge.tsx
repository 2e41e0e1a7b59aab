import type { InvitationStatus } from '../../shared/messages';
import { defineMessages } from '../../shared/i18n/catalogue';
import en from '../../shared/i18n/messages/en/invitation-status.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/invitation-status.json' with { type: 'json' };
import { useT } from '../lib/i18n';
import { Badge, type BadgeColor } from './ui/badge';

/** The statuses' words, apart from the shared components' namespace: the thread and the dashboards show them. */
const statusMessages = defineMessages('invitation-status', { en, de });

const STATUS: Record<InvitationStatus, { color: BadgeColor; key: keyof typeof en }> = {
  sent: { color: 'blue', key: 'sent' },
  seen: { color: 'purple', key: 'seen' },
  accepted: { color: 'green', key: 'accepted' },
  declined: { color: 'gray', key: 'declined' },
};

/** Where an invitation to apply stands: sent, seen, accepted or declined. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const t = useT(statusMessages);
  return <Badge color={STATUS[status].color}>{t(STATUS[status].key)}</Badge>;
}
