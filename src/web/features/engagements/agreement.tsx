import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { offerTotals } from '../../../shared/engagement-money';
import type { CancellationTier, OfferVersion } from '../../../shared/engagements';
import type { Translate } from '../../../shared/i18n/catalogue';
import { formatNumber } from '../../../shared/i18n/locales';
import { optionMessages } from '../../../shared/i18n/options';
import { PageSection } from '../../components/page-section';
import { Card } from '../../components/ui/card';
import { useLocale, useT } from '../../lib/i18n';
import { formatMinor } from '../../lib/money';
import { richText } from '../../lib/rich-text';
import { timeZoneLabel } from '../../lib/time-zones';
import { engagementMessages, type EngagementKey } from './messages';

const time = (iso: string) => (text: string) => <time dateTime={iso}>{text}</time>;

/**
 * What one version of an offer says: the session days in their time zone, format and place, the fee lines
 * with their totals and VAT note, payment and cancellation terms, and the outcomes. The same section is
 * the printed agreement summary (the page's print stylesheet leaves little else).
 */
export function Agreement({ version }: { version: OfferVersion }) {
  const t = useT(engagementMessages);
  const option = useT(optionMessages);
  const locale = useLocale();
  const { terms } = version;
  return (
    <PageSection title={t('agreement.title')}>
      <Card className="space-y-8 p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
        <p className="text-sm text-slate-600">
          {richText(
            t('agreement.version', {
              version: version.version,
              name: version.authorName,
              date: formatDateTime(version.createdAt, undefined, locale),
            }),
            { time: time(version.createdAt) },
          )}
        </p>

        <div>
          <h3 className="text-base font-semibold text-slate-900">{t('agreement.sessions')}</h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-800">
            {terms.sessions.map((session) => (
              <li key={session.date}>
                {richText(
                  t('agreement.session', {
                    date: formatDate(session.date, { locale, weekday: true }),
                    start: session.start,
                    end: session.end,
                  }),
                  { time: time(session.date) },
                )}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-slate-600">
            {t('agreement.timeZone', { zone: timeZoneLabel(terms.timeZone) })}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <Term label={t('agreement.format')}>
              {terms.format ? option(`format.${terms.format}`) : t('agreement.noFormat')}
            </Term>
            <Term label={t('agreement.delivery')}>{t(`delivery.${terms.delivery}`)}</Term>
            {terms.location ? <Term label={t('agreement.location')}>{terms.location}</Term> : null}
          </dl>
        </div>

        <FeeTable version={version} />

        <div>
          <h3 className="text-base font-semibold text-slate-900">{t('agreement.terms')}</h3>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <Term label={t('agreement.paymentTerms')}>
              {t('agreement.paymentDays', { days: terms.paymentTermsDays })}
            </Term>
            <Term label={t('agreement.cancellation')}>
              <ul className="space-y-1">
                {terms.cancellationTiers.map((tier, index) => (
                  <li key={tier.minDaysBefore}>{tierText(t, tier, index, terms.cancellationTiers.length)}</li>
                ))}
              </ul>
            </Term>
          </dl>
        </div>

        <div>
          <h3 className="text-base font-semibold text-slate-900">{t('agreement.outcomes')}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {terms.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ol>
        </div>

        {version.message ? (
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              {t('agreement.message', { name: version.authorName })}
            </h3>
            <blockquote className="mt-2 border-l-4 border-slate-200 pl-4 text-sm whitespace-pre-line text-slate-800">
              {version.message}
            </blockquote>
          </div>
        ) : null}
      </Card>
    </PageSection>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  );
}

/** A tier in words: "Cancelled 42 days or more before the first session day: 0 % of the net total". */
function tierText(t: Translate<EngagementKey>, tier: CancellationTier, index: number, count: number): string {
  if (tier.minDaysBefore > 0)
    return t('agreement.tier.before', { days: tier.minDaysBefore, percent: tier.percent });
  return t(count === 1 && index === 0 ? 'agreement.tier.only' : 'agreement.tier.last', {
    percent: tier.percent,
  });
}

/** The fee lines (kind, description, quantity, unit price, amount), the net total, VAT and the total. */
function FeeTable({ version }: { version: OfferVersion }) {
  const t = useT(engagementMessages);
  const locale = useLocale();
  const { terms } = version;
  const totals = offerTotals(terms);
  const money = (amount: number) => formatMinor(amount, terms.currency, locale);
  // On a phone the quantity and unit price go under the item ("1.5 × €950.00"), so that the amounts fit.
  const cell = 'px-2 py-2 align-top first:pl-0 last:pr-0 sm:px-3 sm:first:pl-3 sm:last:pr-3';
  const number = `${cell} text-right tabular-nums`;
  const wideOnly = 'hidden sm:table-cell';
  return (
    <div>
      <h3 className="text-base font-semibold text-slate-900">{t('agreement.fees')}</h3>
      {/* A line's description sits under its item; a screen too narrow even for that scrolls the table. */}
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[16rem] text-sm print:min-w-0">
          <caption className="sr-only">{t('agreement.feesCaption', { currency: terms.currency })}</caption>
          <thead className="border-b border-slate-200 text-left text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                {t('agreement.col.item')}
              </th>
              <th scope="col" className={`${cell} ${wideOnly} text-right`}>
                {t('agreement.col.quantity')}
              </th>
              <th scope="col" className={`${cell} ${wideOnly} text-right`}>
                {t('agreement.col.unitPrice')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('agreement.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {terms.lines.map((line, index) => (
              // Lines have no id of their own: a version's lines never change, so their order is stable.
              <tr key={index}>
                <th scope="row" className={`${cell} text-left font-medium`}>
                  {t(`line.${line.kind}`)}
                  {line.description ? (
                    <span className="block font-normal break-words text-slate-700">{line.description}</span>
                  ) : null}
                  <span className="block font-normal text-slate-700 tabular-nums sm:hidden">
                    {formatNumber(line.quantity, locale)} × {money(line.unitPriceMinor)}
                  </span>
                </th>
                <td className={`${number} ${wideOnly}`}>{formatNumber(line.quantity, locale)}</td>
                <td className={`${number} ${wideOnly}`}>{money(line.unitPriceMinor)}</td>
                <td className={number}>{money(totals.lines[index]!)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-200 text-slate-900">
            <tr>
              <td colSpan={2} className={wideOnly} />
              <th scope="row" className={`${cell} text-right font-semibold`}>
                {t('agreement.net')}
              </th>
              <td className={`${number} font-semibold`}>{money(totals.net)}</td>
            </tr>
            {terms.vat.mode === 'rate' ? (
              <tr>
                <td colSpan={2} className={wideOnly} />
                <th scope="row" className={`${cell} text-right font-normal`}>
                  {t('agreement.vat', { rate: formatNumber(terms.vat.rateBp / 100, locale) })}
                </th>
                <td className={number}>{money(totals.vat ?? 0)}</td>
              </tr>
            ) : (
              <tr>
                <td colSpan={4} className={`${cell} text-right text-slate-700`}>
                  {t('agreement.reverseCharge')}
                </td>
              </tr>
            )}
            <tr>
              <td colSpan={2} className={wideOnly} />
              <th scope="row" className={`${cell} text-right font-semibold`}>
                {t('agreement.gross')}
              </th>
              <td className={`${number} font-semibold`}>{money(totals.gross)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
