import type { EngagementStatus } from '../../../shared/engagement-options';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { useT } from '../../lib/i18n';
import { engagementMessages } from './messages';

const STATUS_COLORS: Record<EngagementStatus, BadgeColor> = {
  offered: 'blue',
  declined: 'orange',
  withdrawn: 'gray',
  expired: 'gray',
  confirmed: 'green',
  delivered: 'indigo',
  completed: 'purple',
  cancelled: 'red',
};

/** An offer's or engagement's status, in the page's language: "Offer", "Confirmed"; „Angebot“, „Bestätigt“. */
export function StatusBadge({ status, className }: { status: EngagementStatus; className?: string }) {
  const t = useT(engagementMessages);
  return (
    <Badge color={STATUS_COLORS[status]} className={className}>
      {t(`status.${status}`)}
    </Badge>
  );
}
