import { setupI18n, type I18n } from '@lingui/core';
import { INTL_LOCALES, LOCALES, type Locale } from './locales';

/**
 * The message catalogue: one per language, kept as one JSON file per namespace and language
 * (`messages/en/jobs.json`, `messages/de/jobs.json`), each message in ICU MessageFormat
 * ("{count, plural, one {# job} other {# jobs}}"). Lingui formats them (decision 037): its runtime is a
 * few KiB, and the web build compiles every catalogue file ahead of time (vite.config.ts), so no parser
 * reaches the browser; the server compiles on first use (src/server/i18n.ts).
 *
 * A namespace is declared once, in its `*.messages.ts` module, with `defineMessages`: the English file
 * gives the keys, and the typecheck refuses a language that lacks one. Code then asks for a message by
 * its typed key: `useT(jobMessages)('title')` in a component, `translate(locale, jobMessages, 'title')`
 * elsewhere.
 */

/** Values a message interpolates: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date | undefined>;

export interface Namespace<K extends string> {
  readonly name: string;
  /** Not a value: carries the namespace's keys for the typecheck. */
  readonly keys?: K;
}

/** A namespace's messages in one language: `t('title')`, `t('results', { count })`. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

const instances = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: {} } }),
  ]),
) as Record<Locale, I18n>;

const namespaces = new Map<string, Record<Locale, Record<string, unknown>>>();

/**
 * Declares a namespace from its catalogue files. The English file's keys are the namespace's keys; every
 * other language must have each of them (the typecheck says which is missing).
 */
export function defineMessages<K extends string>(
  name: string,
  catalogues: { en: Record<K, string> } & Record<Exclude<Locale, 'en'>, Record<NoInfer<K>, string>>,
): Namespace<K> {
  if (namespaces.has(name)) throw new Error(`The message namespace "${name}" is declared twice.`);
  namespaces.set(name, catalogues);
  for (const locale of LOCALES) {
    const messages = Object.fromEntries(
      Object.entries(catalogues[locale]).map(([key, message]) => [`${name}.${key}`, message]),
    );
    instances[locale].load(locale, messages as never);
  }
  return { name };
}

/** One message of a namespace in `locale`. */
export function translate<K extends string>(
  locale: Locale,
  namespace: Namespace<K>,
  key: K,
  values?: MessageValues,
): string {
  return instances[locale]._(`${namespace.name}.${key}`, values);
}

/** A namespace's messages in `locale`, as one function. */
export function translator<K extends string>(locale: Locale, namespace: Namespace<K>): Translate<K> {
  return (key, values) => translate(locale, namespace, key, values);
}

/** Whether `key` is a message of `namespace` (for keys that arrive as data, such as a zod issue's). */
export function hasMessage(namespace: Namespace<string>, key: string): boolean {
  return Object.hasOwn(namespaces.get(namespace.name)?.en ?? {}, key);
}

/**
 * Lets the formatter compile catalogues at runtime: for code that imports the JSON files as they are
 * (the server run by tsx), where the web build's compiler has not run.
 */
export function compileMessagesWith(compiler: Parameters<I18n['setMessagesCompiler']>[0]): void {
  for (const locale of LOCALES) instances[locale].setMessagesCompiler(compiler);
}
