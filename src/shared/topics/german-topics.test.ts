import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOPIC_SLUGS } from '../focus-areas';
import { focusAreaName, FOCUS_AREAS } from '../focus-areas';
import type { Topic, TopicBody, TopicSummaryText } from './topic-types';
import { topicSummaries, topicSummary, TOPIC_SUMMARY } from './topic-summaries';
import { TOPICS } from './topics';

const GERMAN = path.join(import.meta.dirname, 'de');
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(GERMAN, file), 'utf8'));

/** A value's shape: every string becomes 'text', so two guides compare by structure alone. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  return typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const LINK_RE = /\[([^\]]+)\]\(([^)]+)\)/g;
const links = (paragraphs: string[]) =>
  paragraphs.flatMap((text) => [...text.matchAll(LINK_RE)].map((m) => m[2]));

function bodyOf(topic: Topic): TopicBody {
  const {
    slug: _slug,
    title: _title,
    description: _description,
    icon: _icon,
    color: _color,
    ...body
  } = topic;
  return body;
}

describe('the German topic guides', () => {
  it('are there for every topic, one file each (de/<slug>.json)', () => {
    const guides = fs
      .readdirSync(GERMAN)
      .filter((file) => file !== 'summaries.json')
      .map((file) => file.replace(/\.json$/, ''));
    expect(guides.sort()).toEqual([...TOPIC_SLUGS].sort());
    expect(TOPICS.map((topic) => topic.slug).sort()).toEqual([...TOPIC_SLUGS].sort());
  });

  describe.each(TOPICS.map((topic) => [topic.slug, topic] as const))('%s', (slug, english) => {
    const german = read(`${slug}.json`) as TopicBody;

    it('has the English guide’s structure: the same sections, items and fields', () => {
      expect(shape(german)).toEqual(shape(bodyOf(english)));
    });

    it('fills every text in, in German', () => {
      for (const text of strings(german)) expect(text.trim()).not.toBe('');
      expect(german.longDescription.join(' ')).not.toEqual(english.longDescription.join(' '));
    });

    it('links the same topics as the English guide, in the same order, as site paths', () => {
      expect(links(german.longDescription)).toEqual(links(english.longDescription));
      for (const target of links(german.longDescription)) expect(target).toMatch(/^\/topics\/[a-z-]+$/);
    });

    it('uses German typography: no straight double quotes', () => {
      for (const text of strings(german)) expect(text).not.toContain('"');
    });
  });
});

describe('the German topic summaries', () => {
  const summaries = read('summaries.json') as Record<string, TopicSummaryText>;

  it('name and describe every topic, briefly', () => {
    expect(Object.keys(summaries)).toEqual([...TOPIC_SLUGS]);
    for (const slug of TOPIC_SLUGS) {
      expect(Object.keys(summaries[slug]!).sort()).toEqual(['description', 'title']);
      expect(summaries[slug]!.title.trim()).not.toBe('');
      expect(summaries[slug]!.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('keep slug, icon and colour of the English summary', () => {
    for (const slug of TOPIC_SLUGS) {
      const { slug: s, icon, color } = TOPIC_SUMMARY[slug];
      expect(topicSummary(slug, 'de')).toMatchObject({ slug: s, icon, color, ...summaries[slug] });
      expect(topicSummary(slug, 'en')).toBe(TOPIC_SUMMARY[slug]);
    }
    expect(topicSummaries('de').map((summary) => summary.slug)).toEqual([...TOPIC_SLUGS]);
  });

  it('name the focus areas', () => {
    for (const area of FOCUS_AREAS) {
      expect(focusAreaName(area.id, 'en')).toBe(area.label);
      expect(focusAreaName(area.id, 'de')).toBe(summaries[area.slug]!.title);
    }
    expect(focusAreaName('team-building', 'de')).toBe('Teamentwicklung');
  });
});
