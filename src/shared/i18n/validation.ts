import { defineMessages } from './catalogue';
import { keyedMessages } from './keyed-messages';
import en from './messages/en/validation.json' with { type: 'json' };
import de from './messages/de/validation.json' with { type: 'json' };

/**
 * The messages of the shared zod schemas (validation.json), for the forms and the API alike. A schema
 * gives zod `vm(key, values)` as its message: the key travels with the issue and becomes text in the
 * reader's language where it is shown (`localizeMessage`, keyed-messages.ts). Limits are values of the
 * message ("{max, plural, one {# character} other {# characters}}"), never spelled into the key.
 */
export const validationMessages = defineMessages('validation', { en, de });

export type ValidationKey = keyof typeof en;

/** A validation message, by key: `.min(5, vm('jobs.titleMin', { min: 5 }))`. */
export const vm = keyedMessages(validationMessages);
