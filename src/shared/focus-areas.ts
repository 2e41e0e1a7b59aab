import type { Locale } from './i18n/locales';
import germanNames from './topics/de/summaries.json' with { type: 'json' };

const TRANSLATED_NAMES: Record<Exclude<Locale, 'en'>, Record<TopicSlug, { title: string }>> = {
  de: germanNames,
};

/**
 * The twelve focus areas. Jobs and facilitator profiles store the focus-area
 * `id`; the public topic guides live under `/topics/{slug}`, spelt differently
 * for some of them, so the mapping is defined here, once.
 */
export const FOCUS_AREA_IDS = [
  'design-thinking',
  'team-building',
  'strategic-planning',
  'leadership',
  'innovation',
  'conflict-resolution',
  'change-management',
  'diversity-inclusion',
  'training',
  'performance',
  'agile',
  'digital-transformation',
] as const;

export type FocusAreaId = (typeof FOCUS_AREA_IDS)[number];

export const TOPIC_SLUGS = [
  'design-thinking',
  'team-building',
  'strategic-planning',
  'training-development',
  'leadership-development',
  'innovation',
  'conflict-resolution',
  'change-management',
  'diversity-inclusion',
  'performance-improvement',
  'agile-scrum',
  'digital-transformation',
] as const;

export type TopicSlug = (typeof TOPIC_SLUGS)[number];

export const TOPIC_COLORS = ['yellow', 'green', 'blue', 'purple', 'orange'] as const;
export type TopicColor = (typeof TOPIC_COLORS)[number];

export interface FocusArea {
  id: FocusAreaId;
  label: string;
  slug: TopicSlug;
  color: TopicColor;
  /** The sample job count shown per area; the seed publishes exactly this many jobs per area. */
  sampleJobCount: number;
}

export const FOCUS_AREAS: readonly FocusArea[] = [
  {
    id: 'design-thinking',
    label: 'Design Thinking',
    slug: 'design-thinking',
    color: 'yellow',
    sampleJobCount: 42,
  },
  { id: 'team-building', label: 'Team Building', slug: 'team-building', color: 'green', sampleJobCount: 36 },
  {
    id: 'strategic-planning',
    label: 'Strategic Planning',
    slug: 'strategic-planning',
    color: 'blue',
    sampleJobCount: 29,
  },
  {
    id: 'training',
    label: 'Training & Development',
    slug: 'training-development',
    color: 'purple',
    sampleJobCount: 51,
  },
  {
    id: 'leadership',
    label: 'Leadership Development',
    slug: 'leadership-development',
    color: 'orange',
    sampleJobCount: 38,
  },
  { id: 'innovation', label: 'Innovation', slug: 'innovation', color: 'yellow', sampleJobCount: 43 },
  {
    id: 'conflict-resolution',
    label: 'Conflict Resolution',
    slug: 'conflict-resolution',
    color: 'green',
    sampleJobCount: 25,
  },
  {
    id: 'change-management',
    label: 'Change Management',
    slug: 'change-management',
    color: 'blue',
    sampleJobCount: 31,
  },
  {
    id: 'diversity-inclusion',
    label: 'Diversity & Inclusion',
    slug: 'diversity-inclusion',
    color: 'purple',
    sampleJobCount: 27,
  },
  {
    id: 'performance',
    label: 'Performance Improvement',
    slug: 'performance-improvement',
    color: 'orange',
    sampleJobCount: 33,
  },
  { id: 'agile', label: 'Agile & Scrum', slug: 'agile-scrum', color: 'blue', sampleJobCount: 39 },
  {
    id: 'digital-transformation',
    label: 'Digital Transformation',
    slug: 'digital-transformation',
    color: 'green',
    sampleJobCount: 34,
  },
];

const BY_ID = new Map(FOCUS_AREAS.map((area) => [area.id, area]));
const BY_SLUG = new Map(FOCUS_AREAS.map((area) => [area.slug, area]));

export function focusAreaById(id: string): FocusArea | undefined {
  return BY_ID.get(id as FocusAreaId);
}

export function focusAreaBySlug(slug: string): FocusArea | undefined {
  return BY_SLUG.get(slug as TopicSlug);
}

/**
 * A focus area's name in `locale`: the English label, or the title of the area's guide in that language
 * (German names and descriptions are JSON data, topics/de/summaries.json, shared with the guides).
 */
export function focusAreaName(id: string, locale: Locale): string {
  const area = focusAreaById(id);
  if (!area) return id;
  return locale === 'en' ? area.label : TRANSLATED_NAMES[locale][area.slug].title;
}

/** A focus area's English name (its id when there is no such area). */
export function focusAreaLabel(id: string): string {
  return focusAreaName(id, 'en');
}

/** The four areas shown on the home page, in their order there. */
export const HOME_FOCUS_AREA_IDS: readonly FocusAreaId[] = [
  'design-thinking',
  'team-building',
  'strategic-planning',
  'training',
];
