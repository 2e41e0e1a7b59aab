import { describe, expect, it } from 'vitest';
import { countLinks, jobLinkCount } from './job-links';

describe('countLinks', () => {
  it('counts http, https and www. addresses', () => {
    expect(countLinks('See https://a.example/x, http://b.example and www.c.example.')).toBe(3);
    expect(countLinks('HTTPS://LOUD.EXAMPLE')).toBe(1);
  });

  it('does not count words that only look like part of an address', () => {
    expect(countLinks('Email us at team@example.com or visit our office.')).toBe(0);
    expect(countLinks('')).toBe(0);
    expect(countLinks(null)).toBe(0);
  });

  it('adds up the free-text fields of a job', () => {
    expect(
      jobLinkCount({
        description: 'https://one.example https://two.example',
        requirements: 'www.three.example',
        responsibilities: 'https://four.example',
      }),
    ).toBe(4);
  });
});
