import { localizeMessage } from './i18n/keyed-messages';
import { describe, expect, it } from 'vitest';
import {
  earliestTodayIso,
  isIsoDate,
  localTodayIso,
  makePostJobSchema,
  PostJobSchema,
  textBlocks,
} from './jobs';

const valid = {
  title: 'Workshop facilitator',
  company: 'Acme',
  location: 'Berlin',
  description: 'x'.repeat(50),
  requirements: 'y'.repeat(20),
  focusAreas: ['agile'],
};

describe('PostJobSchema', () => {
  it('fills the spec defaults', () => {
    expect(PostJobSchema.parse(valid)).toMatchObject({
      remote: 'no',
      experience: 'intermediate',
      employmentType: 'contract',
      status: 'published',
    });
  });

  it('accepts today and later as deadline, and refuses the past', () => {
    const schema = makePostJobSchema({ today: () => '2026-06-10' });
    expect(schema.safeParse({ ...valid, applicationDeadline: '2026-06-10' }).success).toBe(true);
    const past = schema.safeParse({ ...valid, applicationDeadline: '2026-06-09' });
    expect(past.error?.issues.map((issue) => localizeMessage('en', issue.message))).toEqual([
      'The deadline must be today or later',
    ]);
    const kept = makePostJobSchema({ today: () => '2026-06-10', keepDeadline: '2026-06-01' });
    expect(kept.safeParse({ ...valid, applicationDeadline: '2026-06-01' }).success).toBe(true);
    expect(schema.parse({ ...valid, applicationDeadline: '' }).applicationDeadline).toBeNull();
  });

  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-1')).toBe(false);
  });

  it('takes the earliest "today" on Earth on the server', () => {
    const now = new Date('2026-06-10T05:00:00Z');
    expect(earliestTodayIso(now)).toBe('2026-06-09');
    expect(earliestTodayIso(new Date('2026-06-10T13:00:00Z'))).toBe('2026-06-10');
    expect(localTodayIso(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});

describe('textBlocks', () => {
  it('splits paragraphs and bullet lists', () => {
    expect(textBlocks('First line\nstill first.\n\n- one\n- two\nAfter list')).toEqual([
      { type: 'paragraph', text: 'First line still first.' },
      { type: 'list', items: ['one', 'two'] },
      { type: 'paragraph', text: 'After list' },
    ]);
  });
});
