import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';
import { PageShell } from './page-shell';
import { Card } from './ui/card';

/**
 * A page behind a link mailed to the user, whose signed token says what it acts on (no sign-in needed):
 * one card with the page's icon and title, then what the link does and the button that does it (opening
 * the page changes nothing, as mail scanners open links).
 */
export function MailLinkPage({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <PageShell>
      <PageMeta title={title} />
      <div className="mx-auto max-w-xl">
        <Card className="p-6 sm:p-8">
          <Icon aria-hidden className="h-8 w-8 text-indigo-600" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <div className="mt-4 space-y-4">{children}</div>
        </Card>
      </div>
    </PageShell>
  );
}
