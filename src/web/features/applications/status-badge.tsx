import type { ApplicationStatus } from '../../../shared/application-options';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { useT } from '../../lib/i18n';
import { optionMessages } from '../../../shared/i18n/options';

export const STATUS_COLORS: Record<ApplicationStatus, BadgeColor> = {
  submitted: 'blue',
  in_review: 'yellow',
  shortlisted: 'purple',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** An application status's words in the page's language: "Shortlisted", "Engere Wahl". */
export function useStatusLabel(): (status: ApplicationStatus) => string {
  const option = useT(optionMessages);
  return (status) => option(`applicationStatus.${status}`);
}

export function StatusBadge({ status, className }: { status: ApplicationStatus; className?: string }) {
  const label = useStatusLabel();
  return (
    <Badge color={STATUS_COLORS[status]} className={className}>
      {label(status)}
    </Badge>
  );
}
