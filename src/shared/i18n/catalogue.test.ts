import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { defineMessages, translate } from './catalogue';
import { LOCALES } from './locales';

const MESSAGES = path.join(import.meta.dirname, 'messages');
const SRC = path.join(import.meta.dirname, '..', '..');

const namespaces = fs.readdirSync(path.join(MESSAGES, 'en')).map((file) => file.replace(/\.json$/, ''));
const catalogue = (locale: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(MESSAGES, locale, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** Every source file's text, once: where a key must be used. */
function sources(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(file, found);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      found.push(fs.readFileSync(file, 'utf8'));
  }
  return found;
}

describe('the message catalogue', () => {
  it('has every language for every namespace, with the same keys', () => {
    for (const locale of LOCALES) {
      expect(fs.readdirSync(path.join(MESSAGES, locale)).sort(), locale).toEqual(
        namespaces.map((name) => `${name}.json`).sort(),
      );
    }
    for (const namespace of namespaces) {
      const english = Object.keys(catalogue('en', namespace)).sort();
      for (const locale of LOCALES) {
        expect(Object.keys(catalogue(locale, namespace)).sort(), `${locale}/${namespace}.json`).toEqual(
          english,
        );
      }
    }
  });

  it('holds only valid, non-empty ICU messages', () => {
    for (const namespace of namespaces) {
      for (const locale of LOCALES) {
        for (const [key, message] of Object.entries(catalogue(locale, namespace))) {
          expect(message.trim(), `${locale}/${namespace}.json ${key}`).not.toBe('');
          expect(() => compileMessageOrThrow(message), `${locale}/${namespace}.json ${key}`).not.toThrow();
        }
      }
    }
  });

  it('uses every key somewhere in the code', () => {
    const code = sources(SRC).join('\n');
    // A key built from a value, t(`format.${job.sessionFormat}`), is used where a template starts with its
    // prefix up to a dot: `format.` counts for every format, never for a key of another prefix.
    const prefixes = [...new Set([...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1]!))];
    const templated = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));
    for (const namespace of namespaces) {
      const unused = Object.keys(catalogue('en', namespace)).filter(
        (key) =>
          !code.includes(`'${key}'`) &&
          !code.includes(`"${key}"`) &&
          !code.includes(`\`${key}\``) &&
          !templated(key),
      );
      expect(unused, `unused keys of ${namespace}`).toEqual([]);
    }
  });

  it('formats plurals and values by the language’s rules', () => {
    const sample = defineMessages('test-sample', {
      en: { jobs: '{count, plural, one {# job} other {# jobs}} in {city}' },
      de: { jobs: '{count, plural, one {# Job} other {# Jobs}} in {city}' },
    });
    expect(translate('en', sample, 'jobs', { count: 1, city: 'Berlin' })).toBe('1 job in Berlin');
    expect(translate('en', sample, 'jobs', { count: 1200, city: 'Berlin' })).toBe('1,200 jobs in Berlin');
    expect(translate('de', sample, 'jobs', { count: 1200, city: 'München' })).toBe('1.200 Jobs in München');
  });
});
