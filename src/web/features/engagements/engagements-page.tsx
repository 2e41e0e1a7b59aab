import { Link, useSearchParams } from 'react-router';
import { CalendarDays, Handshake } from 'lucide-react';
import { ENGAGEMENT_FILTERS, type EngagementFilter } from '../../../shared/engagement-options';
import type { EngagementSummary } from '../../../shared/engagements';
import { formatDate } from '../../../shared/dates';
import { PageMeta } from '../../components/page-meta';
import { PagedList } from '../../components/paged-list';
import { PageHeader, PageShell } from '../../components/page-shell';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { SkeletonBars } from '../../components/ui/skeleton';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { richText } from '../../lib/rich-text';
import { oneOf, usePageParam } from '../../lib/use-page-param';
import { useEngagements } from './api';
import { CalendarFeedSection } from './calendar-feed';
import { dayRange } from './format';
import { engagementMessages } from './messages';
import { StatusBadge } from './status-badge';

/** The filter's address: a link, so that it works before the page's scripts run (and opens in a new tab). */
const filterHref = (filter: EngagementFilter | undefined) =>
  filter ? `/engagements?filter=${filter}` : '/engagements';

export function Component() {
  const [params] = useSearchParams();
  const filter = oneOf(ENGAGEMENT_FILTERS, params.get('filter'));
  const [page, setPage] = usePageParam();
  const engagements = useEngagements(filter, page);
  const { userType } = useAuth();
  const t = useT(engagementMessages);

  return (
    <PageShell>
      <PageMeta title={t('title')} description={t('metaDescription')} />
      <PageHeader title={t('title')} description={t('description')} />

      <FilterLinks value={filter} />

      <PagedList
        className="mt-6"
        query={engagements}
        onPageChange={setPage}
        loadingLabel={t('list.loading')}
        placeholder={
          <Card className="space-y-3 p-6">
            <SkeletonBars bars={['h-5 w-64 max-w-full', 'h-4 w-48']} />
          </Card>
        }
        empty={
          <EmptyState
            icon={<Handshake aria-hidden className="h-8 w-8" />}
            title={filter ? t('list.emptyFilter', { filter: t(`filter.${filter}`) }) : t('list.empty')}
          >
            {filter ? (
              <Link to={filterHref(undefined)} className={buttonClasses('secondary', 'md', 'mt-5')}>
                {t('list.showAll')}
              </Link>
            ) : (
              <p>{userType === 'company' ? t('list.emptyHint.company') : t('list.emptyHint.facilitator')}</p>
            )}
          </EmptyState>
        }
        itemKey={(engagement) => engagement.id}
        renderItem={(engagement) => (
          <EngagementRow
            engagement={engagement}
            yourTurn={engagement.status === 'offered' && engagement.turn === userType}
          />
        )}
      />

      <CalendarFeedSection className="mt-12" />
    </PageShell>
  );
}

function FilterLinks({ value }: { value: EngagementFilter | undefined }) {
  const t = useT(engagementMessages);
  const options = [
    { filter: undefined, label: t('filter.all') },
    ...ENGAGEMENT_FILTERS.map((filter) => ({ filter, label: t(`filter.${filter}`) })),
  ];
  return (
    <nav aria-label={t('filter.label')} className="mt-8">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {options.map((option) => {
          const active = option.filter === value;
          return (
            <li key={option.label} className="shrink-0">
              <Link
                to={filterHref(option.filter)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-8 items-center rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  active
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EngagementRow({ engagement, yourTurn }: { engagement: EngagementSummary; yourTurn: boolean }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link to={`/engagements/${engagement.id}`} className="hover:text-indigo-700 hover:underline">
              {engagement.jobTitle ?? t('list.directOffer')}
            </Link>
          </h2>
          <StatusBadge status={engagement.status} />
          {yourTurn ? <Badge color="yellow">{t('list.yourTurn')}</Badge> : null}
        </div>
        <p className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span>{t('list.with', { name: engagement.counterpartName })}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="h-4 w-4" />
            {dayRange(t, locale, engagement.firstDay, engagement.lastDay)}
            {' · '}
            {t('list.sessions', { count: engagement.sessionCount })}
          </span>
        </p>
        {engagement.status === 'offered' && engagement.expiresAt ? (
          <p className="mt-1 text-sm text-slate-600">
            {richText(t('list.expires', { date: formatDate(engagement.expiresAt, { locale }) }), {
              time: (text) => <time dateTime={engagement.expiresAt ?? undefined}>{text}</time>,
            })}
          </p>
        ) : null}
      </div>
      <p className="shrink-0 text-base font-semibold text-slate-900 tabular-nums sm:text-right">
        {t('list.net', { amount: formatMinor(engagement.netTotalMinor, engagement.currency, locale) })}
      </p>
    </Card>
  );
}
