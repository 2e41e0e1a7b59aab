import { Badge } from '../../components/ui/badge';
import { useLocale, useT } from '../../lib/i18n';
import { focusAreaName } from '../../../shared/focus-areas';
import { focusAreaColor } from './format';
import { profileMessages } from './messages';

export function FocusAreaBadge({ id }: { id: string }) {
  return <Badge color={focusAreaColor(id)}>{focusAreaName(id, useLocale())}</Badge>;
}

export function FocusAreaBadges({ ids, className }: { ids: readonly string[]; className?: string }) {
  const t = useT(profileMessages);
  if (!ids.length) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-1.5'} aria-label={t('focusAreas')}>
      {ids.map((id) => (
        <li key={id}>
          <FocusAreaBadge id={id} />
        </li>
      ))}
    </ul>
  );
}
