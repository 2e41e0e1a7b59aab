import { describe, expect, it } from 'vitest';
import { TOPIC_SLUGS } from '../../../shared/focus-areas';
import { topicSummary } from '../../../shared/topics/topic-summaries';
import { loadTopic } from './api';

describe('loadTopic', () => {
  it.each([...TOPIC_SLUGS])('loads the %s guide in German, not its English text', async (slug) => {
    const [english, german] = await Promise.all([loadTopic(slug, 'en'), loadTopic(slug, 'de')]);
    expect(german).toMatchObject(topicSummary(slug, 'de'));
    expect(german!.longDescription).toHaveLength(english!.longDescription.length);
    expect(german!.longDescription[0]).not.toEqual(english!.longDescription[0]);
    expect(german!.benefits[0]).not.toEqual(english!.benefits[0]);
  });

  it('knows no guide for an unknown slug, in either language', async () => {
    expect(await loadTopic('no-such-topic', 'en')).toBeNull();
    expect(await loadTopic('no-such-topic', 'de')).toBeNull();
  });
});
