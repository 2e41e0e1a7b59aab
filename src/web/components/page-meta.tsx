import { createContext, useContext, useLayoutEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { SITE_NAME } from '../../shared/constants';
import type { FeedLink } from '../../shared/job-feeds';
import { serializeJsonLd } from '../../shared/job-posting-jsonld';
import type { PageHead } from '../../shared/page-data';
import { defaultDescription, fullTitle } from '../../shared/page-meta';
import { useHydrated } from '../lib/hydration';
import { useLocale } from '../lib/i18n';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales';

interface PageMetaProps {
  /** Page title without the site name; omit on the home page (src/shared/page-meta.ts has the public pages'). */
  title?: string;
  description?: string;
  /**
   * Path of the canonical address (og:url); default: the current path without its query; null: none
   * (a view that is nobody else's page, or that shows nothing).
   */
  canonicalPath?: string | null;
  /** og:type; default 'website'. */
  type?: string;
  /** The page's RSS feed (a topic's jobs, the current /jobs search): <link rel="alternate">. */
  feed?: FeedLink;
  /** The page's structured data for the site at `origin` (a job's JobPosting). */
  jsonLd?: (origin: string) => unknown;
  /** The HTTP status the server answers a direct load with: 404 for a not-found view, 410 for a job gone. */
  status?: number;
}

/** The server's render of a page (src/web/entry-server.tsx): the site's origin, and the head the page reports. */
export interface ServerHead {
  origin: string;
  head?: PageHead;
}

export const ServerHeadContext = createContext<ServerHead | undefined>(undefined);

/**
 * Title, description, canonical link, feed link, Open Graph and Twitter card tags of a page, and its
 * structured data. React 19 hoists <title>, <meta> and <link> into <head>. On the server it draws nothing
 * and reports its head to the render instead, which the server writes into the page (marked
 * `data-server-head`, see src/server/spa/spa.ts); they are removed as soon as the page renders its own
 * in the browser, so there is always exactly one of each.
 */
export function PageMeta(props: PageMetaProps) {
  return useInRouterContext() ? (
    <RoutedPageMeta {...props} />
  ) : (
    <HeadTags {...props} path={props.canonicalPath} />
  );
}

function RoutedPageMeta(props: PageMetaProps) {
  const { pathname } = useLocation();
  return <HeadTags {...props} path={props.canonicalPath === undefined ? pathname : props.canonicalPath} />;
}

function HeadTags(props: PageMetaProps & { path?: string | null }) {
  // A page the server rendered keeps the server's head until hydration is over: hydration must find the
  // body the server drew, which has none of these tags.
  const hydrated = useHydrated();
  const server = useContext(ServerHeadContext);
  const locale = useLocale();
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
  }, [hydrated]);
  if (server) server.head = headOf(locale, props, server.origin);
  if (server || !hydrated) return null;

  const head = headOf(locale, props, window.location.origin);
  const text = head.description ?? defaultDescription(locale);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={text} />
      {head.url ? <link rel="canonical" href={head.url} /> : null}
      {head.alternates?.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.url} />
      ))}
      {head.feed ? (
        <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={head.feed.url} />
      ) : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={head.type} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={text} />
      {head.url ? <meta property="og:url" content={head.url} /> : null}
      <meta name="twitter:card" content="summary" />
      {head.jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.jsonLd) }}
        />
      ) : null}
    </>
  );
}

/** The page's head with its addresses on `origin`; without a description, the site's default applies. */
function headOf(
  locale: Locale,
  {
    title,
    description,
    type = 'website',
    feed,
    jsonLd,
    status,
    path,
  }: PageMetaProps & { path?: string | null },
  origin: string,
): PageHead {
  // The path is the language's own (the router's basename is the language's prefix).
  const bare = path == null ? undefined : path.length > 1 ? path.replace(/\/+$/, '') : path;
  const address = (language: Locale) =>
    bare === undefined ? undefined : `${origin}${localizedPath(language, bare)}`;
  return {
    title: fullTitle(title, locale),
    description: description || undefined,
    url: address(locale),
    alternates:
      bare === undefined
        ? undefined
        : [
            ...LOCALES.map((language) => ({ hreflang: language, url: address(language)! })),
            { hreflang: 'x-default', url: address(DEFAULT_LOCALE)! },
          ],
    type,
    feed: feed && { title: feed.title, url: `${origin}${feed.path}` },
    jsonLd: jsonLd?.(origin) ?? undefined,
    status,
  };
}
