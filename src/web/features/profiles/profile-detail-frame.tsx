import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { ReportButton } from '../../components/report-button';
import { isNotFound } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useT } from '../../lib/i18n';
import { profileMessages, type ProfileKey } from './messages';

const KINDS = {
  company: {
    title: 'detail.company',
    notFound: 'detail.companyNotFound',
    gone: 'detail.companyGone',
    browse: 'detail.browseCompanies',
    back: 'detail.backCompanies',
    path: '/companies',
  },
  facilitator: {
    title: 'detail.facilitator',
    notFound: 'detail.facilitatorNotFound',
    gone: 'detail.facilitatorGone',
    browse: 'detail.browseFacilitators',
    back: 'detail.backFacilitators',
    path: '/facilitators',
  },
} as const satisfies Record<string, Record<string, ProfileKey | `/${string}`>>;

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
  const t = useT(profileMessages);
  const keys = KINDS[kind];
  const { path } = keys;
  const title = t(keys.title);
  // A profile's id is its owner's user id.
  const { id = '' } = useParams();
  const { user } = useAuth();
  if (isNotFound(query.error)) {
    return (
      <NotFoundView title={t(keys.notFound)} text={t(keys.gone)} link={{ to: path, label: t(keys.browse) }} />
    );
  }

  return (
    <PageShell>
      <div className="flex items-center justify-between gap-4">
        <BackLink to={path}>{t(keys.back)}</BackLink>
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
            <span className="sr-only">{t('loading')}</span>
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
