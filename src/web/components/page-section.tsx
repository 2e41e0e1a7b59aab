import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page: a region named by its h2 (a landmark screen readers list), an optional lead
 * sentence under the heading and an optional action beside them (a link to see all), and its content below.
 */
export function PageSection({
  title,
  lead,
  action,
  busy,
  className,
  children,
}: {
  title: string;
  lead?: string;
  action?: ReactNode;
  /** The content is loading (assistive technology waits for it). */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id={id} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {lead === undefined ? null : <p className="mt-1 max-w-2xl text-sm text-slate-700">{lead}</p>}
        </div>
        {action}
      </div>
      <div className="mt-4" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}
