import type { TopicSlug } from '../../../shared/focus-areas';
import type { Topic } from '../../../shared/topics/topic-types';

/**
 * One chunk per topic guide: a topic page downloads only the guide it shows.
 * (The data files are ~9 KB each; all twelve at once would dominate the chunk.)
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

/** The topic guide for a slug, or null when there is none. */
export async function loadTopic(slug: string): Promise<Topic | null> {
  if (!Object.hasOwn(TOPIC_MODULES, slug)) return null;
  return TOPIC_MODULES[slug as TopicSlug]();
}
