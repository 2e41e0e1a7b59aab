import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { facilitators, notifications, organisationMembers } from '../db/schema';
import { CONVERSATION_EVENT } from '../../shared/messages';
import { applyRequest, makeJob, listedFacilitatorValues, memberOf } from '../test/factories';
import { as, buildTestApp, sessionCookie, signUp, type TestUser } from '../test/helpers';
import { NotificationHub } from './notifications.hub';
import { createNotification } from './notifications.service';
import { sendAs } from '../test/inject';

const ctx = await buildTestApp();
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = (app: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** The last notification's time: each one is at least a millisecond later, so "newest first" has no ties. */
let lastNotifiedAt = 0;

async function notify(user: TestUser, title: string, body = '') {
  lastNotifiedAt = Math.max(ctx.clock.now().getTime(), lastNotifiedAt + 1);
  const createdAt = new Date(lastNotifiedAt);
  return ctx.db.transaction((tx) =>
    createNotification(tx, {
      userId: user.id,
      type: 'test',
      words: () => ({ title, body }),
      link: '/somewhere',
      createdAt,
    }),
  );
}

const list = (user: TestUser | undefined, query = '') =>
  ctx.app.inject({ url: `/api/notifications${query}`, headers: as(user) });

interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** Opens the event stream over a real HTTP connection and reads its frames. */
async function openStream(url: string, user: TestUser) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/notifications/stream`, {
    headers: { cookie: user.cookie },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  const events: SseEvent[] = [];
  const raw: string[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        raw.push(value);
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of frame.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              hasData = true;
            } else if (line.startsWith('id: ')) event.id = line.slice(4);
          }
          if (hasData) events.push(event);
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return {
    res,
    events,
    raw,
    get ended() {
      return ended;
    },
    pump,
    async next(predicate: (event: SseEvent) => boolean = () => true, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (ended) throw new Error('stream ended');
        if (Date.now() > deadline)
          throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/notifications', () => {
  it('lists my notifications newest first with the unread count', async () => {
    const [me, other] = [await signUp(ctx, 'facilitator'), await signUp(ctx, 'company')];
    for (let i = 1; i <= 3; i++) await notify(me, `Note ${i}`, `Body ${i}`);
    await notify(other, 'Not yours');
    const res = await list(me);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3, totalPages: 1, unreadCount: 3 });
    expect(body.items.map((n: { title: string }) => n.title)).toEqual(['Note 3', 'Note 2', 'Note 1']);
    expect(body.items[0]).toMatchObject({ type: 'test', body: 'Body 3', link: '/somewhere', readAt: null });

    const paged = (await list(me, '?pageSize=2&page=2')).json();
    expect(paged).toMatchObject({ total: 3, totalPages: 2, unreadCount: 3 });
    expect(paged.items.map((n: { title: string }) => n.title)).toEqual(['Note 1']);
    expect((await list(me, '?pageSize=500')).statusCode).toBe(400);
    expect((await list(undefined)).statusCode).toBe(401);
  });

  it('marks one of mine read, never somebody else’s', async () => {
    const [me, other] = [await signUp(ctx, 'facilitator'), await signUp(ctx, 'facilitator')];
    const mine = await notify(me, 'Mine');
    await notify(me, 'Also mine');
    const theirs = await notify(other, 'Theirs');

    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${mine.id}/read`,
      headers: as(me),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unreadCount).toBe(1);
    expect(res.json().notification.readAt).not.toBeNull();
    const firstRead = res.json().notification.readAt;
    // Read "now" on the app's clock (which CLOCK_OFFSET_DAYS may move).
    expect(Math.abs(Date.parse(firstRead) - ctx.clock.now().getTime())).toBeLessThan(60_000);
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${mine.id}/read`,
      headers: as(me),
    });
    expect(again.json().notification.readAt).toBe(firstRead);

    const stolen = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs.id}/read`,
      headers: as(me),
    });
    expect(stolen.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row.readAt).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/notifications/nope/read', headers: as(me) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/notifications/${mine.id}/read`,
          headers: as(undefined),
        })
      ).statusCode,
    ).toBe(401);
  });

  it('marks all of mine read', async () => {
    const [me, other] = [await signUp(ctx, 'company'), await signUp(ctx, 'company')];
    await notify(me, 'One');
    await notify(me, 'Two');
    await notify(other, 'Other');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: as(me) });
    expect(res.json()).toEqual({ updated: 2, unreadCount: 0 });
    expect((await list(me)).json().unreadCount).toBe(0);
    expect((await list(other)).json().unreadCount).toBe(1);
  });
});

/**
 * Another instance of the app over the test's database, as behind a load balancer, listening on a free port.
 * Its live hub opens its own LISTEN connection from the same settings (straight to PostgreSQL, also when the
 * pool goes through a pooler); it sends no mail.
 */
async function anotherInstance() {
  const instance = await buildApp({
    ...ctx.app.deps,
    mailer: { send: async () => undefined },
    webDir: '/nonexistent',
    logger: false,
  });
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return instance;
}

describe('GET /api/notifications/stream', () => {
  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ url: '/api/notifications/stream' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('delivers a status change made by another request, to that user only', async () => {
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const bystander = await signUp(ctx, 'facilitator');
    const job = await makeJob(ctx, company, {
      title: 'Design sprint facilitator',
      focusAreas: ['design-thinking'],
    });

    const companyStream = await openStream(baseUrl(ctx.app), company);
    expect(companyStream.res.status).toBe(200);
    expect(companyStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = await openStream(baseUrl(ctx.app), facilitator);
    const bystanderStream = await openStream(baseUrl(ctx.app), bystander);

    const applied = await applyRequest(ctx, facilitator, job.id, {
      coverLetter: 'I have facilitated more than thirty design sprints for product teams of every size.',
      portfolioLinks: [],
    });
    expect(applied.statusCode).toBe(201);
    const newApplication = await companyStream.next((e) => e.event === 'notification');
    expect(JSON.parse(newApplication.data)).toMatchObject({
      type: 'application.new',
      title: 'New application',
    });

    const changed = await sendAs(
      ctx,
      company,
      'PATCH',
      `/api/applications/${applied.json().application.id}/status`,
      { status: 'shortlisted' },
    );
    expect(changed.statusCode).toBe(200);
    const event = await stream.next((e) => e.event === 'notification');
    const data = JSON.parse(event.data);
    expect(data).toMatchObject({
      type: 'application.status',
      title: 'Application update',
      body: 'Your application for Design sprint facilitator is now Shortlisted',
      link: '/facilitator/applications',
      readAt: null,
    });
    expect(event.id).toBe(data.id);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderStream.events).toEqual([]);
    expect(stream.events).toHaveLength(1);
    for (const s of [companyStream, stream, bystanderStream]) s.close();
  });

  it('delivers nothing for a rolled-back change', async () => {
    const me = await signUp(ctx, 'facilitator');
    const stream = await openStream(baseUrl(ctx.app), me);
    await ctx.db
      .transaction(async (tx) => {
        await createNotification(tx, {
          userId: me.id,
          type: 'test',
          words: () => ({ title: 'Rolled back' }),
          createdAt: ctx.clock.now(),
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await notify(me, 'Committed');
    const event = await stream.next((e) => e.event === 'notification');
    expect(JSON.parse(event.data).title).toBe('Committed');
    expect(stream.events).toHaveLength(1);
    stream.close();
  });

  it('survives losing its database connection: reconnects and tells browsers to resync', async () => {
    const me = await signUp(ctx, 'facilitator');
    const stream = await openStream(baseUrl(ctx.app), me);
    const { rowCount } = await ctx.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'facilitatorhub-listen' and datname = current_database()",
    );
    expect(rowCount).toBe(1);
    await stream.next((e) => e.event === 'resync', 10_000);
    await notify(me, 'After the reconnect');
    const event = await stream.next((e) => e.event === 'notification');
    expect(JSON.parse(event.data).title).toBe('After the reconnect');
    stream.close();
  });

  it('delivers nothing to a stream whose session was revoked on another instance, and ends it', async () => {
    // A second instance over the same database, as behind a load balancer.
    const second = await anotherInstance();
    afterAll(() => second.close());

    // Signed out on the first instance while the stream is open on the second.
    const me = await signUp(ctx, 'facilitator');
    const signedOut = await openStream(baseUrl(second), me);
    await notify(me, 'Before the sign-out');
    await signedOut.next((e) => e.event === 'notification');
    const out = await sendAs(ctx, me, 'POST', '/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    await notify(me, 'After the sign-out');
    await signedOut.pump;
    expect(signedOut.ended).toBe(true);
    expect(signedOut.events.map((e) => JSON.parse(e.data).title)).toEqual(['Before the sign-out']);

    // A password change on the first instance revokes every earlier session (the changer gets a new
    // one), and so ends their streams; the browser reconnects with its new cookie.
    const other = await signUp(ctx, 'company');
    const elsewhere = await sendAs(ctx, undefined, 'POST', '/api/auth/sign-in/email', {
      email: other.email,
      password: other.password,
    });
    const stolen = await openStream(baseUrl(second), {
      ...other,
      cookie: sessionCookie(elsewhere.headers['set-cookie']),
    });
    const changed = await sendAs(ctx, other, 'POST', '/api/auth/change-password', {
      currentPassword: other.password,
      newPassword: 'a different long secret',
    });
    expect(changed.statusCode).toBe(200);
    const reconnected = await openStream(baseUrl(second), {
      ...other,
      cookie: sessionCookie(changed.headers['set-cookie']),
    });
    await notify(other, 'After the password change');
    const event = await reconnected.next((e) => e.event === 'notification');
    expect(JSON.parse(event.data).title).toBe('After the password change');
    await stolen.pump;
    expect(stolen.ended).toBe(true);
    expect(stolen.events).toEqual([]);
    reconnected.close();
  });

  it('tells both parties of a conversation, on any instance, that it changed: ids only', async () => {
    const second = await anotherInstance();
    afterAll(() => second.close());
    const company = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    const bystander = await signUp(ctx, 'facilitator');
    await ctx.db
      .update(facilitators)
      .set(listedFacilitatorValues(ctx.clock.now()))
      .where(eq(facilitators.id, facilitator.id));
    const facilitatorStream = await openStream(baseUrl(second), facilitator);
    const companyStream = await openStream(baseUrl(ctx.app), company);
    const bystanderStream = await openStream(baseUrl(second), bystander);

    const started = await sendAs(ctx, company, 'POST', '/api/conversations', {
      to: facilitator.id,
      body: 'A private message that must not travel in the event',
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().conversationId;
    const event = await facilitatorStream.next((e) => e.event === CONVERSATION_EVENT);
    expect(JSON.parse(event.data)).toEqual({ conversationId, kind: 'message' });
    // The writer's other tabs hear of it too.
    await companyStream.next((e) => e.event === CONVERSATION_EVENT);

    const read = await sendAs(ctx, facilitator, 'POST', `/api/conversations/${conversationId}/read`);
    expect(read.statusCode).toBe(200);
    const seen = await companyStream.next(
      (e) => e.event === CONVERSATION_EVENT && JSON.parse(e.data).kind === 'read',
    );
    expect(JSON.parse(seen.data)).toEqual({ conversationId, kind: 'read' });

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderStream.events).toEqual([]);
    const frames = facilitatorStream.events.filter((e) => e.event === CONVERSATION_EVENT);
    for (const frame of frames)
      expect(Object.keys(JSON.parse(frame.data))).toEqual(['conversationId', 'kind']);
    for (const s of [facilitatorStream, companyStream, bystanderStream]) s.close();
  });

  it("delivers an organisation's notifications and thread events to every member acting for it", async () => {
    const owner = await signUp(ctx, 'company');
    const member = await memberOf(ctx, owner.id, 'recruiter');
    const stranger = await signUp(ctx, 'company');
    const facilitator = await signUp(ctx, 'facilitator');
    await ctx.db
      .update(facilitators)
      .set(listedFacilitatorValues(ctx.clock.now()))
      .where(eq(facilitators.id, facilitator.id));
    const streams = await Promise.all(
      [owner, member, stranger].map((who) => openStream(baseUrl(ctx.app), who)),
    );
    const [ownerStream, memberStream, strangerStream] = streams;

    const row = await ctx.db.transaction((tx) =>
      createNotification(tx, {
        organisationId: owner.id,
        type: 'test',
        words: () => ({ title: 'For the whole team' }),
        createdAt: ctx.clock.now(),
      }),
    );
    expect(row).toMatchObject({ userId: null, organisationId: owner.id });
    for (const stream of [ownerStream!, memberStream!]) {
      const event = await stream.next((e) => e.event === 'notification');
      expect(JSON.parse(event.data)).toMatchObject({ id: row.id, title: 'For the whole team' });
    }
    expect((await list(member)).json()).toMatchObject({ unreadCount: 1, items: [{ id: row.id }] });

    const started = await sendAs(ctx, member, 'POST', '/api/conversations', {
      to: facilitator.id,
      body: 'Hello from the team',
    });
    expect(started.statusCode, started.body).toBe(201);
    const answered = await sendAs(
      ctx,
      facilitator,
      'POST',
      `/api/conversations/${started.json().conversationId}/messages`,
      { body: 'Hello team' },
    );
    expect(answered.statusCode, answered.body).toBe(201);
    for (const stream of [ownerStream!, memberStream!]) {
      await stream.next((e) => e.event === CONVERSATION_EVENT);
    }

    // A member removed from the organisation hears nothing more of it: their stream ends.
    await ctx.db
      .delete(organisationMembers)
      .where(
        and(eq(organisationMembers.organisationId, owner.id), eq(organisationMembers.userId, member.id)),
      );
    const later = await ctx.db.transaction((tx) =>
      createNotification(tx, {
        organisationId: owner.id,
        type: 'test',
        words: () => ({ title: 'Team only' }),
        createdAt: ctx.clock.now(),
      }),
    );
    await ownerStream!.next((e) => e.event === 'notification' && JSON.parse(e.data).id === later.id);
    await vi.waitFor(() => expect(memberStream!.ended).toBe(true));
    expect(memberStream!.events.some((e) => e.data.includes(later.id))).toBe(false);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerStream!.events).toEqual([]);
    for (const s of streams) s.close();
  });

  it('reaches a browser connected to another instance, and closes cleanly on shutdown', async () => {
    // A second instance over the same database: its own hub and its own LISTEN connection.
    const second = await anotherInstance();
    const me = await signUp(ctx, 'company');
    const stream = await openStream(baseUrl(second), me);
    await notify(me, 'Across instances');
    const event = await stream.next((e) => e.event === 'notification');
    expect(JSON.parse(event.data).title).toBe('Across instances');

    const started = Date.now();
    await second.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.pump;
    expect(stream.ended).toBe(true);
  });
});

describe('NotificationHub', () => {
  const log = { warn: () => undefined, error: () => undefined } as never;
  class FakeResponse extends EventEmitter {
    chunks: string[] = [];
    ended = false;
    socket = null;
    write(chunk: string) {
      this.chunks.push(chunk);
      return true;
    }
    end() {
      this.ended = true;
      this.emit('close');
    }
  }

  it('sends heartbeats, ends expired sessions and caps the streams per user', async () => {
    const hub = new NotificationHub({
      clientConfig: {},
      load: async () => undefined,
      liveSessions: async (ids) => new Set(ids),
      log,
      heartbeatMs: 20,
    });
    afterAll(() => hub.stop());
    const live = new FakeResponse();
    const expired = new FakeResponse();
    const session = (id: string, ms: number) => ({ id, expiresAt: new Date(Date.now() + ms) });
    hub.add('u1', live as unknown as ServerResponse, session('s1', 60_000));
    hub.add('u2', expired as unknown as ServerResponse, session('s2', 30));
    // Heartbeats every 20 ms: waits for two (a busy machine may delay a timer well past its time).
    await vi.waitFor(
      () => {
        expect(live.chunks.filter((c) => c === ': heartbeat\n\n').length).toBeGreaterThanOrEqual(2);
        expect(expired.ended).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(hub.size).toBe(1);

    const many = Array.from({ length: 11 }, () => new FakeResponse());
    for (const res of many) hub.add('u3', res as unknown as ServerResponse, session('s3', 60_000));
    expect(many[0].ended).toBe(true);
    expect(many.filter((r) => !r.ended)).toHaveLength(10);

    hub.endStreams();
    expect(live.ended).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('ends, at the next heartbeat, the streams whose session was revoked', async () => {
    const revoked = new Set<string>();
    const hub = new NotificationHub({
      clientConfig: {},
      load: async () => undefined,
      liveSessions: async (ids) => new Set(ids.filter((id) => !revoked.has(id))),
      log,
      heartbeatMs: 20,
    });
    afterAll(() => hub.stop());
    const kept = new FakeResponse();
    const signedOut = new FakeResponse();
    const inAnHour = new Date(Date.now() + 3_600_000);
    hub.add('u1', kept as unknown as ServerResponse, { id: 'kept', expiresAt: inAnHour });
    hub.add('u1', signedOut as unknown as ServerResponse, { id: 'signed-out', expiresAt: inAnHour });
    revoked.add('signed-out');
    await vi.waitFor(() => expect(signedOut.ended).toBe(true), { timeout: 10_000, interval: 20 });
    expect(signedOut.chunks).toEqual([]);
    expect(kept.ended).toBe(false);
    expect(hub.size).toBe(1);
  });
});
