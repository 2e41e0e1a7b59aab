import type { MeResponse } from './auth';

/**
 * The contract between the server and the web build's page renderer (src/web/entry-server.tsx): what a
 * public page reads, how the server answers it, and what the renderer draws. The server loads a page's
 * reads by calling its services (src/server/spa/page-data.ts), then the renderer draws the page once.
 */

/** A value of a read's query, as the browser sends it in the URL of the API GET. */
export type ReadQueryValue = string | number | boolean | undefined | null | string[];
export type ReadQuery = Record<string, ReadQueryValue>;

/**
 * One thing a page reads, named after the API GET that answers it in the browser. A query option
 * factory of the web app carries it (`meta.read`) beside its fetch, so that a page's queries say what
 * the server must load for them.
 */
export type PageRead =
  | { name: 'jobs'; query: ReadQuery } // GET /api/jobs
  | { name: 'job'; id: string } // GET /api/jobs/:id, as the visitor
  | { name: 'facilitators'; query: ReadQuery } // GET /api/facilitators
  | { name: 'facilitator'; id: string } // GET /api/facilitators/:id
  | { name: 'companies'; query: ReadQuery } // GET /api/companies
  | { name: 'company'; id: string } // GET /api/companies/:id
  | { name: 'focusAreaCounts' } // GET /api/focus-areas/counts
  | { name: 'operator' } // GET /api/operator
  | { name: 'reference'; token: string } // GET /api/references/:token
  | { name: 'jobSearch'; query: ReadQuery }; // GET /api/job-search, counted in the visitor's budget

/** A read's answer: the JSON the API route would send, or the error it would answer with. */
export type ReadResult =
  { ok: true; data: unknown } | { ok: false; status: number; code: string; message: string };

/** The visitor's session as GET /api/me answers it (null: signed out). */
export type PageSession = MeResponse | null;

/**
 * A page's <head> and status: what its <PageMeta> draws in the browser (src/web/components/page-meta.tsx),
 * reported by the server's render so that the server writes the same (src/server/spa/spa.ts).
 */
export interface PageHead {
  title: string;
  /** Falls back to the site description of the built index.html. */
  description?: string;
  /** Absolute canonical address of the page: <link rel="canonical"> and og:url. */
  url?: string;
  /** The page in each language, absolute: <link rel="alternate" hreflang> ('en', 'de', 'x-default'). */
  alternates?: { hreflang: string; url: string }[];
  /** og:type; default 'website'. */
  type?: string;
  /** The page's RSS feed: <link rel="alternate" type="application/rss+xml">, `url` absolute. */
  feed?: { title: string; url: string };
  /** Structured data, written as <script type="application/ld+json"> with '<' escaped. */
  jsonLd?: unknown;
  /** The HTTP status of the page: 404 for a not-found view, 410 for a job that left the board; default 200. */
  status?: number;
}

export interface RenderInput {
  /** Path and query of the page: '/jobs?q=retro'. */
  url: string;
  /** The site's own origin, for the router's request and the head's absolute addresses. */
  origin: string;
  session: PageSession;
  /** The answers to `pageReads(url, session)`, in the same order. */
  data: readonly ReadResult[];
  /** No consent cookie yet: the banner is drawn. */
  cookieBanner: boolean;
  /** Now, by the server's clock (ISO 8601): the page's "Posted today" and the footer's year. */
  now: string;
}

export interface RenderOutput {
  /** The page's markup, for <div id="root">. */
  html: string;
  /** The <script type="application/json"> the browser hydrates from. */
  stateScript: string;
  /** The head its <PageMeta> reported while it was drawn; undefined when it drew none. */
  head?: PageHead;
  /**
   * Queries of the page's components that read server data but are missing from its declaration
   * (src/web/page-data.ts): drawn as loading, fetched by the browser. The server logs them.
   */
  undeclared: string[];
}

/** What the web build's renderer module exports. */
export interface PageRendererModule {
  /** Whether the server renders this path (the page's `ssr` flag); the others are drawn by the browser. */
  rendersOnServer(pathname: string): boolean;
  /** What the page at `url` reads, for this visitor: the server loads these before the render. */
  pageReads(url: string, session: PageSession): PageRead[];
  /** Draws the page once, from its loaded reads; undefined when a route redirects. */
  render(input: RenderInput): Promise<RenderOutput | undefined>;
}
