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
  | { name: 'jobSearch'; query: ReadQuery }; // GET /api/job-search, counted in the visitor's budget

/** A read's answer: the JSON the API route would send, or the error it would answer with. */
export type ReadResult =
  { ok: true; data: unknown } | { ok: false; status: number; code: string; message: string };

/** The visitor's session as GET /api/me answers it (null: signed out). */
export type PageSession = MeResponse | null;

export interface RenderInput {
  /** Path and query of the page: '/jobs?q=retro'. */
  url: string;
  /** The site's own origin, for the router's request. */
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
  /** The page matched no route: the not-found page (HTTP 404). */
  notFound: boolean;
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
