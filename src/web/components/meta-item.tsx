import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from './ui/icon';

const VARIANTS = {
  /** In a line of facts (detail pages). */
  inline: { row: 'flex items-center gap-1.5', icon: 'h-4 w-4 text-slate-500', value: undefined },
  /** In a column of facts. */
  row: { row: 'flex items-center gap-2', icon: 'h-4 w-4 text-slate-500', value: undefined },
  /** In a card, where a long value is cut short. */
  card: { row: 'flex items-center gap-2', icon: 'h-4 w-4 shrink-0 text-slate-500', value: 'truncate' },
} as const;

/** One fact of a `<dl>`: the term for screen readers only, an icon, and the value. */
export function MetaItem({
  label,
  icon,
  variant = 'inline',
  truncate = true,
  children,
}: {
  label: string;
  icon: LucideIcon;
  variant?: keyof typeof VARIANTS;
  /** Card variant only: `false` keeps a short value whole. */
  truncate?: boolean;
  children: ReactNode;
}) {
  const classes = VARIANTS[variant];
  return (
    <div className={classes.row}>
      <dt className="sr-only">{label}</dt>
      <Icon icon={icon} className={classes.icon} />
      <dd className={truncate ? classes.value : undefined}>{children}</dd>
    </div>
  );
}
