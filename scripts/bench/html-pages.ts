/**
 * The server-rendered pages in the bench (issue 19: rendering must not cost the server its speed). The
 * HTML of a job page and of a /jobs search, each measured against the JSON endpoint that answers the
 * page's data (the route whose service the page's load calls), both as a browser asks for them (brotli or gzip):
 * p99 < 50 ms, and at least half the JSON endpoint's throughput.
 */

import { GERMAN_HEADERS } from './german-search';

/**
 * What a browser sends: the pages (and their JSON) are measured compressed, as they are served, and with a
 * browser's user agent, so that the job page and the search are measured with their counting on (insights:
 * a request without one, or a bot's, is not counted).
 */
export const BROWSER_HEADERS = {
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

/** A page and the JSON endpoint of the same data, and what the page's language adds to both requests. */
export interface HtmlPage {
  page: string;
  json: string;
  headers?: Record<string, string>;
}

/**
 * The job board's search as the JSON search of the bench reads it (jobSearch, with the board's page size of
 * 24), the German board's search for "Moderation" (its JSON asked for in German, as the page's api() does,
 * german-search.ts), and the page of the bench's sample job.
 */
export function htmlPages(jobId: string): Record<string, HtmlPage> {
  return {
    jobSearchHtml: {
      page: '/jobs?q=stakeholder%20mapping&remote=hybrid',
      json: '/api/jobs?q=stakeholder+mapping&remote=hybrid&page=1&pageSize=24',
    },
    jobSearchGermanHtml: {
      page: '/de/jobs?q=Moderation',
      json: '/api/jobs?q=Moderation&page=1&pageSize=24',
      headers: GERMAN_HEADERS,
    },
    jobDetailHtml: { page: `/jobs/${jobId}`, json: `/api/jobs/${jobId}` },
  };
}

export const HTML_P99_TARGET_MS = 50;
/** The least share of its JSON endpoint's throughput a page keeps. */
export const HTML_THROUGHPUT_SHARE = 0.5;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
}
export type HtmlResults = Record<string, { html: Measured; json: Measured }>;

/** The pages next to their JSON endpoints, one line each. */
export function htmlTable(results: HtmlResults): string[] {
  const cell = ({ rps, p50, p99 }: Measured, width: number) =>
    `${rps.toFixed(0).padStart(width)} ${String(p50).padStart(7)} ${String(p99).padStart(7)}`;
  return [
    'page (br, gzip)            html req/s  p50 ms  p99 ms |    json req/s  p50 ms  p99 ms | share',
    ...Object.entries(results).map(
      ([name, { html, json }]) =>
        `${name.padEnd(26)} ${cell(html, 11)} | ${cell(json, 13)} | ${((html.rps / json.rps) * 100).toFixed(0)}%`,
    ),
  ];
}

/** Their lines in the bench's target list: p99 and the share of the JSON endpoint's throughput, per page. */
export function htmlTargets(results: HtmlResults, jobCount: number): [string, boolean][] {
  return Object.entries(results).flatMap(([name, { html, json }]): [string, boolean][] => [
    [
      `${name} over ${jobCount.toLocaleString('en')} jobs: p99 ${html.p99} ms < ${HTML_P99_TARGET_MS} ms at ${html.rps.toFixed(0)} req/s`,
      html.p99 < HTML_P99_TARGET_MS,
    ],
    [
      `${name}: ${((html.rps / json.rps) * 100).toFixed(0)}% of the throughput of its JSON (${json.rps.toFixed(0)} req/s) (≥ ${HTML_THROUGHPUT_SHARE * 100}%)`,
      html.rps / json.rps >= HTML_THROUGHPUT_SHARE,
    ],
  ]);
}
