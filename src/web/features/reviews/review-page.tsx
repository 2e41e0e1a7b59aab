import { useParams } from 'react-router';
import { formatDate } from '../../../shared/dates';
import type { ReviewState } from '../../../shared/reviews';
import { BackLink } from '../../components/back-link';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { LoadingState } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api';
import { useLocale, useT } from '../../lib/i18n';
import { useReviewState } from './api';
import { reviewMessages } from './messages';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/** /engagements/:id/review: the caller's review of the other party, or where their reviews stand. */
export function Component() {
  const { id = '' } = useParams();
  const query = useReviewState(id);
  const t = useT(reviewMessages);

  if (isNotFound(query.error))
    return (
      <NotFoundView
        title={t('page.notFoundTitle')}
        text={t('page.notFound')}
        link={{ to: '/engagements', label: t('page.back') }}
      />
    );
  return (
    <PageShell>
      <PageMeta title={t('page.title')} />
      <BackLink to={`/engagements/${encodeURIComponent(id)}`} variant="underline">
        {t('page.back')}
      </BackLink>
      {query.error ? (
        <QueryError
          className="mt-6"
          error={query.error}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <LoadingState label={t('page.loading')} />
      ) : (
        <ReviewView state={query.data} />
      )}
    </PageShell>
  );
}

function ReviewView({ state }: { state: ReviewState }) {
  const t = useT(reviewMessages);
  const locale = useLocale();
  const name = state.counterpartName;
  const closes = state.windowClosesAt ? formatDate(state.windowClosesAt, { locale }) : '';
  return (
    <div className="mt-4 max-w-3xl space-y-8">
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {t(`page.heading.${state.subject}`, { name })}
        </h1>
        {state.canWrite && state.windowClosesAt ? (
          <p className="text-slate-700">{t('page.lead', { name, date: closes })}</p>
        ) : null}
      </div>

      <Status state={state} closes={closes} />

      {state.canWrite ? <ReviewForm state={state} /> : null}

      {state.mine ? (
        <PageSection title={t('mine.title')}>
          <div className="space-y-4">
            <ReviewCard
              review={{
                ...state.mine,
                publishedAt: state.published ? state.mine.publishedAt : state.mine.submittedAt,
              }}
            />
            {state.mine.privateNote ? (
              <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
                <p className="font-semibold text-slate-900">{t('mine.privateNote')}</p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{state.mine.privateNote}</p>
              </div>
            ) : null}
          </div>
        </PageSection>
      ) : null}

      {state.published ? (
        <PageSection title={t('theirs.title', { name })}>
          {state.theirs ? (
            <ReviewCard review={state.theirs} />
          ) : (
            <p className="text-sm text-slate-700">{t('theirs.none', { name })}</p>
          )}
        </PageSection>
      ) : null}
    </div>
  );
}

/** Where the caller's reviews stand, in a sentence; and whether the other side has written theirs. */
function Status({ state, closes }: { state: ReviewState; closes: string }) {
  const t = useT(reviewMessages);
  const name = state.counterpartName;
  const other = state.otherSubmitted ? t('state.otherSubmitted') : t('state.otherPending', { name });
  // Published: both reviews, or the caller's alone (the window closed); without theirs, the reason says why.
  if (state.published && state.mine)
    return <Alert tone="success">{state.theirs ? t('state.published') : t('state.publishedLone')}</Alert>;
  switch (state.reason) {
    case 'not_completed':
    case 'cancelled':
      return <Alert tone="info">{t(`state.${state.reason}`)}</Alert>;
    case 'window_closed':
      return (
        <Alert tone="info">
          {closes ? t('state.window_closed', { date: closes }) : t('state.window_closedNoDate')}
        </Alert>
      );
    case 'written':
      return (
        <Alert tone="info" title={t('state.sealed', { name, date: closes })}>
          {other}
        </Alert>
      );
    default:
      return state.canWrite ? <p className="text-sm text-slate-700">{other}</p> : null;
  }
}
