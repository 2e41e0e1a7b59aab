import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const BADGE_COLORS = {
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  blue: 'bg-sky-50 text-sky-900 ring-sky-200',
  purple: 'bg-violet-50 text-violet-900 ring-violet-200',
  orange: 'bg-orange-50 text-orange-900 ring-orange-200',
  gray: 'bg-slate-100 text-slate-800 ring-slate-200',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
} as const;

export type BadgeColor = keyof typeof BADGE_COLORS;

export function Badge({
  color = 'gray',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { color?: BadgeColor }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        BADGE_COLORS[color],
        className,
      )}
      {...props}
    />
  );
}
