import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../shared/application-options';
import { Badge, type BadgeColor } from '../../components/ui/badge';

export const STATUS_COLORS: Record<ApplicationStatus, BadgeColor> = {
  submitted: 'blue',
  in_review: 'yellow',
  shortlisted: 'purple',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  return (
    <Badge color={STATUS_COLORS[status]} className={className}>
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
