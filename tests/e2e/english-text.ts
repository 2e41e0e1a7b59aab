import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const SHARED_DIR = path.join(import.meta.dirname, '../../src/shared');
const MESSAGES_DIR = path.join(SHARED_DIR, 'i18n/messages');
/** German texts beside the catalogues: the topic guides and the methods (German keeps "Change Management"). */
const GERMAN_TEXTS = [
  ...fs
    .readdirSync(path.join(SHARED_DIR, 'topics/de'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(SHARED_DIR, 'topics/de', file)),
  path.join(SHARED_DIR, 'methods.de.json'),
];

type Catalogue = Record<string, string>;

const readCatalogues = (locale: string): Record<string, Catalogue> =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(MESSAGES_DIR, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(fs.readFileSync(path.join(MESSAGES_DIR, locale, file), 'utf8')) as Catalogue,
      ]),
  );

/**
 * The fixed text of an ICU message: the parts outside its placeholders, plural branches and tags
 * ("Signed in as {email}" gives "Signed in as"), each trimmed.
 */
export function fixedParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of message.replace(/<\/?\w+\/?>/g, '{}').replace(/''/g, "'")) {
    if (char === '{') {
      if (depth === 0) parts.push(current);
      current = '';
      depth++;
    } else if (char === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) current += char;
  }
  parts.push(current);
  return parts.map((part) => part.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

const wordCount = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0;

/**
 * The English catalogue's own words, which a German page must not show: every fixed part of two words
 * or more of a message whose German differs, unless the German catalogues use the same words somewhere
 * or the German topic guides and methods do (a name such as "Art of Hosting" is the same in both).
 */
function englishPhrases(): string[] {
  const en = readCatalogues('en');
  const de = readCatalogues('de');
  const german = [
    ...Object.values(de).flatMap((catalogue) => Object.values(catalogue)),
    ...GERMAN_TEXTS.map((file) => fs.readFileSync(file, 'utf8')),
  ].join('\n');
  const phrases = new Set<string>();
  for (const [namespace, catalogue] of Object.entries(en)) {
    for (const [key, message] of Object.entries(catalogue)) {
      if (de[namespace]?.[key] === message) continue;
      for (const part of fixedParts(message))
        if (wordCount(part) >= 2 && !german.includes(part)) phrases.add(part);
    }
  }
  return [...phrases];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases as whole-word patterns, longest first, so that a finding names the longest phrase. */
const PHRASES = englishPhrases()
  .sort((a, b) => b.length - a.length)
  .map((phrase) => ({ phrase, pattern: new RegExp(`(?<!\\p{L})${escape(phrase)}(?!\\p{L})`, 'u') }));

/** English words that German text does not use (a user's own text is marked with its language and skipped). */
const ENGLISH_WORDS = /\b(the|and|your|with|you|our|this|for)\b/i;

/**
 * Every piece of UI text of the page: the visible text nodes of `body` and the text of its options,
 * placeholders, labels, titles and alt texts, except inside an element marked with another language
 * (a user's own text, WCAG 3.1.2) or `translate="no"`.
 */
export function uiTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const foreign = '[lang]:not([lang="de"]), [translate="no"], script, style, noscript, template';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(foreign) || !parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      'option, [placeholder], [aria-label], [title], [alt]',
    )) {
      if (element.closest(foreign)) continue;
      if (element instanceof HTMLOptionElement) texts.push(element.text);
      for (const name of ['placeholder', 'aria-label', 'title', 'alt'])
        texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** A piece of English UI text on a page: what gave it away, and the text it was found in. */
export interface EnglishText {
  found: string;
  text: string;
}

/**
 * All the phrases in one pattern: it answers whether a text holds any of them in one pass, where trying
 * each phrase's own pattern in turn cost a German page (whose texts hold none) a fifth of a second of
 * CPU. Only a text it finds something in is searched again for the phrase to name.
 */
const ANY_PHRASE = new RegExp(
  `(?<!\\p{L})(?:${PHRASES.map(({ phrase }) => escape(phrase)).join('|')})(?!\\p{L})`,
  'u',
);

/** The English catalogue phrases and English words in `texts`, one finding per text. */
export function englishIn(texts: readonly string[]): EnglishText[] {
  const findings: EnglishText[] = [];
  for (const text of new Set(texts)) {
    const phrase = ANY_PHRASE.test(text)
      ? PHRASES.find(({ pattern }) => pattern.test(text))?.phrase
      : undefined;
    const word = text.match(ENGLISH_WORDS)?.[0];
    if (phrase) findings.push({ found: `"${phrase}"`, text });
    else if (word) findings.push({ found: `the word "${word}"`, text });
  }
  return findings;
}
