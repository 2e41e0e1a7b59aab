import { SITE_NAME } from './constants';
import { defineMessages, translate } from './i18n/catalogue';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import en from './i18n/messages/en/pages.json' with { type: 'json' };
import de from './i18n/messages/de/pages.json' with { type: 'json' };

/**
 * Page titles and descriptions, defined once, in every language (the catalogue namespace `pages`): the
 * pages render them through <PageMeta> (src/web/components/page-meta.tsx), whose server render gives the
 * <head> of a direct load, and the pages the browser draws get the same from
 * src/server/seo/page-heads.ts, so a crawler and a browser see the same words.
 */
export const pageMessages = defineMessages('pages', { en, de });

type PageKey = keyof typeof en;

/** A page's title with the site name. */
export const siteTitle = (title: string) => `${title} | ${SITE_NAME}`;

/** The home page's title, and the one pages without a title of their own fall back to. */
export const homeTitle = (locale: Locale = DEFAULT_LOCALE) => translate(locale, pageMessages, 'home.title');

/** The site description (index.html's in English), for pages that give none. */
export const defaultDescription = (locale: Locale = DEFAULT_LOCALE) =>
  translate(locale, pageMessages, 'site.description');

/** The title a page shows: its own with the site name, or the home page's when it has none. */
export const fullTitle = (title?: string, locale: Locale = DEFAULT_LOCALE) =>
  title ? siteTitle(title) : homeTitle(locale);

export interface PageText {
  /** Without the site name; none on the home page. */
  title?: string;
  description: string;
}

/** The public pages a crawler may load directly, by path: their messages in `pages`. */
const PAGE_KEYS = {
  '/': { description: 'home.description' },
  '/jobs': { title: 'jobs.title', description: 'jobs.description' },
  '/job-search': { title: 'jobSearch.title', description: 'jobSearch.description' },
  '/facilitators': { title: 'facilitators.title', description: 'facilitators.description' },
  '/companies': { title: 'companies.title', description: 'companies.description' },
  '/focus-areas': { title: 'focusAreas.title', description: 'focusAreas.description' },
  '/methods': { title: 'methods.title', description: 'methods.description' },
  '/about': { title: 'about.title', description: 'about.description' },
  '/terms': { title: 'terms.title', description: 'terms.description' },
  '/privacy': { title: 'privacy.title', description: 'privacy.description' },
  '/legal': { title: 'legal.title', description: 'legal.description' },
  '/review-guidelines': { title: 'reviewGuidelines.title', description: 'reviewGuidelines.description' },
  '/request-access': { title: 'requestAccess.title', description: 'requestAccess.description' },
  '/resources/effective-job-posting': {
    title: 'postingGuide.title',
    description: 'postingGuide.description',
  },
  '/auth': { title: 'auth.title', description: 'auth.description' },
  '/post-job': { title: 'postJob.title', description: 'postJob.description' },
} as const satisfies Record<string, { title?: PageKey; description: PageKey }>;

export type PublicPath = keyof typeof PAGE_KEYS;
export const PUBLIC_PATHS = Object.keys(PAGE_KEYS) as PublicPath[];

/** A public page's title and description in `locale`. */
export function pageText(locale: Locale, path: PublicPath): PageText {
  const keys: { title?: PageKey; description: PageKey } = PAGE_KEYS[path];
  return {
    title: keys.title && translate(locale, pageMessages, keys.title),
    description: translate(locale, pageMessages, keys.description),
  };
}

/**
 * The public pages' English titles and descriptions (the spec's words), by path; `pageText` gives them in
 * the page's language. Read when used, not when this module loads (the server compiles messages first).
 */
export const PUBLIC_PAGES = Object.fromEntries(
  PUBLIC_PATHS.map((path) => [
    path,
    {
      get title() {
        return pageText(DEFAULT_LOCALE, path).title;
      },
      get description() {
        return pageText(DEFAULT_LOCALE, path).description;
      },
    },
  ]),
) as Record<PublicPath, PageText>;

/** The auth page's ?mode= tabs with a title of their own; signing in has the page's. */
const AUTH_MODE_KEYS: Readonly<Record<string, PageKey>> = {
  'sign-up': 'auth.signUpTitle',
  forgot: 'auth.forgotTitle',
};

/** The auth page's title in `locale`, by its ?mode= tab ('Sign in' without one). */
export function authTitle(locale: Locale, mode: unknown): string {
  const key =
    typeof mode === 'string' && Object.hasOwn(AUTH_MODE_KEYS, mode) ? AUTH_MODE_KEYS[mode] : 'auth.title';
  return translate(locale, pageMessages, key);
}

/** The titles of the views for an address that shows nothing (the server answers them with 404). */
const NOT_FOUND_KEYS = {
  page: 'notFound.page',
  job: 'notFound.job',
  facilitator: 'notFound.facilitator',
  company: 'notFound.company',
  topic: 'notFound.topic',
} as const satisfies Record<string, PageKey>;

/** The title of the view for a `what` that does not exist, in `locale`. */
export const notFoundTitle = (locale: Locale, what: keyof typeof NOT_FOUND_KEYS) =>
  translate(locale, pageMessages, NOT_FOUND_KEYS[what]);
