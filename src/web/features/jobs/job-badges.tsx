import { Globe, MapPin, Shuffle } from 'lucide-react';
import { focusAreaById, focusAreaName } from '../../../shared/focus-areas';
import type { JobStatus, RemoteOption } from '../../../shared/job-options';
import { useLocale, useT } from '../../lib/i18n';
import { jobMessages } from './messages';
import { Badge, type BadgeColor } from '../../components/ui/badge';
import { Icon } from '../../components/ui/icon';
import { optionMessages } from '../../../shared/i18n/options';

const DELIVERY_ICONS = { no: MapPin, yes: Globe, hybrid: Shuffle } as const;

/** How the session is delivered: In person, Virtual or Hybrid (the posting's `remote` field). */
export function DeliveryBadge({ remote }: { remote: RemoteOption }) {
  const option = useT(optionMessages);
  return (
    <Badge color="indigo">
      <Icon icon={DELIVERY_ICONS[remote]} className="h-3 w-3" /> {option(`delivery.${remote}`)}
    </Badge>
  );
}

/** One soft badge per focus area, in the area's topic colour. */
export function FocusAreaBadges({ ids, className }: { ids: readonly string[]; className?: string }) {
  const t = useT(jobMessages);
  const locale = useLocale();
  if (ids.length === 0) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-1.5'} aria-label={t('detail.focusAreas')}>
      {ids.map((id) => {
        const area = focusAreaById(id);
        return (
          <li key={id}>
            <Badge color={(area?.color ?? 'gray') as BadgeColor}>
              {area ? focusAreaName(area.id, locale) : id}
            </Badge>
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
  const option = useT(optionMessages);
  return <Badge color={STATUS_COLORS[status]}>{option(`jobStatus.${status}`)}</Badge>;
}

/**
 * "All positions filled": as many engagements hold as the job has positions. The job stays open to
 * applications (a company may still hire more); the badge says where it stands.
 */
export function PositionsFilledBadge({ job }: { job: { allPositionsFilled: boolean } }) {
  const t = useT(jobMessages);
  if (!job.allPositionsFilled) return null;
  return <Badge color="green">{t('badge.allPositionsFilled')}</Badge>;
}
