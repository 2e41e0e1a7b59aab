import type { OverviewDay } from '../../../shared/admin';

export type SeriesKey = Exclude<keyof OverviewDay, 'date'>;

/**
 * The overview chart's three series, in the legend's order. Besides its colour (each at least 3:1
 * against white), each has its own line pattern, so that they can be told apart without colour.
 */
export const CHART_SERIES: readonly { key: SeriesKey; label: string; color: string; dash?: number[] }[] = [
  { key: 'signUps', label: 'Sign-ups', color: '#4f46e5' },
  { key: 'jobsPosted', label: 'Jobs posted', color: '#047857', dash: [8, 4] },
  { key: 'applications', label: 'Applications', color: '#c2410c', dash: [2, 3] },
];

export const seriesTotal = (days: OverviewDay[], key: SeriesKey) =>
  days.reduce((sum, day) => sum + day[key], 0);

const numberFormat = new Intl.NumberFormat('en-US');
export const formatNumber = (value: number) => numberFormat.format(value);
