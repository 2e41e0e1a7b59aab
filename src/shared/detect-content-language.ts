import type { ContentLanguage } from './facilitation-options';

// Frequent words of one language that are not (or rarely) words of the other: "in", "an", "so", "was",
// "will", "man" and "die" are words of both and count for neither.
const GERMAN_WORDS = new Set(
  'und der das den dem des ist sind nicht mit für wir sie ein eine einen einem einer zu zum zur von auf im sich auch als bei oder werden wird wurde unsere unser unseren ihre ihr ihren uns über nach aus wie sowie durch gerne bitte'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'the and is are of to with for we you a on our your this that be or by as at from they it its their have has who'.split(
    ' ',
  ),
);

/**
 * The language a text is most likely written in, for a text whose author did not choose one: each frequent
 * German word and each umlaut or ß counts for German, each frequent English word for English; German wins
 * only with more. A guess, good for a paragraph, not for a few words: the author's choice always wins.
 * The migration that added the column ran the same count in SQL over the existing rows.
 */
export function detectContentLanguage(...texts: readonly (string | null | undefined)[]): ContentLanguage {
  const text = texts.filter(Boolean).join(' ').toLowerCase();
  let german = (text.match(/[äöüß]/g) ?? []).length;
  let english = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (GERMAN_WORDS.has(word)) german += 1;
    else if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return german > english ? 'de' : 'en';
}

/** The word lists, for the test that holds the migration's SQL to the same count. */
export const CONTENT_LANGUAGE_WORDS = { de: [...GERMAN_WORDS], en: [...ENGLISH_WORDS] };
