import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDate } from '../../shared/dates';
import { formatNumber } from '../../shared/i18n/locales';
import { useLocale } from '../lib/i18n';

const FONT = '12px "Inter Variable", system-ui, sans-serif';
const AXIS_COLOR = '#475569';
const GRID_COLOR = '#e2e8f0';
/** Whole numbers only on the y axis: these are counts. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000,
  500_000, 1_000_000,
];

const DAY_S = 86_400;
/** The x axis's steps: a day, two, a week, two weeks, four weeks, a quarter, half a year, a year. */
const DAY_STEPS = [1, 2, 7, 14, 28, 91, 182, 365].map((days) => days * DAY_S);
const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
/** The x axis's span in seconds: the days shown, and at least a week around a lone day. */
function xRange(dates: readonly string[]): [number, number] {
  const first = seconds(dates[0] ?? '1970-01-01');
  const last = seconds(dates.at(-1) ?? '1970-01-01');
  return last - first < 2 * DAY_S ? [first - 3 * DAY_S, last + 3 * DAY_S] : [first, last];
}
const chartHeight = (width: number) => (width < 480 ? 220 : 280);

/**
 * One line of a daily chart: its translated label, its values (one a day, as `dates`), its colour (at
 * least 3:1 against white) and its own line pattern, so that lines can be told apart without colour.
 */
export interface DailySeries {
  label: string;
  values: readonly number[];
  color: string;
  dash?: number[];
}

/**
 * A chart of daily counts (uPlot on a canvas). Import it lazily (`lazy(() => import(…))`): the library
 * stays out of every page's first load. It is drawn for sighted users; the page around it gives the same
 * numbers as a summary or a table. Memoise `series`: a new array redraws the chart.
 */
export default function DailyChart({
  dates,
  series,
  latestLabel,
}: {
  /** The days, 'YYYY-MM-DD' (UTC), oldest first. */
  dates: readonly string[];
  series: readonly DailySeries[];
  /** The heading of the line of figures while no day is hovered (the last day's). */
  latestLabel: (date: string) => string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const locale = useLocale();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = element.clientWidth;
    const data: uPlot.AlignedData = [dates.map(seconds), ...series.map((line) => [...line.values])];
    const plot = new uPlot(
      {
        width,
        height: chartHeight(width),
        // The days are UTC days: label them in UTC whatever the browser's time zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        legend: { show: false },
        // Room on the right for half of the last day's name, which is centred on its tick (uPlot's own
        // padding there is none, and it cut the name off).
        padding: [null, 44, null, null],
        cursor: { drag: { x: false, y: false }, points: { size: 9 } },
        scales: {
          // Fixed to the days shown; a single day would stretch over years of empty axis, so it is shown
          // among the days around it.
          x: { time: true, range: () => xRange(dates) },
          y: { range: (_u, _min, max) => uPlot.rangeNum(0, Math.max(max, 4), 0.1, true) },
        },
        axes: [
          {
            stroke: AXIS_COLOR,
            font: FONT,
            // Whole days only, far enough apart for a day's name ("27 November").
            space: 88,
            incrs: DAY_STEPS,
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
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2.5,
            dash: line.dash,
            points: { size: 5, fill: '#ffffff', stroke: line.color },
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
  }, [dates, series, locale]);

  const index = hovered ?? dates.length - 1;
  const shown = dates[index];
  return (
    <div>
      {shown ? (
        <p className="mb-3 flex min-h-5 flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          <span className="font-semibold text-slate-900">
            {hovered === null ? latestLabel(shown) : formatDate(shown, { locale })}
          </span>
          {series.map((line) => (
            <span key={line.label}>
              {line.label}:{' '}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatNumber(line.values[index] ?? 0, locale)}
              </span>
            </span>
          ))}
        </p>
      ) : null}
      <div ref={container} className="w-full" />
    </div>
  );
}
