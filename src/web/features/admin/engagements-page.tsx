import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Check, ChevronDown, ChevronUp, Handshake } from 'lucide-react';
import {
  ADMIN_ENGAGEMENT_FILTERS,
  type AdminEngagementDetail,
  type AdminEngagementSummary,
} from '../../../shared/admin-engagements';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { minorUnitExponent, type EngagementEventKind } from '../../../shared/engagement-options';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadingState } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { useLocale, useT } from '../../lib/i18n';
import { toastSuccess } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { useAdminEngagement, useAdminEngagements, useResolveEngagementFlag } from './api';
import { AdminListPage } from './admin-list-page';
import { adminMessages, type AdminT } from './messages';

/** An amount of minor units in its currency; only display divides (docs/decisions/040). */
const money = (minor: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency }).format(
    minor / 10 ** minorUnitExponent(currency),
  );

/**
 * Flagged engagements: those a party asked the operator's help with, newest flag first (or every
 * engagement, flagged first). Each opens to its terms and its whole history; "Resolve flag" clears it.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filter = oneOf(ADMIN_ENGAGEMENT_FILTERS, params.get('filter')) ?? 'flagged';
  const [page, setPage] = usePageParam({ scroll: 'auto' });
  const query = useAdminEngagements(filter, page);
  const t = useT(adminMessages);
  const other = filter === 'flagged' ? 'all' : 'flagged';
  return (
    <AdminListPage
      section="engagements"
      total={(count) =>
        t(filter === 'flagged' ? 'engagements.totalFlagged' : 'engagements.totalAll', { count })
      }
      aside={
        <Link
          to={other === 'all' ? '?filter=all' : '?'}
          onClick={(event) => {
            event.preventDefault();
            setParams(other === 'all' ? { filter: 'all' } : {});
          }}
          className="text-sm font-medium text-indigo-700 hover:underline"
        >
          {t(other === 'all' ? 'engagements.showAll' : 'engagements.showFlagged')}
        </Link>
      }
      query={query}
      onPageChange={setPage}
      emptyIcon={<Handshake aria-hidden className="h-8 w-8" />}
      renderItem={(engagement) => <EngagementCard key={engagement.id} engagement={engagement} />}
    />
  );
}

function EngagementCard({ engagement }: { engagement: AdminEngagementSummary }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const resolve = useResolveEngagementFlag();
  const detail = useAdminEngagement(engagement.id, open);
  const name = `${engagement.company.name || t('engagements.formerParty')} – ${
    engagement.facilitator.name || t('engagements.formerParty')
  }`;
  const headingId = `engagement-${engagement.id}`;
  const onResolve = async () => {
    try {
      await resolve.mutateAsync(engagement.id);
      toastSuccess(t('engagements.resolved'), name);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <li>
      <Card className="p-5" role="region" aria-labelledby={headingId}>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge color="indigo">{t(`engagements.status.${engagement.status}`)}</Badge>
              {engagement.flaggedAt ? (
                <Badge color="orange">
                  {t('engagements.flaggedAt', {
                    date: formatDateTime(engagement.flaggedAt, undefined, locale),
                  })}
                </Badge>
              ) : null}
              <span>
                {t('engagements.days', {
                  first: formatDate(engagement.firstDay, { locale }),
                  last: formatDate(engagement.lastDay, { locale }),
                })}
              </span>
              <span>{money(engagement.netTotalMinor, engagement.currency, locale)}</span>
            </p>
            <h2 id={headingId} className="mt-2 text-lg font-semibold wrap-anywhere text-slate-900">
              {name}
            </h2>
            {engagement.jobTitle ? <p className="text-sm text-slate-700">{engagement.jobTitle}</p> : null}
            {engagement.flaggedAt && engagement.flagReason ? (
              <p className="mt-2 text-sm text-slate-800">
                <span className="font-medium">{t('engagements.reason')}</span> {engagement.flagReason}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open}
              aria-controls={`${headingId}-detail`}
              onClick={() => setOpen(!open)}
            >
              {open ? (
                <ChevronUp aria-hidden className="h-4 w-4" />
              ) : (
                <ChevronDown aria-hidden className="h-4 w-4" />
              )}{' '}
              {t('engagements.details')}
            </Button>
            {engagement.flaggedAt ? (
              <Button
                size="sm"
                disabled={resolve.isPending}
                onClick={() => void onResolve()}
                aria-label={t('engagements.resolveLabel', { name })}
              >
                <Check aria-hidden className="h-4 w-4" /> {t('engagements.resolve')}
              </Button>
            ) : null}
          </div>
        </div>
        {open ? (
          <div id={`${headingId}-detail`} className="mt-4 border-t border-slate-100 pt-4">
            {detail.isPending ? (
              <LoadingState label={t('engagements.loading')} />
            ) : detail.isError ? (
              <Alert tone="error" title={t('engagements.loadFailed')}>
                {detail.error instanceof ApiError ? detail.error.message : null}
              </Alert>
            ) : (
              <EngagementDetail t={t} locale={locale} detail={detail.data} />
            )}
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** The current terms in short (sessions, lines, payment and cancellation terms, outcomes) and the history. */
function EngagementDetail({
  t,
  locale,
  detail,
}: {
  t: AdminT;
  locale: Locale;
  detail: AdminEngagementDetail;
}) {
  const { terms } = detail;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label={t('engagements.terms', { version: detail.version })}>
        <h3 className="text-sm font-semibold text-slate-900">
          {t('engagements.terms', { version: detail.version })}
        </h3>
        <dl className="mt-2 space-y-2 text-sm text-slate-800">
          <div>
            <dt className="font-medium text-slate-600">{t('engagements.sessions')}</dt>
            <dd>
              <ul>
                {terms.sessions.map((session) => (
                  <li key={session.date}>
                    {formatDate(session.date, { locale })}, {session.start}–{session.end} ({terms.timeZone})
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('engagements.lines')}</dt>
            <dd>
              <ul>
                {terms.lines.map((line, index) => (
                  <li key={index}>
                    {t(`engagements.lineKind.${line.kind}`)}
                    {line.description ? ` (${line.description})` : ''}: {line.quantity} ×{' '}
                    {money(line.unitPriceMinor, terms.currency, locale)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('engagements.paymentTerms')}</dt>
            <dd>{t('engagements.paymentDays', { days: terms.paymentTermsDays })}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('engagements.tiers')}</dt>
            <dd>
              <ul>
                {terms.cancellationTiers.map((tier) => (
                  <li key={tier.minDaysBefore}>
                    {t('engagements.tier', { days: tier.minDaysBefore, percent: tier.percent })}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-600">{t('engagements.outcomes')}</dt>
            <dd>
              <ul className="list-disc pl-5">
                {terms.outcomes.map((outcome) => (
                  <li key={outcome}>{outcome}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-label={t('engagements.history')}>
        <h3 className="text-sm font-semibold text-slate-900">{t('engagements.history')}</h3>
        <ol className="mt-2 space-y-2 text-sm text-slate-800">
          {detail.events.map((event, index) => (
            <li key={index}>
              <time dateTime={event.createdAt} className="text-slate-600">
                {formatDateTime(event.createdAt, undefined, locale)}
              </time>{' '}
              {event.kind === 'flagged' && event.detail?.resolved === 'true'
                ? t('engagements.event.resolved')
                : t(`engagements.event.${event.kind as EngagementEventKind}`)}{' '}
              <span className="text-slate-600">
                ({event.actorName ?? t(`engagements.side.${event.actorSide}`)})
              </span>
              {typeof event.detail?.reason === 'string' ? (
                <p className="text-slate-700">{event.detail.reason}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
