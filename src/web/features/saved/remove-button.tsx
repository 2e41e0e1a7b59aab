import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { savedMessages } from './messages';

/** A saved item's Remove button; `what` (read by screen readers only) says which item and from where. */
export function RemoveButton({
  what,
  pending,
  onClick,
  className,
}: {
  what: string;
  pending: boolean;
  onClick: () => void;
  className?: string;
}) {
  const t = useT(savedMessages);
  return (
    <Button variant="secondary" size="sm" className={className} onClick={onClick} disabled={pending}>
      {pending ? t('removing') : t('remove')} <span className="sr-only">{what}</span>
    </Button>
  );
}
