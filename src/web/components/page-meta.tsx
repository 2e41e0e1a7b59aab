import { useLayoutEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { SITE_NAME } from '../../shared/constants';
import type { FeedLink } from '../../shared/job-feeds';
import { DEFAULT_DESCRIPTION, fullTitle } from '../../shared/page-meta';
import { useHydrated } from '../lib/hydration';

interface PageMetaProps {
  /** Page title without the site name; omit on the home page (src/shared/page-meta.ts has the public pages'). */
  title?: string;
  description?: string;
  /** Path of the canonical address (og:url); default: the current path without its query. */
  canonicalPath?: string;
  /** og:type; default 'website'. */
  type?: string;
  /** The page's RSS feed (a topic's jobs, the current /jobs search): <link rel="alternate">. */
  feed?: FeedLink;
}

/**
 * Title, description, canonical link, feed link, Open Graph and Twitter card tags of a page.
 * React 19 hoists <title>, <meta> and <link> into <head>. On a direct load the
 * server has already written the same kinds of tags (marked `data-server-head`,
 * see src/server/spa/spa.ts); they are removed as soon as a page renders its
 * own, so there is always exactly one of each.
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
  return <HeadTags {...props} path={props.canonicalPath ?? pathname} />;
}

function HeadTags({ title, description, type = 'website', path, feed }: PageMetaProps & { path?: string }) {
  // A page the server rendered keeps the server's head until hydration is over: the server writes the
  // same tags into <head> itself (src/server/spa/spa.ts), and hydration must find the body it drew.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (!hydrated) return;
    for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
  }, [hydrated]);
  if (!hydrated) return null;

  const shownTitle = fullTitle(title);
  const text = description || DEFAULT_DESCRIPTION;
  const url = path === undefined ? undefined : canonicalUrl(path);
  return (
    <>
      <title>{shownTitle}</title>
      <meta name="description" content={text} />
      {url ? <link rel="canonical" href={url} /> : null}
      {feed ? (
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={absoluteUrl(feed.path)} />
      ) : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shownTitle} />
      <meta property="og:description" content={text} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary" />
    </>
  );
}

/** A site path as an absolute address, as the server writes it (relative outside a browser). */
function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
}

function canonicalUrl(path: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${window.location.origin}${clean}`;
}
