import type { OverviewDay } from '../../../shared/admin';
import type { AdminKey } from './messages';

export type SeriesKey = Exclude<keyof OverviewDay, 'date'>;

/**
 * The overview chart's three series, in the legend's order. Besides its colour (each at least 3:1
 * against white), each has its own line pattern, so that they can be told apart without colour. A label
 * is a message key of the admin namespace.
 */
export const CHART_SERIES: readonly { key: SeriesKey; label: AdminKey; color: string; dash?: number[] }[] = [
  { key: 'signUps', label: 'series.signUps', color: '#4f46e5' },
  { key: 'jobsPosted', label: 'series.jobsPosted', color: '#047857', dash: [8, 4] },
  { key: 'applications', label: 'series.applications', color: '#c2410c', dash: [2, 3] },
];

export const seriesTotal = (days: OverviewDay[], key: SeriesKey) =>
  days.reduce((sum, day) => sum + day[key], 0);
