import { focusAreaLabel } from '../../../shared/focus-areas';
import { Badge } from '../../components/ui/badge';
import { focusAreaColor } from './format';

export function FocusAreaBadge({ id }: { id: string }) {
  return <Badge color={focusAreaColor(id)}>{focusAreaLabel(id)}</Badge>;
}

export function FocusAreaBadges({ ids, className }: { ids: readonly string[]; className?: string }) {
  if (!ids.length) return null;
  return (
    <ul className={className ?? 'flex flex-wrap gap-1.5'} aria-label="Focus areas">
      {ids.map((id) => (
        <li key={id}>
          <FocusAreaBadge id={id} />
        </li>
      ))}
    </ul>
  );
}
