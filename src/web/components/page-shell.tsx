import type { ComponentProps, ReactNode } from 'react';
import type { FeedLink } from '../../shared/job-feeds';
import { pageText, type PublicPath } from '../../shared/page-meta';
import { useLocale } from '../lib/i18n';
import { cn } from '../lib/cn';
import { PageMeta } from './page-meta';

/** The padding every page sits in (the header and footer set the width). */
export function PageShell({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 py-10 sm:px-6 lg:px-8', className)} {...props} />;
}

/** A page's h1 with its lead sentence, and the page's main actions beside them from the small breakpoint up. */
export function PageHeader({
  title,
  description,
  actions,
  liveDescription = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Announce changes of the description (a count that updates). */
  liveDescription?: boolean;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description !== undefined ? (
          <p className="mt-2 max-w-2xl text-slate-700" aria-live={liveDescription ? 'polite' : undefined}>
            {description}
          </p>
        ) : null}
      </div>
      {actions}
    </div>
  );
}

/** A public page in its shell: its meta tags from the page list, and its header. */
export function PublicPage({
  path,
  title,
  description,
  feed,
  children,
}: {
  path: PublicPath;
  /** The h1; the page's title in the page's language by default. */
  title?: string;
  description: string;
  /** The page's RSS feed, linked from its head. */
  feed?: FeedLink;
  children: ReactNode;
}) {
  const page = pageText(useLocale(), path);
  return (
    <PageShell>
      <PageMeta {...page} feed={feed} />
      <PageHeader title={title ?? page.title} description={description} />
      {children}
    </PageShell>
  );
}
