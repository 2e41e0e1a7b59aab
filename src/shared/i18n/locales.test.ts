import { describe, expect, it } from 'vitest';
import { localizedPath, negotiateLocale, splitLocale } from './locales';

describe('the site languages', () => {
  it.each([
    ['/', 'en', '/'],
    ['/jobs/1', 'en', '/jobs/1'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/jobs/1', 'de', '/jobs/1'],
    ['/dev/null', 'en', '/dev/null'],
    ['/en/jobs', 'en', '/en/jobs'],
  ])('reads %s as %s page %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it('writes a path in each language, English at the root', () => {
    expect(localizedPath('en', '/jobs')).toBe('/jobs');
    expect(localizedPath('de', '/jobs')).toBe('/de/jobs');
    expect(localizedPath('de', '/')).toBe('/de');
    expect(localizedPath('de', '/?q=x')).toBe('/de?q=x');
  });

  it('answers an API request in the first of our languages its Accept-Language names', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(negotiateLocale('en;q=0.5,de;q=0.9')).toBe('de');
    expect(negotiateLocale('fr, it')).toBe('en');
    expect(negotiateLocale('de;q=0')).toBe('en');
  });
});
