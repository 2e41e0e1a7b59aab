import { formatBudget, type Budget } from '../facilitation-options';
import { defineMessages, translate } from './catalogue';
import { INTL_LOCALES, type Locale } from './locales';
import { optionText } from './options';
import en from './messages/en/money.json' with { type: 'json' };
import de from './messages/de/money.json' with { type: 'json' };

/** An open-ended amount: "from €900", "bis 1.500 €". */
const moneyMessages = defineMessages('money', { en, de });

/**
 * A job's budget as its card, page and feed show it: "€900–€1,200 per day", "900–1.200 € pro Tag". English
 * writes the amounts as `numberLocale` does (the reader's, once a page runs), German in German.
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
        ? translate(locale, moneyMessages, 'from', { amount: format.format(min) })
        : min === null && max !== null
          ? translate(locale, moneyMessages, 'upTo', { amount: format.format(max) })
          : format.format((min ?? max)!);
  return optionText(locale, `budgetSuffix.${budget.type}`, { amount });
}
