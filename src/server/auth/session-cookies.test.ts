import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendSessionCookies } from './session';

/** A bare server with the hook, whose one route answers as `answer` says, its session read having set `cookies`. */
async function serverWith(cookies: string[] | undefined, answer: { cacheControl?: string; cookie?: string }) {
  const app = Fastify();
  app.addHook('onSend', sendSessionCookies);
  app.get('/', async (request, reply) => {
    request.sessionCookies = cookies;
    if (answer.cacheControl) reply.header('cache-control', answer.cacheControl);
    if (answer.cookie) reply.header('set-cookie', answer.cookie);
    return 'ok';
  });
  return app;
}

describe('sendSessionCookies', () => {
  it("sends the session's cookies before the route's own, and keeps a shared cache from storing them", async () => {
    const app = await serverWith(['better-auth.session_token=renewed; Max-Age=604800'], {
      cacheControl: 'public, max-age=3600',
      cookie: 'better-auth.session_token=; Max-Age=0',
    });
    const res = await app.inject({ url: '/' });
    expect(res.headers['set-cookie']).toEqual([
      'better-auth.session_token=renewed; Max-Age=604800',
      'better-auth.session_token=; Max-Age=0',
    ]);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('changes nothing when the session was read without setting a cookie', async () => {
    const app = await serverWith([], { cacheControl: 'public, max-age=3600' });
    const res = await app.inject({ url: '/' });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
