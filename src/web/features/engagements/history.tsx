import { formatDateTime } from '../../../shared/dates';
import { offerTotals } from '../../../shared/engagement-money';
import { ENGAGEMENT_SYSTEM_REASONS, type Engagement, type OfferVersion } from '../../../shared/engagements';
import type { Translate } from '../../../shared/i18n/catalogue';
import { formatNumber, type Locale } from '../../../shared/i18n/locales';
import { PageSection } from '../../components/page-section';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { richText } from '../../lib/rich-text';
import { dayRange } from './format';
import { engagementMessages, type EngagementKey } from './messages';

const time = (iso: string) => (text: string) => <time dateTime={iso}>{text}</time>;

const firstDay = (version: OfferVersion) => version.terms.sessions[0]!.date;
const lastDay = (version: OfferVersion) => version.terms.sessions.at(-1)!.date;
const datesOf = (t: Translate<EngagementKey>, locale: Locale, version: OfferVersion) =>
  dayRange(t, locale, firstDay(version), lastDay(version));

/** What a version changed from the one before, in short: the total and the dates, else "other terms". */
function changes(t: Translate<EngagementKey>, locale: Locale, previous: OfferVersion, version: OfferVersion) {
  const money = (amount: number, currency: string) => formatMinor(amount, currency, locale);
  const parts: string[] = [];
  if (previous.netTotalMinor !== version.netTotalMinor || previous.terms.currency !== version.terms.currency)
    parts.push(
      t('versions.change.total', {
        from: money(previous.netTotalMinor, previous.terms.currency),
        to: money(version.netTotalMinor, version.terms.currency),
      }),
    );
  const days = (v: OfferVersion) => v.terms.sessions.map((s) => `${s.date} ${s.start}-${s.end}`).join();
  if (days(previous) !== days(version))
    parts.push(
      t('versions.change.dates', { from: datesOf(t, locale, previous), to: datesOf(t, locale, version) }),
    );
  if (parts.length === 0)
    parts.push(
      JSON.stringify(previous.terms) === JSON.stringify(version.terms)
        ? t('versions.change.none')
        : t('versions.change.terms'),
    );
  return t('versions.changes', { previous: previous.version, changes: parts.join(', ') });
}

/**
 * Every version of the offer, oldest first: who sent it, when, its total and days, and what it changed;
 * each opens (a native disclosure, which works before the page's scripts) to its lines and message.
 */
export function VersionHistory({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  const { versions } = engagement;
  return (
    <PageSection title={t('versions.title')} lead={t('versions.lead')}>
      <ol className="space-y-3">
        {versions.map((version, index) => {
          const previous = index > 0 ? versions[index - 1] : undefined;
          const totals = offerTotals(version.terms);
          const money = (amount: number) => formatMinor(amount, version.terms.currency, locale);
          return (
            <li key={version.version}>
              <Card className="p-0">
                <details className="group">
                  <summary className="flex min-h-11 cursor-pointer list-none flex-col gap-1 rounded-xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
                    <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {t('versions.item', {
                        version: version.version,
                        name: version.authorName,
                        side: t(`side.${version.authorSide}`),
                      })}
                      {version.version === engagement.current.version ? (
                        <Badge color="indigo">{t('versions.current')}</Badge>
                      ) : null}
                    </span>
                    <span className="text-sm text-slate-700">
                      {t('versions.summary', {
                        total: money(version.netTotalMinor),
                        dates: datesOf(t, locale, version),
                      })}
                    </span>
                    <span className="text-xs text-slate-600">
                      {richText(
                        t('versions.sent', { date: formatDateTime(version.createdAt, undefined, locale) }),
                        {
                          time: time(version.createdAt),
                        },
                      )}
                      {previous ? ` · ${changes(t, locale, previous, version)}` : null}
                    </span>
                  </summary>
                  <div className="space-y-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-800">
                    <ul className="space-y-1">
                      {version.terms.lines.map((line, lineIndex) => (
                        <li key={lineIndex} className="flex justify-between gap-4">
                          <span>
                            {t(line.description ? 'versions.lineDescribed' : 'versions.line', {
                              item: t(`line.${line.kind}`),
                              description: line.description,
                              quantity: formatNumber(line.quantity, locale),
                            })}
                          </span>
                          <span className="tabular-nums">{money(totals.lines[lineIndex]!)}</span>
                        </li>
                      ))}
                    </ul>
                    {version.message ? (
                      <p className="whitespace-pre-line text-slate-700">{version.message}</p>
                    ) : null}
                  </div>
                </details>
              </Card>
            </li>
          );
        })}
      </ol>
    </PageSection>
  );
}

/** What the system did when a party was suspended or its organisation deleted, said without a person. */
function systemClosingText(
  t: Translate<EngagementKey>,
  event: Engagement['events'][number],
): string | undefined {
  const reason = event.detail?.reason;
  if (reason === ENGAGEMENT_SYSTEM_REASONS.suspended) {
    if (event.kind === 'withdrawn') return t('events.withdrawnSuspended');
    if (event.kind === 'flagged') return t('events.flaggedSuspended');
  }
  if (reason === ENGAGEMENT_SYSTEM_REASONS.organisationDeleted) {
    if (event.kind === 'withdrawn') return t('events.withdrawnLeft');
    if (event.kind === 'cancelled') return t('events.cancelledLeft');
  }
  return undefined;
}

/** One event in words: "Olivia Owner sent a counter-offer", "It counts as delivered (…)". */
function eventText(t: Translate<EngagementKey>, event: Engagement['events'][number]): string {
  const name = event.actorName ?? t('events.someone');
  const automatic = event.actorSide === 'system';
  const closing = automatic ? systemClosingText(t, event) : undefined;
  if (closing) return closing;
  switch (event.kind) {
    case 'offered':
    case 'countered':
    case 'accepted':
    case 'declined':
    case 'withdrawn':
    case 'cancelled':
    case 'flagged':
      return t(`events.${event.kind}`, { name });
    case 'expired':
    case 'reminded':
      return t(`events.${event.kind}`);
    case 'delivered':
      return automatic ? t('events.deliveredAuto') : t('events.delivered', { name });
    case 'completed':
      return automatic ? t('events.completedAuto') : t('events.completed', { name });
    default:
      return t('events.other', { name, kind: event.kind });
  }
}

/** What happened to the offer and the engagement, oldest first, with the time of each step. */
export function EventHistory({ engagement }: { engagement: Engagement }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  return (
    <PageSection title={t('events.title')}>
      <ol className="space-y-2 border-l-2 border-slate-200 pl-4 text-sm">
        {engagement.events.map((event, index) => (
          <li key={`${event.createdAt}-${index}`}>
            <p className="text-slate-900">{eventText(t, event)}</p>
            <time dateTime={event.createdAt} className="text-xs text-slate-600">
              {formatDateTime(event.createdAt, undefined, locale)}
            </time>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
