import { Globe, Shuffle } from 'lucide-react';
import { focusAreaById } from '../../../shared/focus-areas';
import { JOB_STATUS_LABELS, type JobStatus, type RemoteOption } from '../../../shared/job-options';
import { Badge, type BadgeColor } from '../../components/ui/badge';

/** The Remote badge for fully remote jobs, and a Hybrid one for hybrid jobs; nothing for on-site jobs. */
export function RemoteBadge({ remote }: { remote: RemoteOption }) {
  if (remote === 'yes')
    return (
      <Badge color="indigo">
        <Globe aria-hidden className="h-3 w-3" /> Remote
      </Badge>
    );
  if (remote === 'hybrid')
    return (
      <Badge color="indigo">
        <Shuffle aria-hidden className="h-3 w-3" /> Hybrid
      </Badge>
    );
  return null;
}

/** One soft badge per focus area, in the area's topic colour. */
export function FocusAreaBadges({ ids, className }: { ids: readonly string[]; className?: string }) {
  if (ids.length === 0) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-1.5'} aria-label="Focus areas">
      {ids.map((id) => {
        const area = focusAreaById(id);
        return (
          <li key={id}>
            <Badge color={(area?.color ?? 'gray') as BadgeColor}>{area?.label ?? id}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

const STATUS_COLORS: Record<JobStatus, BadgeColor> = {
  draft: 'gray',
  pending_review: 'yellow',
  rejected: 'orange',
  published: 'green',
  expired: 'gray',
  closed: 'red',
  suspended: 'red',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge color={STATUS_COLORS[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}
