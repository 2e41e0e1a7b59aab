import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales';
import { METHOD_IDS, METHOD_TRANSLATIONS, methodName, methodText } from './methods';

describe('the methods in other languages', () => {
  it('give every method, and only the methods, a name and a description in each language', () => {
    for (const locale of LOCALES.filter((language) => language !== 'en')) {
      const translations = METHOD_TRANSLATIONS[locale as keyof typeof METHOD_TRANSLATIONS];
      expect(Object.keys(translations).sort(), locale).toEqual([...METHOD_IDS].sort());
      for (const [id, text] of Object.entries(translations)) {
        expect(Object.keys(text).sort(), `${locale} ${id}`).toEqual(['description', 'name']);
        expect(text.name.trim(), `${locale} ${id}`).not.toBe('');
        expect(text.description.trim().length, `${locale} ${id}`).toBeGreaterThan(20);
      }
    }
  });

  it('answers in the language asked for, English by default', () => {
    expect(methodName('dot-voting')).toBe('Dot Voting');
    expect(methodName('dot-voting', 'de')).toBe('Punktabfrage (Dot Voting)');
    expect(methodText('world-cafe', 'de')?.description).toMatch(/^Gespräche an kleinen Tischen/);
    expect(methodName('no-such-method', 'de')).toBe('no-such-method');
  });
});
