import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../../shared/constants';
import { as, buildTestApp, signUp, type TestUser } from '../test/helpers';

/** Every paginated list reads `?page=` the same way (src/shared/pagination.ts). */
const ctx = await buildTestApp({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT_SCALE: '1000' });
const company = await signUp(ctx, 'company');
const facilitator = await signUp(ctx, 'facilitator');
const admin = await signUp(ctx, 'company', { email: 'admin@facilitatorhub.example' });

const LISTS: { url: string; who?: TestUser }[] = [
  { url: '/api/jobs' },
  { url: '/api/facilitators' },
  { url: '/api/companies' },
  { url: '/api/company/jobs', who: company },
  { url: '/api/facilitator/applications', who: facilitator },
  { url: '/api/notifications', who: facilitator },
  { url: '/api/conversations', who: company },
  { url: '/api/invitations', who: facilitator },
  { url: '/api/saved-jobs', who: facilitator },
  { url: '/api/saved-facilitators', who: company },
  { url: '/api/saved-searches', who: facilitator },
  { url: '/api/admin/access-requests', who: admin },
  { url: '/api/admin/audit-log', who: admin },
  { url: '/api/admin/engagements', who: admin },
  { url: '/api/engagements', who: facilitator },
  { url: '/api/engagements', who: company },
  { url: '/api/organisation/audit', who: company },
];

const get = (url: string, who?: TestUser) => ctx.app.inject({ method: 'GET', url, headers: as(who) });

describe('pagination', () => {
  it('covers every list route', () => {
    const lists = ctx.app.routeList.filter((route) => route.method === 'GET').map((route) => route.url);
    for (const { url } of LISTS) expect(lists).toContain(url);
  });

  it('refuses a bad page number on every list with 400', async () => {
    const urls = [...LISTS, { url: `/api/company/jobs/${crypto.randomUUID()}/applications`, who: company }];
    for (const { url, who } of urls) {
      for (const page of ['abc', '0', '-1', '1.5', String(MAX_PAGE + 1)]) {
        const res = await get(`${url}?page=${page}`, who);
        expect(res.statusCode, `${url}?page=${page}`).toBe(400);
        expect(res.json().error.code).toBe('VALIDATION_ERROR');
      }
    }
  });

  it('answers a page beyond the end with an empty page and the real total', async () => {
    for (const { url, who } of LISTS) {
      const first = await get(url, who);
      expect(first.statusCode, url).toBe(200);
      const beyond = await get(`${url}?page=${MAX_PAGE}`, who);
      expect(beyond.statusCode, url).toBe(200);
      const body = beyond.json();
      expect(body.items, url).toEqual([]);
      expect(body.page, url).toBe(MAX_PAGE);
      expect(body.total, url).toBe(first.json().total);
      expect(body.totalPages, url).toBe(Math.max(1, Math.ceil(body.total / body.pageSize)));
    }
  });
});
