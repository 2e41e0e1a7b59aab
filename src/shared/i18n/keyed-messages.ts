import { hasMessage, translate, type MessageValues, type Namespace } from './catalogue';
import type { Locale } from './locales';

/**
 * Messages that travel as keys: what a zod schema gives as an issue's message, and what a service puts in
 * a typed API error. Both sides share one catalogue and one rule.
 *
 * - A schema (or a service) declares its message once, by key, with the values it interpolates:
 *   `.max(JOB_TITLE_MAX, vm('jobs.titleMax', { max: JOB_TITLE_MAX }))` (`vm` of src/shared/i18n/validation.ts,
 *   `em` of src/server/http/error-messages.ts). What it returns is the key as data, not text:
 *   `validation:jobs.titleMax {"max":200}`.
 * - The key becomes text where it reaches a reader, in the reader's language, with `localizeMessage`: the
 *   server's error handler (the request's Accept-Language, `requestLocale`) for `message` and
 *   `fieldErrors`; the web's field errors (`FormField`, `useLocalizeMessage`, the page's language).
 * - Anything else (zod's own messages, a text the server already translated) is shown as it is, so a
 *   message may pass through `localizeMessage` any number of times.
 */

export type KeyValues = Record<string, string | number>;

const PATTERN = /^([a-z][\w-]*):([\w.-]+)(?: (\{.*\}))?$/s;

const registry = new Map<string, Namespace<string>>();

/** The encoder of a namespace's keyed messages: `(key, values?)` → the message as data. */
export function keyedMessages<K extends string>(namespace: Namespace<K>) {
  registry.set(namespace.name, namespace);
  return (key: K, values?: KeyValues): string =>
    `${namespace.name}:${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
}

/** A keyed message's namespace, key and values; undefined for any other text. */
export function parseKeyedMessage(
  message: string,
): { namespace: Namespace<string>; key: string; values?: MessageValues } | undefined {
  const match = PATTERN.exec(message);
  if (!match) return undefined;
  const namespace = registry.get(match[1]);
  if (!namespace || !hasMessage(namespace, match[2])) return undefined;
  let values: MessageValues | undefined;
  if (match[3]) {
    try {
      values = JSON.parse(match[3]) as MessageValues;
    } catch {
      return undefined;
    }
  }
  return { namespace, key: match[2], values };
}

/** A message as a reader in `locale` reads it: a keyed message translated, any other text as it is. */
export function localizeMessage(locale: Locale, message: string): string {
  const parsed = parseKeyedMessage(message);
  return parsed ? translate(locale, parsed.namespace, parsed.key, parsed.values) : message;
}

/** Every message of a `fieldErrors` map, localized. */
export function localizeFieldErrors(
  locale: Locale,
  fieldErrors: Record<string, string[]>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [
      field,
      messages.map((message) => localizeMessage(locale, message)),
    ]),
  );
}
