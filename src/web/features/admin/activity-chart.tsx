import { useMemo } from 'react';
import DailyChart from '../../components/daily-chart';
import type { OverviewDay } from '../../../shared/admin';
import { formatDate } from '../../../shared/dates';
import { useLocale, useT } from '../../lib/i18n';
import { CHART_SERIES } from './chart-series';
import { adminMessages } from './messages';

/**
 * The overview's daily chart (components/daily-chart.tsx), loaded lazily with its library. It is drawn for
 * sighted users; the page around it gives the same numbers as a summary and a table.
 */
export default function ActivityChart({ days }: { days: OverviewDay[] }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(
    () =>
      CHART_SERIES.map((line) => ({
        label: t(line.label),
        values: days.map((day) => day[line.key]),
        color: line.color,
        dash: line.dash,
      })),
    [days, t],
  );
  return (
    <DailyChart
      dates={dates}
      series={series}
      latestLabel={(date) => t('overview.today', { date: formatDate(date, { locale }) })}
    />
  );
}
