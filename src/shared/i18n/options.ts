import type { ApplicationStatus } from '../application-options';
import type {
  BudgetType,
  Deliverable,
  FacilitatorRole,
  GroupSize,
  SessionFormat,
} from '../facilitation-options';
import type { AlertFrequency } from '../saved-options';
import type { EmploymentType, ExperienceLevel, JobStatus, RemoteOption } from '../job-options';
import { defineMessages, translate } from './catalogue';
import type { Locale } from './locales';
import en from './messages/en/options.json' with { type: 'json' };
import de from './messages/de/options.json' with { type: 'json' };

/**
 * The key of an option's words: the option's kind and its id, as the data stores it
 * (`format.strategy-retreat`). Built from the options' own types, so the typecheck refuses an option
 * without its message, and code names a message by its value: t(`format.${job.sessionFormat}`).
 */
export type OptionKey =
  | `delivery.${RemoteOption}`
  | `employmentType.${EmploymentType}`
  | `experience.${ExperienceLevel}`
  | `format.${SessionFormat}`
  | `groupSize.${GroupSize}`
  | `budgetType.${BudgetType}`
  | `budgetName.${BudgetType}`
  | `budgetSuffix.${BudgetType}`
  | `deliverable.${Deliverable}`
  | `role.${FacilitatorRole}`
  | `jobStatus.${JobStatus}`
  | `applicationStatus.${ApplicationStatus}`
  | `alertFrequency.${AlertFrequency}`;

/**
 * The words of the options jobs, profiles and applications are described with, one catalogue for every
 * page, mail and feed that names them: `useT(optionMessages)` in a component, `optionText` elsewhere.
 */
export const optionMessages = defineMessages<OptionKey>('options', { en, de });

/** An option's words in `locale`, outside React: optionText('de', 'delivery.no') is "Vor Ort". */
export const optionText = (locale: Locale, key: OptionKey, values?: { amount: string }) =>
  translate(locale, optionMessages, key, values);

/** A list's values with their words in `locale`, as a select or a group of checkboxes offers them. */
export const optionChoices = <T extends string>(
  locale: Locale,
  values: readonly T[],
  key: (value: T) => OptionKey,
) => values.map((value) => ({ value, label: optionText(locale, key(value)) }));
