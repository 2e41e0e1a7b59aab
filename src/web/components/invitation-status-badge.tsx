import { INVITATION_STATUS_LABELS, type InvitationStatus } from '../../shared/messages';
import { Badge, type BadgeColor } from './ui/badge';

const STATUS_COLORS: Record<InvitationStatus, BadgeColor> = {
  sent: 'blue',
  seen: 'purple',
  accepted: 'green',
  declined: 'gray',
};

/** Where an invitation to apply stands: sent, seen, accepted or declined. */
export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  return <Badge color={STATUS_COLORS[status]}>{INVITATION_STATUS_LABELS[status]}</Badge>;
}
