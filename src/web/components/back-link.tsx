import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

const VARIANTS = {
  /** Detail pages reached from a directory. */
  accent:
    'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-700 hover:text-indigo-900',
  /** The job pages. */
  quiet:
    'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:text-indigo-700',
  underline:
    'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:underline',
} as const;

/** The link above a page's title back to where the page was reached from. */
export function BackLink({
  to,
  variant = 'accent',
  children,
}: {
  to: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={VARIANTS[variant]}>
      <ArrowLeft aria-hidden className="h-4 w-4" /> {children}
    </Link>
  );
}
