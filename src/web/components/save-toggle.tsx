import { Link, useLocation } from 'react-router';
import { Bookmark } from 'lucide-react';
import { signInHref } from '../lib/require-auth';
import { cn } from '../lib/cn';
import { buttonClasses } from './ui/button';

export interface SaveToggleProps {
  saved: boolean;
  /** A request is on its way: the button waits (the shown state is already the new one). */
  pending: boolean;
  onToggle: () => void;
  /** What the button says before and after: "Save job" / "Saved job". */
  labels: { save: string; saved: string };
  /** Named after the label, where several toggles share a page (a card's job title). */
  subject?: string;
  /** A bookmark icon alone (cards) instead of an icon with its label (a job or profile page). */
  iconOnly?: boolean;
  className?: string;
}

/**
 * The Save toggle of job and facilitator cards and pages: a real button whose pressed state is the
 * saved state (aria-pressed), named by its label. The feature owning the saved list passes the state
 * and the callback, so the same button serves jobs and facilitators.
 */
export function SaveToggle({
  saved,
  pending,
  onToggle,
  labels,
  subject,
  iconOnly,
  className,
}: SaveToggleProps) {
  const label = saved ? labels.saved : labels.save;
  // The name starts with the visible label; a card's subject follows it ("Save job: Offsite facilitator").
  const name = subject ? `${label}: ${subject}` : label;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={iconOnly || subject ? name : undefined}
      disabled={pending}
      onClick={onToggle}
      className={cn(
        buttonClasses('secondary', iconOnly ? 'icon' : 'md'),
        iconOnly && 'h-9 w-9',
        saved && 'border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100',
        className,
      )}
    >
      <Bookmark aria-hidden className="h-4 w-4" fill={saved ? 'currentColor' : 'none'} />
      {iconOnly ? null : label}
    </button>
  );
}

/**
 * A visitor's Save on a job or profile page: a link to sign in that comes back to this page (it works
 * before the page's scripts run), drawn as the toggle it becomes.
 */
export function SaveSignInLink({ label }: { label: string }) {
  const { pathname, search } = useLocation();
  return (
    <Link to={signInHref(`${pathname}${search}`)} className={buttonClasses('secondary', 'md')}>
      <Bookmark aria-hidden className="h-4 w-4" />
      {label}
    </Link>
  );
}
