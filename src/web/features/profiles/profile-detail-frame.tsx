import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NOT_FOUND_TITLES } from '../../../shared/page-meta';
import { BackLink } from '../../components/back-link';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { ReportButton } from '../../components/report-button';
import { isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const KINDS = {
  company: { noun: 'company', title: 'Company', directory: 'Companies', path: '/companies' },
  facilitator: {
    noun: 'facilitator',
    title: 'Facilitator',
    directory: 'Facilitators',
    path: '/facilitators',
  },
} as const;

/**
 * A public profile page (/companies/:id, /facilitators/:id): the link back to its directory, then the
 * profile, its skeleton while it loads, or the error; an unknown id shows the not-found view.
 */
export function ProfileDetailPage<T>({
  kind,
  query,
  skeleton,
  children,
}: {
  kind: keyof typeof KINDS;
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (profile: T) => ReactNode;
}) {
  const { noun, title, directory, path } = KINDS[kind];
  // A profile's id is its owner's user id.
  const { id = '' } = useParams();
  const { user } = useAuth();
  if (isNotFound(query.error)) {
    return (
      <NotFoundView
        title={NOT_FOUND_TITLES[kind]}
        text={`The ${noun} you're looking for doesn't exist or has been removed.`}
        link={{ to: path, label: `Browse All ${directory}` }}
      />
    );
  }

  return (
    <PageShell>
      <div className="flex items-center justify-between gap-4">
        <BackLink to={path}>Back to {directory}</BackLink>
        {query.data ? <ReportButton targetType={kind} targetId={id} isOwner={user?.id === id} /> : null}
      </div>
      {query.isError ? (
        <>
          <PageMeta title={title} />
          <h1 className="sr-only">{title}</h1>
          <QueryError className="mt-6" error={query.error} onRetry={query.refetch} />
        </>
      ) : query.data ? (
        children(query.data)
      ) : (
        <>
          <PageMeta title={title} />
          <ProfileColumns role="status" aria-live="polite">
            <span className="sr-only">Loading...</span>
            {skeleton}
          </ProfileColumns>
        </>
      )}
    </PageShell>
  );
}

/** A profile's columns: on large screens the main one spans two of three. */
export function ProfileColumns({
  children,
  ...status
}: {
  children: ReactNode;
  role?: 'status';
  'aria-live'?: 'polite';
}) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:gap-8" {...status}>
      {children}
    </div>
  );
}
