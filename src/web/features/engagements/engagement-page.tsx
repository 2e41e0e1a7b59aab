import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { CalendarPlus, MessageSquare, Printer } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../shared/dates';
import {
  CLOSED_OFFER_STATUSES,
  ENGAGEMENT_SYSTEM_REASONS,
  type EngagementStatus,
} from '../../../shared/engagement-options';
import type { Engagement } from '../../../shared/engagements';
import { BackLink } from '../../components/back-link';
import { NotFoundView } from '../../components/not-found-view';
import { PageMeta } from '../../components/page-meta';
import { PageSection } from '../../components/page-section';
import { PageShell } from '../../components/page-shell';
import { QueryError } from '../../components/query-error';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { isNotFound } from '../../lib/api';
import { useLocale, useT } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { richText } from '../../lib/rich-text';
import { toastSuccess } from '../../lib/toast';
import { ReviewLink } from '../reviews/api';
import { calendarFilePath, useEngagement } from './api';
import { Agreement } from './agreement';
import { EngagementActions } from './engagement-actions';
import { FollowUpPanel } from './follow-up-panel';
import { EventHistory, VersionHistory } from './history';
import { engagementMessages } from './messages';
import { StatusBadge } from './status-badge';

/** The statuses in which the record is still an offer (never accepted). */
const OFFER_STATUSES: readonly EngagementStatus[] = ['offered', ...CLOSED_OFFER_STATUSES];

const time = (iso: string) => (text: string) => <time dateTime={iso}>{text}</time>;

export function Component() {
  const { id = '' } = useParams();
  const query = useEngagement(id);
  const t = useT(engagementMessages);

  if (isNotFound(query.error))
    return (
      <NotFoundView
        title={t('detail.notFoundTitle')}
        text={t('detail.notFound')}
        link={{ to: '/engagements', label: t('detail.back') }}
      />
    );
  if (query.error)
    return (
      <PageShell>
        <PageMeta title={t('title')} />
        <QueryError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      </PageShell>
    );
  if (!query.data)
    return (
      <PageShell>
        <PageMeta title={t('title')} />
        <LoadingState label={t('detail.loading')} />
      </PageShell>
    );
  return <EngagementView engagement={query.data.engagement} />;
}

function EngagementView({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const title =
    engagement.job?.title ?? t('detail.directTitle', { facilitator: engagement.facilitator.name });
  const isOffer = OFFER_STATUSES.includes(engagement.status);
  return (
    <PageShell>
      <PageMeta title={title} />
      <div className="print:hidden">
        <BackLink to="/engagements" variant="underline">
          {t('detail.back')}
        </BackLink>
      </div>

      <div className="mt-4 space-y-3">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          {isOffer ? t('detail.offer') : t('detail.engagement')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          <StatusBadge status={engagement.status} />
          {engagement.flagged ? <Badge color="orange">{t('detail.flagged')}</Badge> : null}
        </div>
        <StatusNote engagement={engagement} />
      </div>

      <div className="mt-6 space-y-4">
        <Conflicts engagement={engagement} />
        <CancellationRecord engagement={engagement} />
        <EngagementActions engagement={engagement} onCountered={() => toastSuccess(t('actions.countered'))} />
        <FollowUpPanel engagement={engagement} />
      </div>

      {engagement.status === 'completed' && engagement.viewerSide !== 'operator' ? (
        <div className="mt-8 print:hidden">
          <ReviewLink engagementId={engagement.id} />
        </div>
      ) : null}

      {/* min-w-0: a grid item is at least as wide as its content, and the fee table scrolls in its own box. */}
      <div className="mt-10 grid gap-10 lg:grid-cols-3 print:block">
        <div className="min-w-0 space-y-10 lg:col-span-2">
          <Parties engagement={engagement} />
          <Agreement version={engagement.current} />
          <div className="space-y-10 print:hidden">
            <VersionHistory engagement={engagement} />
            <EventHistory engagement={engagement} />
          </div>
        </div>
        <aside className="min-w-0 space-y-10 print:hidden">
          <Thread engagement={engagement} />
          <CalendarAndPrint engagement={engagement} />
        </aside>
      </div>
    </PageShell>
  );
}

/** Where the record stands, in one sentence: whose turn it is, until when; or what became of it. */
function StatusNote({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  const when = (iso: string) => formatDateTime(iso, undefined, locale);
  const sentence = (text: string, iso: string) => (
    <p className="max-w-3xl text-slate-700">{richText(text, { time: time(iso) })}</p>
  );
  const { current, turn, viewerSide } = engagement;
  switch (engagement.status) {
    case 'offered': {
      const date = when(current.expiresAt);
      if (viewerSide === 'operator')
        return sentence(t('detail.note.offered.operator', { date }), current.expiresAt);
      if (turn === viewerSide) return sentence(t('detail.note.offered.yours', { date }), current.expiresAt);
      const name = turn === 'company' ? engagement.company.name : engagement.facilitator.name;
      return sentence(t('detail.note.offered.theirs', { name, date }), current.expiresAt);
    }
    case 'declined':
      return (
        <p className="max-w-3xl text-slate-700">
          {engagement.declineReason
            ? t('detail.note.declinedReason', { reason: engagement.declineReason })
            : t('detail.note.declined')}
        </p>
      );
    case 'withdrawn':
    case 'expired':
    case 'confirmed':
      return <p className="max-w-3xl text-slate-700">{t(`detail.note.${engagement.status}`)}</p>;
    case 'delivered': {
      const { deliveredAt, autoCompleteAt } = engagement;
      if (!deliveredAt) return null;
      return autoCompleteAt
        ? sentence(
            t('detail.note.delivered', {
              date: formatDate(deliveredAt, { locale }),
              auto: formatDate(autoCompleteAt, { locale }),
            }),
            deliveredAt,
          )
        : sentence(
            t('detail.note.deliveredOnly', { date: formatDate(deliveredAt, { locale }) }),
            deliveredAt,
          );
    }
    case 'completed':
      return engagement.completedAt
        ? sentence(
            t('detail.note.completed', { date: formatDate(engagement.completedAt, { locale }) }),
            engagement.completedAt,
          )
        : null;
    case 'cancelled':
      return null;
  }
}

/** The session days the facilitator has blocked or booked elsewhere: a warning for both sides. */
function Conflicts({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  const { conflicts } = engagement;
  if (conflicts.length === 0) return null;
  return (
    <Alert tone="error" title={t('detail.conflicts.title')}>
      {t('detail.conflicts.body', {
        count: conflicts.length,
        days: conflicts.map((day) => formatDate(day, { locale })).join(', '),
      })}
    </Alert>
  );
}

/** Who cancelled, when, why, and the fee due under the agreed tiers on that day. */
function CancellationRecord({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  const { cancellation } = engagement;
  if (!cancellation) return null;
  return (
    <Alert tone="info" title={t(`detail.cancelled.${cancellation.side}`)}>
      <p>
        {richText(
          t('detail.cancelled.body', {
            date: formatDate(cancellation.at, { locale }),
            // A deleted organisation's cancellation carries the system's reason code, said in words here.
            reason:
              cancellation.reason === ENGAGEMENT_SYSTEM_REASONS.organisationDeleted
                ? t('detail.cancelled.organisationDeleted')
                : cancellation.reason,
          }),
          { time: time(cancellation.at) },
        )}
      </p>
      <p className="mt-1">
        {t('detail.cancelled.fee', {
          fee: formatMinor(cancellation.feeMinor, engagement.current.terms.currency, locale),
          percent: cancellation.percent,
        })}
      </p>
    </Alert>
  );
}

function Parties({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const { company, facilitator, job } = engagement;
  return (
    <PageSection title={t('parties.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party label={t('parties.company')} name={company.name}>
          {company.memberName ? <p>{t('parties.member', { name: company.memberName })}</p> : null}
          {job ? (
            <Link
              to={`/jobs/${job.id}`}
              className="inline-flex min-h-6 items-center font-medium text-indigo-700 hover:underline print:hidden"
            >
              {t('parties.viewJob')}
            </Link>
          ) : null}
        </Party>
        <Party label={t('parties.facilitator')} name={facilitator.name}>
          <Link
            to={`/facilitators/${facilitator.id}`}
            className="inline-flex min-h-6 items-center font-medium text-indigo-700 hover:underline print:hidden"
          >
            {t('parties.profile')}
          </Link>
        </Party>
      </div>
    </PageSection>
  );
}

function Party({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  return (
    <Card className="space-y-1 p-4 text-sm text-slate-700 print:border-0 print:p-0 print:shadow-none">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <p className="text-base font-semibold text-slate-900">{name}</p>
      {children}
    </Card>
  );
}

/** The conversation between both sides, where questions about the offer go. */
function Thread({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  return (
    <PageSection title={t('thread.title')} lead={t('thread.lead')}>
      {engagement.conversationId ? (
        <Link to={`/messages/${engagement.conversationId}`} className={buttonClasses('secondary')}>
          <MessageSquare aria-hidden className="h-4 w-4" /> {t('thread.open')}
        </Link>
      ) : (
        <p className="text-sm text-slate-700">{t('thread.none')}</p>
      )}
    </PageSection>
  );
}

/** The engagement's .ics (a plain download link) and the printable agreement summary. */
function CalendarAndPrint({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  return (
    <PageSection title={t('calendar.title')}>
      <div className="flex flex-col items-start gap-3">
        <a href={calendarFilePath(engagement.id)} download className={buttonClasses('secondary')}>
          <CalendarPlus aria-hidden className="h-4 w-4" /> {t('calendar.ics')}
        </a>
        <p className="text-xs text-slate-600">{t('calendar.icsHint')}</p>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden className="h-4 w-4" /> {t('print')}
        </Button>
      </div>
    </PageSection>
  );
}
