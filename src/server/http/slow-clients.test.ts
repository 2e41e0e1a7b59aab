import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createNotification } from '../notifications/notifications.service';
import { buildTestApp, signUp, TEST_ORIGIN } from '../test/helpers';

/**
 * Real sockets against a listening server with short timeouts: slow headers
 * and slow bodies are cut within the configured time (Node's defaults checked
 * them only every 30 s), a live event stream is not, and one address cannot
 * hold more than MAX_CONNECTIONS_PER_IP connections.
 */
const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 800;
const MAX_CONNECTIONS = 4;
/** Scheduling slack on a busy machine; still far below the 30 s checking interval this guards against. */
const SLACK_MS = 1500;

const ctx = await buildTestApp({
  HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
  REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS),
});
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const port = (ctx.app.server.address() as AddressInfo).port;

interface Dripped {
  /** Everything the server sent. */
  received: string;
  /** How long after the first byte the server closed the connection. */
  closedAfterMs: number;
}

/** Sends `head` at once, then one byte of `drip` every 100 ms until the server closes the connection. */
function drip(head: string, drip: string): Promise<Dripped> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      started = Date.now();
      socket.write(head);
      let i = 0;
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip[i++ % drip.length]);
      }, 100);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => reject(new Error('the server never closed the slow connection')), 20_000).unref();
  });
}

/** A plain request on its own connection; resolves with the status, or 'closed' if the server hung up. */
function request(path: string, headers: Record<string, string> = {}): Promise<number | 'closed'> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve('closed'));
  });
}

/** Opens the live event stream on its own connection. */
function openStream(cookie: string) {
  return new Promise<{ text: () => string; closed: () => boolean; close: () => void }>((resolve, reject) => {
    let text = '';
    let closed = false;
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/notifications/stream',
        headers: { cookie, accept: 'text/event-stream' },
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('close', () => (closed = true));
        resolve({ text: () => text, closed: () => closed, close: () => req.destroy() });
      },
    );
    req.on('error', () => (closed = true));
  });
}

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('slow clients', () => {
  it('cuts a client that sends its headers slowly within HEADERS_TIMEOUT_MS', async () => {
    const result = await drip('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(result.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it('cuts a client that sends its body slowly within REQUEST_TIMEOUT_MS', async () => {
    const result = await drip(
      [
        'POST /api/access-requests HTTP/1.1',
        'Host: localhost',
        `Origin: ${TEST_ORIGIN}`,
        'Content-Type: application/json',
        'Content-Length: 100000',
        '',
        '{"name":"',
      ].join('\r\n'),
      'a',
    );
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(result.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('keeps a live event stream open well past the request timeout, and delivers to it', async () => {
    const user = await signUp(ctx, 'facilitator');
    const stream = await openStream(user.cookie);
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS * 2 + 500));
    expect(stream.closed()).toBe(false);
    await ctx.db.transaction((tx) =>
      createNotification(tx, {
        userId: user.id,
        type: 'test',
        words: () => ({ title: 'Still listening' }),
        createdAt: ctx.clock.now(),
      }),
    );
    await waitFor(() => stream.text().includes('Still listening'));
    stream.close();
  });

  it(`refuses a connection beyond ${MAX_CONNECTIONS} from one address, and accepts again once one closes`, async () => {
    const user = await signUp(ctx, 'facilitator');
    // Long-lived connections, exempt from the timeouts: they hold their slots for as long as needed.
    const streams = [];
    for (let i = 0; i < MAX_CONNECTIONS; i++) streams.push(await openStream(user.cookie));
    expect(await request('/api/health')).toBe('closed');
    expect(streams.every((stream) => !stream.closed())).toBe(true);

    streams[0].close();
    await waitFor(async () => (await request('/api/health')) === 200);
    for (const stream of streams) stream.close();
  });
});
