import { describe, expect, it } from 'vitest';
import { TOPIC_SLUGS, focusAreaBySlug } from '../focus-areas';
import type { Topic } from './topic-types';
import { TOPIC_SUMMARIES, TOPIC_SUMMARY } from './topic-summaries';
import { TOPICS, topicBySlug } from './topics';

const LINK_RE = /\[([^\]]+)\]\(\/topics\/([^)]+)\)/g;

function links(text: string): string[] {
  return [...text.matchAll(LINK_RE)].map((match) => match[2] ?? '');
}

/** Every human-readable string in a topic (excludes slug, icon and color). */
function textFields(topic: Topic): string[] {
  return [
    topic.title,
    topic.description,
    ...topic.longDescription,
    ...topic.benefits,
    ...topic.keySkills,
    ...topic.methodologies.flatMap((m) => [m.name, m.description]),
    ...topic.tools.flatMap((t) => [t.name, t.description]),
    ...topic.faq.flatMap((f) => [f.question, f.answer]),
    ...topic.processPhases.flatMap((p) => [p.phase, p.description, ...p.activities]),
    ...topic.caseStudies.flatMap((c) => [c.title, c.description, c.outcome]),
    ...topic.quickFacts.flatMap((q) => [q.label, q.value]),
  ];
}

function wordCount(topic: Topic): number {
  return textFields(topic)
    .join(' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
}

describe('TOPICS', () => {
  it('has exactly one topic per slug, in TOPIC_SLUGS order', () => {
    expect(TOPICS).toHaveLength(12);
    expect(TOPICS.map((topic) => topic.slug)).toEqual([...TOPIC_SLUGS]);
  });

  it('looks topics up by slug', () => {
    for (const slug of TOPIC_SLUGS) {
      expect(topicBySlug(slug)?.slug).toBe(slug);
    }
    expect(topicBySlug('no-such-topic')).toBeUndefined();
  });

  describe.each(TOPICS.map((topic) => [topic.slug, topic] as const))('%s', (slug, topic) => {
    it('has every field filled in', () => {
      for (const value of [topic.title, topic.description, topic.icon, topic.color]) {
        expect(value.trim()).not.toBe('');
      }
      for (const list of [
        topic.longDescription,
        topic.benefits,
        topic.keySkills,
        topic.methodologies,
        topic.tools,
        topic.processPhases,
        topic.caseStudies,
        topic.quickFacts,
      ]) {
        expect(list.length).toBeGreaterThan(0);
      }
      for (const text of textFields(topic)) {
        expect(text.trim()).not.toBe('');
      }
      for (const phase of topic.processPhases) {
        expect(phase.activities.length).toBeGreaterThan(0);
      }
    });

    it('has the expected FAQ', () => {
      if (slug === 'change-management') {
        expect(topic.faq).toEqual([]);
      } else {
        expect(topic.faq.length).toBeGreaterThanOrEqual(3);
      }
    });

    it('has at least 900 words of content', () => {
      expect(wordCount(topic)).toBeGreaterThanOrEqual(900);
    });

    it('links only to other existing topics', () => {
      const targets = topic.longDescription.flatMap(links);
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        expect(TOPIC_SLUGS).toContain(target);
        expect(target).not.toBe(slug);
      }
    });

    it('uses the focus-area color', () => {
      expect(topic.color).toBe(focusAreaBySlug(slug)?.color);
    });

    it('tells its examples as examples, never as "fictional"', () => {
      for (const text of textFields(topic)) expect(text).not.toMatch(/fictional/i);
    });

    it('has a short description', () => {
      expect(topic.description.length).toBeLessThanOrEqual(170);
    });
  });

  it('links design thinking to innovation, training and strategic planning', () => {
    const targets = topicBySlug('design-thinking')?.longDescription.flatMap(links) ?? [];
    expect(targets).toEqual(
      expect.arrayContaining(['innovation', 'training-development', 'strategic-planning']),
    );
  });
});

describe('topic summaries', () => {
  it('list every topic in TOPIC_SLUGS order, and each guide carries its own', () => {
    expect(TOPIC_SUMMARIES.map((summary) => summary.slug)).toEqual([...TOPIC_SLUGS]);
    for (const topic of TOPICS) {
      const { slug, title, description, icon, color } = topic;
      expect({ slug, title, description, icon, color }).toEqual(TOPIC_SUMMARY[slug]);
    }
  });
});
