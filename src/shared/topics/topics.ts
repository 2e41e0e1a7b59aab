import { agileScrum } from './agile-scrum';
import { changeManagement } from './change-management';
import { conflictResolution } from './conflict-resolution';
import { designThinking } from './design-thinking';
import { digitalTransformation } from './digital-transformation';
import { diversityInclusion } from './diversity-inclusion';
import { innovation } from './innovation';
import { leadershipDevelopment } from './leadership-development';
import { performanceImprovement } from './performance-improvement';
import { strategicPlanning } from './strategic-planning';
import { teamBuilding } from './team-building';
import type { Topic } from './topic-types';
import { trainingDevelopment } from './training-development';

export type { Topic } from './topic-types';

/** All topic guides, in TOPIC_SLUGS order. */
export const TOPICS: readonly Topic[] = [
  designThinking,
  teamBuilding,
  strategicPlanning,
  trainingDevelopment,
  leadershipDevelopment,
  innovation,
  conflictResolution,
  changeManagement,
  diversityInclusion,
  performanceImprovement,
  agileScrum,
  digitalTransformation,
];

const BY_SLUG = new Map<string, Topic>(TOPICS.map((topic) => [topic.slug, topic]));

export function topicBySlug(slug: string): Topic | undefined {
  return BY_SLUG.get(slug);
}
