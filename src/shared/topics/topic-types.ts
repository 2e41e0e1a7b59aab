import type { TopicColor, TopicSlug } from '../focus-areas';

export interface TopicMethodology {
  name: string;
  description: string;
}

export interface TopicTool {
  name: string;
  description: string;
}

export interface TopicFaq {
  question: string;
  answer: string;
}

export interface TopicPhase {
  phase: string;
  description: string;
  activities: string[];
}

export interface TopicCaseStudy {
  title: string;
  description: string;
  outcome: string;
}

export interface TopicQuickFact {
  label: string;
  value: string;
}

/** What cards and page heads show of a topic (topic-summaries.ts). */
export interface TopicSummary {
  slug: TopicSlug;
  title: string;
  /** One or two sentences, used on cards and as the meta description (max ~160 chars). */
  description: string;
  /** A lucide-react icon component name, e.g. 'Lightbulb'. */
  icon: string;
  color: TopicColor;
}

export interface Topic extends TopicSummary {
  /** Paragraphs; links to other topics are written as [label](/topics/other-slug). */
  longDescription: string[];
  benefits: string[];
  keySkills: string[];
  methodologies: TopicMethodology[];
  tools: TopicTool[];
  /** Empty for 'change-management' (its guide has no FAQ). */
  faq: TopicFaq[];
  processPhases: TopicPhase[];
  caseStudies: TopicCaseStudy[];
  quickFacts: TopicQuickFact[];
}

/**
 * A guide without its summary: what a translated guide's JSON file holds (src/shared/topics/de/<slug>.json);
 * its summary comes from that language's summaries.json, as an English guide spreads in TOPIC_SUMMARY.
 */
export type TopicBody = Omit<Topic, keyof TopicSummary>;

/** The words of a summary in another language: slug, icon and colour are the English summary's. */
export type TopicSummaryText = Pick<TopicSummary, 'title' | 'description'>;
