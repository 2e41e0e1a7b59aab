import type { TopicSlug } from '../../../shared/focus-areas';
import type { Locale } from '../../../shared/i18n/locales';
import { topicSummary } from '../../../shared/topics/topic-summaries';
import type { Topic, TopicBody } from '../../../shared/topics/topic-types';

/**
 * One chunk per topic guide and language: a topic page downloads only the guide it shows, in its
 * language. (The data files are ~9 KB each; all twelve at once would dominate the chunk.)
 */
const TOPIC_MODULES: Record<TopicSlug, () => Promise<Topic>> = {
  'design-thinking': () => import('../../../shared/topics/design-thinking').then((m) => m.designThinking),
  'team-building': () => import('../../../shared/topics/team-building').then((m) => m.teamBuilding),
  'strategic-planning': () =>
    import('../../../shared/topics/strategic-planning').then((m) => m.strategicPlanning),
  'training-development': () =>
    import('../../../shared/topics/training-development').then((m) => m.trainingDevelopment),
  'leadership-development': () =>
    import('../../../shared/topics/leadership-development').then((m) => m.leadershipDevelopment),
  innovation: () => import('../../../shared/topics/innovation').then((m) => m.innovation),
  'conflict-resolution': () =>
    import('../../../shared/topics/conflict-resolution').then((m) => m.conflictResolution),
  'change-management': () =>
    import('../../../shared/topics/change-management').then((m) => m.changeManagement),
  'diversity-inclusion': () =>
    import('../../../shared/topics/diversity-inclusion').then((m) => m.diversityInclusion),
  'performance-improvement': () =>
    import('../../../shared/topics/performance-improvement').then((m) => m.performanceImprovement),
  'agile-scrum': () => import('../../../shared/topics/agile-scrum').then((m) => m.agileScrum),
  'digital-transformation': () =>
    import('../../../shared/topics/digital-transformation').then((m) => m.digitalTransformation),
};

/** The German guides' text: JSON data (src/shared/topics/de), each with its summary from de/summaries.json. */
const GERMAN_MODULES: Record<TopicSlug, () => Promise<{ default: TopicBody }>> = {
  'design-thinking': () => import('../../../shared/topics/de/design-thinking.json'),
  'team-building': () => import('../../../shared/topics/de/team-building.json'),
  'strategic-planning': () => import('../../../shared/topics/de/strategic-planning.json'),
  'training-development': () => import('../../../shared/topics/de/training-development.json'),
  'leadership-development': () => import('../../../shared/topics/de/leadership-development.json'),
  innovation: () => import('../../../shared/topics/de/innovation.json'),
  'conflict-resolution': () => import('../../../shared/topics/de/conflict-resolution.json'),
  'change-management': () => import('../../../shared/topics/de/change-management.json'),
  'diversity-inclusion': () => import('../../../shared/topics/de/diversity-inclusion.json'),
  'performance-improvement': () => import('../../../shared/topics/de/performance-improvement.json'),
  'agile-scrum': () => import('../../../shared/topics/de/agile-scrum.json'),
  'digital-transformation': () => import('../../../shared/topics/de/digital-transformation.json'),
};

/** The topic guide for a slug in `locale`, or null when there is none. */
export async function loadTopic(slug: string, locale: Locale = 'en'): Promise<Topic | null> {
  if (!Object.hasOwn(TOPIC_MODULES, slug)) return null;
  const topicSlug = slug as TopicSlug;
  if (locale === 'en') return TOPIC_MODULES[topicSlug]();
  const { default: body } = await GERMAN_MODULES[topicSlug]();
  return { ...topicSummary(topicSlug, locale), ...body };
}
