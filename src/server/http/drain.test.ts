import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Lifecycle } from '../health/health.routes';
import { registerDrain } from './drain';

function appWithSlowRoute(lifecycle: Lifecycle) {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const drain = registerDrain(app, lifecycle);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    await released;
    return { ok: true };
  });
  app.get('/fast', async () => ({ ok: true }));
  return { app, drain, release };
}

describe('drain', () => {
  it('counts the requests being served and waits until the server is quiet', async () => {
    const lifecycle: Lifecycle = { state: 'ready' };
    const { app, drain, release } = appWithSlowRoute(lifecycle);
    const slow = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drain.inFlight).toBe(1);
    expect(await drain.untilQuiet(50, 100)).toBe(false);

    const quiet = drain.untilQuiet(50, 5_000);
    release();
    expect((await slow).statusCode).toBe(200);
    expect(await quiet).toBe(true);
    expect(drain.inFlight).toBe(0);
    await app.close();
  });

  it('counts a request whose client went away as finished', async () => {
    const { app, drain, release } = appWithSlowRoute({ state: 'ready' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const abort = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: abort.signal }).catch(() => undefined);
    await expect.poll(() => drain.inFlight).toBe(1);
    abort.abort();
    await request;
    await expect.poll(() => drain.inFlight).toBe(0);
    release();
    await app.close();
  });

  it('asks clients to close their connection once the server is stopping', async () => {
    const lifecycle: Lifecycle = { state: 'ready' };
    const { app } = appWithSlowRoute(lifecycle);
    expect((await app.inject({ method: 'GET', url: '/fast' })).headers.connection).not.toBe('close');
    lifecycle.state = 'stopping';
    const res = await app.inject({ method: 'GET', url: '/fast' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    await app.close();
  });
});
