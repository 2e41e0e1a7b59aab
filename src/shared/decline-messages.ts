import { defineMessages, translate, type Translate } from './i18n/catalogue';
import type { Locale } from './i18n/locales';
import en from './i18n/messages/en/declines.json' with { type: 'json' };
import de from './i18n/messages/de/declines.json' with { type: 'json' };
import type { DeclineReason } from './declines';

/** The decline dialog, the templates page, and the default templates' text (docs/decisions/043). */
export const declineMessages = defineMessages('declines', { en, de });

export type DeclineKey = keyof typeof en;
export type DeclineT = Translate<DeclineKey>;

/** What a template's placeholders stand for. */
export interface TemplateValues {
  firstName: string;
  jobTitle: string;
  organisation: string;
}

/** A default template's name, subject and body in `locale`, its placeholders filled with `values`. */
export function defaultTemplate(locale: Locale, reason: DeclineReason, values: TemplateValues) {
  return {
    name: translate(locale, declineMessages, `template.${reason}.name`),
    subject: translate(locale, declineMessages, `template.${reason}.subject`, { ...values }),
    body: translate(locale, declineMessages, `template.${reason}.body`, { ...values }),
  };
}

/** The placeholders left as they are: a default's text as the templates page shows and edits it. */
export const RAW_VALUES: TemplateValues = {
  firstName: '{firstName}',
  jobTitle: '{jobTitle}',
  organisation: '{organisation}',
};

/** An organisation's own text with its placeholders filled in. */
export const fillTemplate = (text: string, values: TemplateValues) =>
  text
    .replaceAll('{firstName}', values.firstName)
    .replaceAll('{jobTitle}', values.jobTitle)
    .replaceAll('{organisation}', values.organisation);
