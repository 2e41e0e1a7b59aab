import { lazy, Suspense, useMemo } from 'react';
import type { DailySeries } from '../../components/daily-chart';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../../shared/dates';
import { formatNumber, INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { useLocale, useT } from '../../lib/i18n';
import { insightMessages } from './messages';

/** The chart and its library load only when a page draws it: never part of a page's first load. */
const DailyChart = lazy(() => import('../../components/daily-chart'));

/** A share as `locale` writes it: "42%", "42 %". */
export const formatPercent = (value: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** The figures of a span, each a term and its number; `undefined` values draw placeholders while loading. */
export function Figures({ items }: { items: readonly { label: string; value: number | undefined }[] }) {
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map((item) => (
        <Card key={item.label} className="flex flex-col-reverse gap-1 p-4">
          <dt className="text-sm text-slate-700">{item.label}</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {item.value === undefined ? <Skeleton className="h-8 w-12" /> : formatNumber(item.value, locale)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

/** The colours and line patterns of a chart's lines, in order (each at least 3:1 against white). */
const LINE_STYLES: readonly { color: string; dash?: readonly number[] }[] = [
  { color: '#4f46e5' },
  { color: '#047857', dash: [8, 4] },
  { color: '#c2410c', dash: [2, 3] },
  { color: '#7c3aed', dash: [12, 4, 2, 4] },
];

/**
 * A daily chart of `lines` (lazy: the chart's code is its own chunk), its placeholder while it loads, and
 * below it the same numbers as a table for whoever does not see the chart. Memoise `lines`: new ones
 * redraw the chart.
 */
export function DailyFigures<Day extends { day: string }>({
  days,
  lines,
}: {
  days: readonly Day[];
  lines: readonly { label: string; value: (day: Day) => number }[];
}) {
  const t = useT(insightMessages);
  const locale = useLocale();
  const dates = useMemo(() => days.map((day) => day.day), [days]);
  const series = useMemo<DailySeries[]>(
    () =>
      lines.map((line, index) => {
        const style = LINE_STYLES[index % LINE_STYLES.length]!;
        return {
          label: line.label,
          values: days.map(line.value),
          color: style.color,
          dash: style.dash?.slice(),
        };
      }),
    [days, lines],
  );
  return (
    <div>
      <div aria-hidden>
        <Suspense fallback={<Skeleton className="h-[252px] w-full sm:h-[312px]" />}>
          <DailyChart
            dates={dates}
            series={series}
            latestLabel={(date) => t('byDay.latest', { date: formatDate(date, { locale }) })}
          />
        </Suspense>
      </div>
      <details className="mt-4 text-sm">
        <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-indigo-700 hover:underline">
          {t('byDay.table')}
        </summary>
        <div className="mt-3 max-h-96 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                  {t('byDay.day')}
                </th>
                {lines.map((line) => (
                  <th
                    key={line.label}
                    scope="col"
                    className="py-2 pr-4 text-right font-semibold text-slate-900"
                  >
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.day} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-4 font-normal text-slate-700">
                    {formatDate(day.day, { locale })}
                  </th>
                  {lines.map((line) => (
                    <td key={line.label} className="py-1.5 pr-4 text-right text-slate-900">
                      {formatNumber(line.value(day), locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
