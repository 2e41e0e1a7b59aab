import { desc, sql } from 'drizzle-orm';
import { TOPIC_SLUGS } from '../../shared/focus-areas';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../../shared/i18n/locales';
import type { DbOrTx } from '../db/client';
import { companies, facilitators, jobs } from '../db/schema';
import { isListed } from '../profiles/profile-sql';
import { publiclyVisibleWhere } from '../jobs/job-visibility';

/**
 * A sitemap file may list at most 50,000 URLs (sitemaps.org); each page is listed once per language, so
 * this many pages.
 */
const SITEMAP_MAX_URLS = Math.floor(50_000 / LOCALES.length);
/** Published jobs listed, newest first; the rest of the budget goes to companies and facilitators. */
const SITEMAP_MAX_JOBS = Math.floor(SITEMAP_MAX_URLS * 0.9);

/** The public pages worth indexing, in the order the sitemap lists them. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/jobs',
  '/job-search',
  '/focus-areas',
  '/methods',
  '/facilitators',
  '/companies',
  '/about',
  '/request-access',
  '/resources/effective-job-posting',
  '/terms',
  '/privacy',
  '/legal',
  '/review-guidelines',
] as const;

/** Paths crawlers should leave alone (in every language): the API, account areas and forms behind sign-in. */
export const PRIVATE_PATHS = [
  '/api/',
  '/company/',
  '/facilitator/',
  '/onboarding',
  '/admin',
  '/account/',
  '/notifications',
  '/messages',
  '/engagements',
  '/calendar/',
  '/join/',
  '/post-job',
  '/reset-password',
  '/jobs/*/edit',
  '/jobs/*/extend',
] as const;

const ROBOTS_DISALLOW = [
  ...PRIVATE_PATHS,
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    PRIVATE_PATHS.filter((path) => !path.startsWith('/api/')).map((path) => localizedPath(locale, path)),
  ),
];

/**
 * The read-only public API the pages load their content from: crawlers that
 * render JavaScript (Googlebot) need it, or every job page renders empty for them.
 */
const ROBOTS_ALLOW_API = ['/api/jobs', '/api/facilitators', '/api/companies', '/api/focus-areas/'] as const;

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Listed profiles of one kind, the most recently updated first. */
async function listedProfileEntries(
  db: DbOrTx,
  table: typeof companies | typeof facilitators,
  prefix: string,
  limit: number,
): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(isListed(table))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(Math.max(0, limit));
  return rows.map((row) => ({ path: `${prefix}${row.id}`, lastmod: row.updatedAt }));
}

/** Every URL the sitemap lists: static pages, the twelve topics, published jobs, and completed profiles. */
export async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...TOPIC_SLUGS.map((slug) => ({ path: `/topics/${slug}` })),
  ];
  // Same order as the public job list (served by the partial index on published jobs).
  const jobRows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(publiclyVisibleWhere())
    .orderBy(sql`${jobs.postedAt} desc nulls last`, desc(jobs.id))
    .limit(Math.min(SITEMAP_MAX_JOBS, SITEMAP_MAX_URLS - entries.length));
  entries.push(...jobRows.map((row) => ({ path: `/jobs/${row.id}`, lastmod: row.updatedAt })));

  for (const [table, prefix] of [
    [companies, '/companies/'],
    [facilitators, '/facilitators/'],
  ] as const) {
    entries.push(...(await listedProfileEntries(db, table, prefix, SITEMAP_MAX_URLS - entries.length)));
  }
  return entries;
}

/**
 * Each page once per language (/jobs and /de/jobs), each naming all its languages as alternates, English
 * (at the root) also as the x-default (Google's hreflang sitemap format).
 */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const href = (locale: (typeof LOCALES)[number]) =>
      escapeXml(`${origin}${localizedPath(locale, entry.path)}`);
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
    ].join('');
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return LOCALES.map((locale) => `  <url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_ALLOW_API.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
