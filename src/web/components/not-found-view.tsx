import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from './page-meta';
import { buttonClasses } from './ui/button';

/** The view for an address that shows nothing: a job, a profile, a topic or a page that doesn't exist. */
export function NotFoundView({
  title,
  text,
  actions,
  link,
  eyebrow,
  status = 404,
  icon = <SearchX aria-hidden className="h-10 w-10 text-slate-500" />,
}: {
  title: string;
  text: ReactNode;
  /** Where to go instead: links or buttons. */
  actions?: ReactNode;
  /** Where to go instead, when that is one place: shown as the primary button. */
  link?: { to: string; label: string };
  /** A short line above the title ("404"). */
  eyebrow?: string;
  /** The HTTP status of a direct load of the view: 404, or 410 for what was there and is gone. */
  status?: 404 | 410;
  /** Above the title; `null` for none. */
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-4 py-24 text-center sm:px-6 lg:px-8">
      <PageMeta title={title} canonicalPath={null} status={status} />
      {icon}
      {eyebrow ? <p className="text-sm font-semibold text-indigo-700">{eyebrow}</p> : null}
      <h1
        className={
          icon || eyebrow
            ? 'mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl'
            : 'text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl'
        }
      >
        {title}
      </h1>
      <p className="mt-4 max-w-md text-slate-700">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {link ? (
          <Link to={link.to} className={buttonClasses('primary')}>
            {link.label}
          </Link>
        ) : (
          actions
        )}
      </div>
    </div>
  );
}
