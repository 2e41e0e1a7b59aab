import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';

/** One part of the organisation page: a region named by its heading, with an optional lead sentence. */
export function OrgCard({
  title,
  text,
  aside,
  tone = 'plain',
  children,
}: {
  title: string;
  text?: ReactNode;
  /** Beside the heading: a count, a small action. */
  aside?: ReactNode;
  tone?: 'plain' | 'danger';
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn('p-5 sm:p-6', tone === 'danger' && 'border-red-200')}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2
            id={headingId}
            className={cn('text-lg font-semibold', tone === 'danger' ? 'text-red-800' : 'text-slate-900')}
          >
            {title}
          </h2>
          {aside}
        </div>
        {text === undefined ? null : <p className="mt-2 text-sm text-slate-700">{text}</p>}
        {children}
      </Card>
    </section>
  );
}
