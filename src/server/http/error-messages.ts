import { defineMessages } from '../../shared/i18n/catalogue';
import { keyedMessages } from '../../shared/i18n/keyed-messages';
import en from '../../shared/i18n/messages/en/errors.json' with { type: 'json' };
import de from '../../shared/i18n/messages/de/errors.json' with { type: 'json' };

/**
 * The messages of the API's own errors (errors.json): the typed errors services throw (`notFound(em('jobs.notFound'))`)
 * and the error handler's fixed answers. Like the schemas' messages (src/shared/i18n/validation.ts) they
 * travel as keys and the error handler answers them in the request's language (keyed-messages.ts).
 */
export const errorMessages = defineMessages('errors', { en, de });

/** An API error's message, by key: `conflict(em('applications.alreadyApplied'))`. */
export const em = keyedMessages(errorMessages);
