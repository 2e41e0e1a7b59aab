import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/page-shell';
import { PageMeta } from '../../components/page-meta';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

/** The frame of /company/profile and /facilitator/profile: title, public-page link, picture card, form card. */
export function ProfilePageLayout({
  title,
  lead,
  publicLink,
  picture,
  children,
  after,
  incomplete,
}: {
  title: string;
  lead: string;
  publicLink?: { to: string; label: string } | null;
  picture: ReactNode;
  children: ReactNode;
  /** A further card under the form (e.g. read-only testimonials). */
  after?: ReactNode;
  /** Shown until the first save: why the profile is not listed yet. */
  incomplete?: string | null;
}) {
  return (
    <PageShell>
      <PageMeta title={title} />
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title={title}
          description={lead}
          actions={
            publicLink ? (
              <Button asChild variant="secondary" className="self-start sm:self-auto">
                <Link to={publicLink.to}>
                  <ExternalLink aria-hidden className="h-4 w-4" /> {publicLink.label}
                </Link>
              </Button>
            ) : null
          }
        />
        {incomplete ? (
          <Alert tone="info" title="Your profile is not complete yet" className="mt-6">
            {incomplete}
          </Alert>
        ) : null}
        <Card className="mt-8 p-5 sm:p-8">{picture}</Card>
        <Card className="mt-6 p-5 sm:p-8">{children}</Card>
        {after ? <Card className="mt-6 p-5 sm:p-8">{after}</Card> : null}
      </div>
    </PageShell>
  );
}

export function ProfilePageSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error" title="Your profile could not be loaded">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
