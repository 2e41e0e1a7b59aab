import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helpers';

/**
 * One contract per endpoint: every route answers through a response schema
 * (zod, from src/shared), so Fastify serializes exactly what the contract
 * says and a field added to a query never leaks. The route list comes from the
 * app itself, so a new route without a schema fails here. The only routes
 * without one are those that cannot have one, each with its reason.
 */
const WITHOUT_SCHEMA: Record<string, string> = {
  'GET /api/auth/*': "better-auth's catch-all: its answers are better-auth's own",
  'POST /api/auth/*': "better-auth's catch-all: its answers are better-auth's own",
  'GET /api/notifications/stream': 'a server-sent event stream, not one JSON body',
  'GET /api/account/export': 'a file download: the data export, a ZIP archive streamed as it is read',
  'GET /uploads/:file': 'an image file',
  'GET /api/credentials/:id/evidence': 'a file download: the evidence of a credential (a PDF or an image)',
  'GET /api/attachments/:id': 'a file download: a PDF attached to an application or a message',
  'GET /sitemap.xml': 'XML',
  'GET /robots.txt': 'plain text',
  'GET /jobs/feed.xml': 'RSS (XML)',
  'GET /de/jobs/feed.xml': 'RSS (XML)',
  'GET /engagements/:id/calendar.ics': 'a file download: one engagement as iCalendar (text/calendar)',
  'GET /calendar/:token': 'iCalendar (text/calendar): a person’s feed of engagements and offers',
  'POST /cookie-consent': 'a redirect back to the page the form was on (303), with no body',
  'POST /references/:token':
    'the reference page’s form before its script runs: a redirect back to the page (303)',
  'GET /api/jobs/:id/insights.csv': 'a file download: a job’s insights by day and source as CSV',
  'GET /': 'the web app (HTML)',
  'GET /*': 'the web app (HTML) and its static files',
};

const ctx = await buildTestApp();

describe('response schemas', () => {
  const routes = ctx.app.routeList.map((route) => ({ ...route, key: `${route.method} ${route.url}` }));

  it('exist for every route that answers JSON', () => {
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes
      .filter((route) => !route.responseSchemas.some((status) => /^2/.test(status)))
      .map((route) => route.key)
      .filter((key) => !WITHOUT_SCHEMA[key]);
    expect(missing, 'routes without a response schema for success').toEqual([]);
  });

  it('are missing only where the list above says why', () => {
    const keys = new Set(routes.map((route) => route.key));
    const stale = Object.keys(WITHOUT_SCHEMA).filter((key) => !keys.has(key));
    expect(stale, 'exemptions for routes that no longer exist').toEqual([]);
    const needless = routes
      .filter((route) => WITHOUT_SCHEMA[route.key] && route.responseSchemas.length > 0)
      .map((route) => route.key);
    expect(needless, 'exempted routes that have a schema after all').toEqual([]);
  });
});
