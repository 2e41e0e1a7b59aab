import type { TopicSlug } from '../focus-areas';
import type { Locale } from '../i18n/locales';
import german from './de/summaries.json' with { type: 'json' };
import type { TopicSummary, TopicSummaryText } from './topic-types';

/**
 * What a card and a page head show of each topic guide: a few hundred bytes
 * each, where a whole guide is ~9 KB. The guides spread these in.
 */
export const TOPIC_SUMMARY: Record<TopicSlug, TopicSummary> = {
  'design-thinking': {
    slug: 'design-thinking',
    title: 'Design Thinking',
    description:
      'Human-centered problem solving: facilitators guide teams from user research to tested prototypes, so decisions rest on evidence rather than assumptions.',
    icon: 'Lightbulb',
    color: 'yellow',
  },
  'team-building': {
    slug: 'team-building',
    title: 'Team Building',
    description:
      'Facilitated sessions that help teams build trust, clarify roles and agree on how they work together, going well beyond one-off social activities.',
    icon: 'Users',
    color: 'green',
  },
  'strategic-planning': {
    slug: 'strategic-planning',
    title: 'Strategic Planning',
    description:
      'Facilitated planning that helps leadership teams agree on where they are going, what they will stop doing, and how progress will be measured.',
    icon: 'Target',
    color: 'blue',
  },
  'training-development': {
    slug: 'training-development',
    title: 'Training & Development',
    description:
      'Learning experiences designed and delivered by skilled facilitators, built around the skills people need on the job and how they will apply them.',
    icon: 'GraduationCap',
    color: 'purple',
  },
  'leadership-development': {
    slug: 'leadership-development',
    title: 'Leadership Development',
    description:
      'Programmes and workshops that help new and experienced leaders build self-awareness, lead teams through uncertainty and make better decisions.',
    icon: 'Crown',
    color: 'orange',
  },
  innovation: {
    slug: 'innovation',
    title: 'Innovation',
    description:
      'Facilitation that helps organisations generate, test and scale new ideas, from structured ideation sessions to ongoing innovation programmes.',
    icon: 'Rocket',
    color: 'yellow',
  },
  'conflict-resolution': {
    slug: 'conflict-resolution',
    title: 'Conflict Resolution',
    description:
      'Neutral facilitators and mediators who help individuals and teams work through disagreements, rebuild trust and agree on how to move forward.',
    icon: 'Handshake',
    color: 'green',
  },
  'change-management': {
    slug: 'change-management',
    title: 'Change Management',
    description:
      'Facilitators who help organisations plan and lead change, engaging the people affected so new structures, systems and ways of working are adopted.',
    icon: 'RefreshCw',
    color: 'blue',
  },
  'diversity-inclusion': {
    slug: 'diversity-inclusion',
    title: 'Diversity & Inclusion',
    description:
      'Facilitated sessions that help organisations build fair practices and inclusive cultures where people with different backgrounds can contribute fully.',
    icon: 'HeartHandshake',
    color: 'purple',
  },
  'performance-improvement': {
    slug: 'performance-improvement',
    title: 'Performance Improvement',
    description:
      'Facilitators who help teams diagnose why results fall short and fix the underlying causes, whether they lie in processes, goals, skills or systems.',
    icon: 'TrendingUp',
    color: 'orange',
  },
  'agile-scrum': {
    slug: 'agile-scrum',
    title: 'Agile & Scrum',
    description:
      'Facilitators and agile coaches who help teams deliver in short cycles, run effective Scrum events and adapt agile practices to their real context.',
    icon: 'Repeat',
    color: 'blue',
  },
  'digital-transformation': {
    slug: 'digital-transformation',
    title: 'Digital Transformation',
    description:
      'Facilitators who help organisations align leaders, redesign processes and bring people along as they adopt new technology and digital ways of working.',
    icon: 'Cpu',
    color: 'green',
  },
};

/** Every topic's summary, in TOPIC_SLUGS order. */
export const TOPIC_SUMMARIES: readonly TopicSummary[] = Object.values(TOPIC_SUMMARY);

/**
 * The summaries' words in the languages other than English: JSON data (de/summaries.json), like the
 * translated guides, whose titles and descriptions they are. A focus area's name is its guide's title.
 */
const TRANSLATED_SUMMARY: Record<Exclude<Locale, 'en'>, Record<TopicSlug, TopicSummaryText>> = {
  de: german,
};

/** A topic's summary in `locale`. */
export function topicSummary(slug: TopicSlug, locale: Locale): TopicSummary {
  const summary = TOPIC_SUMMARY[slug];
  return locale === 'en' ? summary : { ...summary, ...TRANSLATED_SUMMARY[locale][slug] };
}

/** Every topic's summary in `locale`, in TOPIC_SLUGS order. */
export const topicSummaries = (locale: Locale): readonly TopicSummary[] =>
  TOPIC_SUMMARIES.map((summary) => topicSummary(summary.slug, locale));
