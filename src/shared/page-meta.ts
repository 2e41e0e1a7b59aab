import { SITE_NAME } from './constants';

/**
 * Page titles and descriptions, defined once: the pages render them through
 * <PageMeta> (src/web/components/page-meta.tsx), whose server render gives the
 * <head> of a direct load, and the pages the browser draws get the same from
 * src/server/seo/page-heads.ts, so a crawler and a browser see the same words.
 */

/** A page's title with the site name. */
export const siteTitle = (title: string) => `${title} | ${SITE_NAME}`;

/** The title a page shows: its own with the site name, or the home page's when it has none. */
export const fullTitle = (title?: string) => (title ? siteTitle(title) : HOME_TITLE);

/** The home page's title, and the one pages without a title of their own fall back to. */
export const HOME_TITLE = `${SITE_NAME} — hire expert facilitators`;

/** The site description of index.html, for pages that give none. */
export const DEFAULT_DESCRIPTION = `${SITE_NAME} is the job marketplace for professional facilitators: organisations post workshops, meetings and trainings; facilitators find their next engagement.`;

export interface PageText {
  /** Without the site name; none on the home page. */
  title?: string;
  description: string;
}

/** The public pages a crawler may load directly, by path. */
export const PUBLIC_PAGES = {
  '/': {
    description: `${SITE_NAME} connects organisations with expert facilitators for workshops, strategy sessions, trainings and team events, and helps facilitators find their next engagement.`,
  },
  '/jobs': {
    title: 'Facilitation Jobs',
    description:
      'Browse facilitation jobs: design sprints, team offsites, strategy retreats, leadership programmes and more.',
  },
  '/job-search': {
    title: 'Find Facilitation Jobs',
    description:
      'Search facilitation, training and workshop jobs by keyword and location, including remote roles.',
  },
  '/facilitators': {
    title: 'Find Facilitators',
    description: 'Search experienced facilitators by name, skill, location and focus area.',
  },
  '/companies': {
    title: 'Find Companies',
    description: `Organisations that hire facilitators on ${SITE_NAME}, with their open jobs.`,
  },
  '/focus-areas': {
    title: 'Facilitation Focus Areas',
    description:
      'Explore twelve facilitation focus areas, from design thinking to digital transformation, and find open jobs and expert facilitators in each.',
  },
  '/methods': {
    title: 'Facilitation methods',
    description:
      'Forty named facilitation methods buyers ask for — Liberating Structures, LEGO Serious Play, Open Space, World Café, ToP and more — each described, with the facilitators who practise it.',
  },
  '/about': {
    title: 'About',
    description: `${SITE_NAME} connects organisations with expert facilitators for strategy sessions, workshops, trainings and change programmes.`,
  },
  '/terms': {
    title: 'Terms of Service',
    description: `The terms that govern your use of ${SITE_NAME}, the marketplace where organisations post facilitation jobs and professional facilitators apply.`,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: `How ${SITE_NAME} collects, stores and shares personal data, which cookies we use, and how to exercise your rights under the GDPR.`,
  },
  '/legal': {
    title: 'Site Notice',
    description: `Legal information about the operator of ${SITE_NAME} (Impressum pursuant to § 5 DDG).`,
  },
  '/request-access': {
    title: 'Request Access',
    description: `Request access to ${SITE_NAME} as a facilitator or as a company posting jobs. Requests are reviewed within 1-2 business days.`,
  },
  '/resources/effective-job-posting': {
    title: 'How to Write an Effective Facilitation Job Posting',
    description:
      'A practical guide for organisations: what to include in a facilitation brief, how to describe outcomes, timeline and budget, common mistakes, a complete example and a checklist.',
  },
  '/auth': {
    title: 'Sign in',
    description: `Sign in to ${SITE_NAME} or create a free account as a company or a facilitator.`,
  },
  '/post-job': {
    title: 'Post a Facilitation Job',
    description: 'Describe your event or programme and reach expert facilitators.',
  },
} as const satisfies Record<string, PageText>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

/** The auth page's title follows its ?mode= tab ('Sign in' without one). */
export const AUTH_MODE_TITLES: Readonly<Record<string, string>> = {
  'sign-up': 'Create your account',
  forgot: 'Reset your password',
};

/** The titles of the views for an address that shows nothing (the server answers them with 404). */
/** The title of the page of a job an admin hid, or whose company is suspended. */
export const JOB_GONE_TITLE = 'This job is no longer available';

export const NOT_FOUND_TITLES = {
  page: 'Page Not Found',
  job: 'Job Not Found',
  facilitator: 'Facilitator Not Found',
  company: 'Company Not Found',
  topic: 'Topic Not Found',
} as const;
