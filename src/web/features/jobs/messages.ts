import { defineMessages, translate, type Translate } from '../../../shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { optionText } from '../../../shared/i18n/options';
import { formatBudget, type Budget } from '../../../shared/facilitation-options';
import en from '../../../shared/i18n/messages/en/jobs.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/jobs.json' with { type: 'json' };

/** The job board, the job page, the Apply dialog and the words of a job's options. */
export const jobMessages = defineMessages('jobs', { en, de });

export type JobKey = keyof typeof en;
export type JobTranslate = Translate<JobKey>;

/** A job message in `locale`, outside React. */
export const jobText = (locale: Locale, key: JobKey, values?: Parameters<JobTranslate>[1]) =>
  translate(locale, jobMessages, key, values);

/**
 * A job's budget as its card shows it: "€900–€1,200 per day", "900–1.200 € pro Tag". An English page
 * writes the amounts as `numberLocale` does (the reader's, once the page runs), a German one in German.
 */
export function budgetText(budget: Budget, locale: Locale, numberLocale?: string): string {
  if (locale === 'en') return formatBudget(budget, numberLocale);
  const format = new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: budget.currency,
    maximumFractionDigits: 0,
  });
  const { min, max } = budget;
  const amount =
    min !== null && max !== null && min !== max
      ? `${format.format(min)}–${format.format(max)}`
      : min !== null && max === null
        ? jobText(locale, 'money.from', { amount: format.format(min) })
        : min === null && max !== null
          ? jobText(locale, 'money.upTo', { amount: format.format(max) })
          : format.format((min ?? max)!);
  return optionText(locale, `budgetSuffix.${budget.type}`, { amount });
}
