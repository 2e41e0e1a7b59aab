import { defineMessages, translate, type Translate } from '../../../shared/i18n/catalogue';
import { INTL_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { formatDate, type DateTextOptions } from '../../../shared/dates';
import {
  formatBudget,
  LANGUAGES,
  type Budget,
  type BudgetType,
  type Deliverable,
  type FacilitatorRole,
  type GroupSize,
  type LanguageCode,
  type SessionFormat,
} from '../../../shared/facilitation-options';
import type {
  EmploymentType,
  ExperienceLevel,
  JobSort,
  JobStatus,
  RemoteOption,
} from '../../../shared/job-options';
import en from '../../../shared/i18n/messages/en/jobs.json' with { type: 'json' };
import de from '../../../shared/i18n/messages/de/jobs.json' with { type: 'json' };

/** The job board, the job page, the Apply dialog and the words of a job's options. */
export const jobMessages = defineMessages('jobs', { en, de });

export type JobKey = keyof typeof en;
export type JobTranslate = Translate<JobKey>;

/** The messages of the options a job is described with, by option (the ids stay as they are). */
export const DELIVERY_KEYS: Record<RemoteOption, JobKey> = {
  no: 'delivery.no',
  yes: 'delivery.yes',
  hybrid: 'delivery.hybrid',
};
export const EMPLOYMENT_TYPE_KEYS: Record<EmploymentType, JobKey> = {
  'full-time': 'employmentType.full-time',
  'part-time': 'employmentType.part-time',
  contract: 'employmentType.contract',
  'one-time': 'employmentType.one-time',
};
export const EXPERIENCE_KEYS: Record<ExperienceLevel, JobKey> = {
  entry: 'experience.entry',
  intermediate: 'experience.intermediate',
  senior: 'experience.senior',
  executive: 'experience.executive',
};
export const SESSION_FORMAT_KEYS: Record<SessionFormat, JobKey> = {
  workshop: 'format.workshop',
  'strategy-retreat': 'format.strategy-retreat',
  training: 'format.training',
  'team-event': 'format.team-event',
  'leadership-meeting': 'format.leadership-meeting',
  'conference-session': 'format.conference-session',
  'community-consultation': 'format.community-consultation',
  other: 'format.other',
};
export const GROUP_SIZE_KEYS: Record<GroupSize, JobKey> = {
  '1-10': 'groupSize.1-10',
  '11-25': 'groupSize.11-25',
  '26-50': 'groupSize.26-50',
  '51-100': 'groupSize.51-100',
  '101-250': 'groupSize.101-250',
  '250+': 'groupSize.250+',
};
export const BUDGET_TYPE_KEYS: Record<BudgetType, JobKey> = {
  'fixed-fee': 'budgetType.fixed-fee',
  'day-rate': 'budgetType.day-rate',
  'hourly-rate': 'budgetType.hourly-rate',
  salary: 'budgetType.salary',
};
/** What a job page calls its budget, by its unit: "Day rate". */
export const BUDGET_NAME_KEYS: Record<BudgetType, JobKey> = {
  'fixed-fee': 'budgetName.fixed-fee',
  'day-rate': 'budgetName.day-rate',
  'hourly-rate': 'budgetName.hourly-rate',
  salary: 'budgetName.salary',
};
const BUDGET_SUFFIX_KEYS: Record<BudgetType, JobKey> = {
  'fixed-fee': 'budgetSuffix.fixed-fee',
  'day-rate': 'budgetSuffix.day-rate',
  'hourly-rate': 'budgetSuffix.hourly-rate',
  salary: 'budgetSuffix.salary',
};
export const DELIVERABLE_KEYS: Record<Deliverable, JobKey> = {
  'write-up-report': 'deliverable.write-up-report',
  'graphic-recording': 'deliverable.graphic-recording',
  'session-plan': 'deliverable.session-plan',
};
export const ROLE_KEYS: Record<FacilitatorRole, JobKey> = {
  lead: 'role.lead',
  'co-facilitator': 'role.co-facilitator',
  producer: 'role.producer',
  'graphic-recorder': 'role.graphic-recorder',
};
export const JOB_SORT_KEYS: Record<JobSort, JobKey> = {
  newest: 'sort.newest',
  session: 'sort.session',
  budget: 'sort.budget',
};
export const JOB_STATUS_KEYS: Record<JobStatus, JobKey> = {
  draft: 'status.draft',
  pending_review: 'status.pending_review',
  rejected: 'status.rejected',
  published: 'status.published',
  expired: 'status.expired',
  closed: 'status.closed',
  suspended: 'status.suspended',
};

/** A job message in `locale`, outside React. */
export const jobText = (locale: Locale, key: JobKey, values?: Parameters<JobTranslate>[1]) =>
  translate(locale, jobMessages, key, values);

/** "27 April 2027" in English, "27. April 2027" in German (see formatDate for the options). */
export const localDate = (value: string | Date, locale: Locale, options: DateTextOptions = {}): string =>
  formatDate(value, { ...options, locale });

/** A whole number as the page's language writes it: "1,200", "1.200". */
export const localNumber = (value: number, locale: Locale) => value.toLocaleString(INTL_LOCALES[locale]);

/** A language's name in `locale`: "German", "Deutsch". */
export function languageName(code: LanguageCode, locale: Locale): string {
  if (locale === 'en') return LANGUAGES[code];
  return new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' }).of(code) ?? LANGUAGES[code];
}

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
  return jobText(locale, BUDGET_SUFFIX_KEYS[budget.type], { amount });
}
