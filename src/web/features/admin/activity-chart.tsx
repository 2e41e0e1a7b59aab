import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OverviewDay } from '../../../shared/admin';
import { useLocale, useT } from '../../lib/i18n';
import { CHART_SERIES } from './chart-series';
import { formatDate } from '../../../shared/dates';
import { formatNumber } from '../../../shared/i18n/locales';
import { adminMessages } from './messages';

const FONT = '12px "Inter Variable", system-ui, sans-serif';
const AXIS_COLOR = '#475569';
const GRID_COLOR = '#e2e8f0';
/** Whole numbers only on the y axis: these are counts. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000,
];

const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
const chartHeight = (width: number) => (width < 480 ? 220 : 280);

/**
 * The overview's daily chart (uPlot on a canvas), loaded lazily with its library. It is drawn for
 * sighted users; the page around it gives the same numbers as a summary and a table.
 */
export default function ActivityChart({ days }: { days: OverviewDay[] }) {
  const container = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const t = useT(adminMessages);
  const locale = useLocale();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = element.clientWidth;
    const data: uPlot.AlignedData = [
      days.map((day) => seconds(day.date)),
      ...CHART_SERIES.map((series) => days.map((day) => day[series.key])),
    ];
    const plot = new uPlot(
      {
        width,
        height: chartHeight(width),
        // The days are UTC days: label them in UTC whatever the browser's time zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 9 } },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => uPlot.rangeNum(0, Math.max(max, 4), 0.1, true) },
        },
        axes: [
          {
            stroke: AXIS_COLOR,
            font: FONT,
            space: 64,
            grid: { show: false },
            ticks: { stroke: GRID_COLOR },
            values: (_u, splits) =>
              splits.map((ts) => formatDate(new Date(ts * 1000), { timeZone: 'UTC', year: false, locale })),
          },
          {
            stroke: AXIS_COLOR,
            font: FONT,
            size: 48,
            incrs: COUNT_STEPS,
            grid: { stroke: GRID_COLOR, width: 1 },
            ticks: { show: false },
            values: (_u, splits) => splits.map((value) => formatNumber(value, locale)),
          },
        ],
        series: [
          {},
          ...CHART_SERIES.map((series) => ({
            label: t(series.label),
            stroke: series.color,
            width: 2.5,
            dash: series.dash,
            points: { size: 5, fill: '#ffffff', stroke: series.color },
          })),
        ],
        hooks: { setCursor: [(u) => setHovered(u.cursor.idx ?? null)] },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      const next = element.clientWidth;
      if (next > 0 && next !== plot.width) plot.setSize({ width: next, height: chartHeight(next) });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, t, locale]);

  const shown = days[hovered ?? days.length - 1];
  return (
    <div>
      {shown ? (
        <p className="mb-3 flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          <span className="font-semibold text-slate-900">
            {hovered === null
              ? t('overview.today', { date: formatDate(shown.date, { locale }) })
              : formatDate(shown.date, { locale })}
          </span>
          {CHART_SERIES.map((series) => (
            <span key={series.key}>
              {t(series.label)}:{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatNumber(shown[series.key], locale)}
              </span>
            </span>
          ))}
        </p>
      ) : null}
      <div ref={container} className="w-full" />
    </div>
  );
}
