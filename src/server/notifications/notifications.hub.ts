// Long on purpose: one listener per instance and the open streams it feeds (people and organisations),
// whose connection, reconnection and delivery rules only make sense together.
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  NOTIFICATION_EVENT,
  RESYNC_EVENT,
  SSE_HEARTBEAT_MS,
  type NotificationItem,
} from '../../shared/notifications';
import { CONVERSATION_EVENT, ConversationEventSchema } from '../../shared/messages';
import { CONVERSATION_CHANNEL } from '../conversations/conversations.repo';
import { NOTIFICATION_CHANNEL, type NotificationRecipient } from './notifications.repo';

/** A browser tab holding the stream open; more than this many per user and the oldest is closed. */
const MAX_STREAMS_PER_USER = 10;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

interface Stream {
  res: ServerResponse;
  userId: string;
  /** The session that opened the stream: once it is revoked (sign-out, password change), the stream ends. */
  sessionId: string;
  /** The session's end: the stream closes then, and the browser reconnects (or not) with its current cookie. */
  expiresAt: number;
  /** The organisation its user acted for when it opened: that organisation's notifications reach it too. */
  organisationId: string | null;
}

export interface HubOptions {
  /** Connection settings for the one dedicated LISTEN connection of this instance. */
  clientConfig: pg.ClientConfig;
  /** Reads a notification by id for its recipient (a person or an organisation); undefined when it is gone. */
  load: (recipient: NotificationRecipient, id: string) => Promise<NotificationItem | undefined>;
  /** Of these session ids, the ones still valid; asked before each delivery and at each heartbeat. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  /** Of these users, the ones still members of the organisation; asked before each delivery. */
  members?: (organisationId: string, userIds: string[]) => Promise<Set<string>>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

/**
 * Live notifications of one instance. Every instance keeps ONE dedicated
 * PostgreSQL connection that LISTENs on the notifications and conversation
 * events channels, so a notification or a change to a conversation committed
 * by any instance reaches the SSE streams that users have open on this one. Connections are opened lazily (first stream) and
 * re-established with back-off if the database goes away; the streams are then
 * told to resynchronise because events may have been missed meanwhile.
 *
 * A stream lives only as long as its session. Sessions are revoked in the
 * database by whichever instance handles the sign-out or password change, so
 * each instance checks its streams' sessions there: before every delivery
 * (nothing reaches a revoked session) and at every heartbeat (its streams
 * close), one indexed query for all the streams concerned.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<Stream>>();
  /** The same streams by the organisation their user acts for. */
  private readonly organisationStreams = new Map<string, Set<Stream>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = RECONNECT_MIN_MS;
  private heartbeat: NodeJS.Timeout | null = null;
  private lostConnection = false;
  private stopped = false;

  constructor(private readonly options: HubOptions) {}

  /** Resolves once this instance LISTENs; idempotent. Rejects when the database cannot be reached. */
  listen(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('notification hub stopped'));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect() {
    const client = new pg.Client({ ...this.options.clientConfig, keepAlive: true });
    client.on('error', (error) => this.onConnectionLost(client, error));
    client.on('end', () => this.onConnectionLost(client));
    client.on('notification', (message) => {
      if (message.channel === NOTIFICATION_CHANNEL) void this.dispatch(message.payload);
      else if (message.channel === CONVERSATION_CHANNEL) void this.dispatchConversation(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
      await client.query(`LISTEN ${CONVERSATION_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    if (this.lostConnection) {
      this.lostConnection = false;
      // Anything committed while we were not listening was not delivered: let the browsers refetch.
      this.broadcast(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
    }
  }

  private onConnectionLost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.lostConnection = true;
    this.options.log.warn({ err: error }, 'notification listener lost its database connection; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.stopped || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'notification listener could not reconnect');
        this.scheduleReconnect();
      });
    }, delay);
    this.reconnectTimer.unref();
  }

  /** The open streams of these ids: a user's own, and those of the users acting for an organisation. */
  private streamsOf(ids: unknown[]): Set<Stream> {
    const found = new Set<Stream>();
    for (const id of ids) {
      if (typeof id !== 'string') continue;
      for (const stream of this.streams.get(id) ?? []) found.add(stream);
      for (const stream of this.organisationStreams.get(id) ?? []) found.add(stream);
    }
    return found;
  }

  /**
   * Of these streams, those that may still hear: their session is signed in, and their user still belongs
   * to the organisation they acted for when the stream opened. The others end (the browser reconnects as
   * whoever it is now).
   */
  private async allowed(streams: Stream[]): Promise<Set<Stream>> {
    const usersByOrganisation = new Map<string, Set<string>>();
    for (const stream of streams) {
      if (!stream.organisationId) continue;
      const users = usersByOrganisation.get(stream.organisationId) ?? new Set<string>();
      usersByOrganisation.set(stream.organisationId, users.add(stream.userId));
    }
    const members = this.options.members;
    const [live, ...memberships] = await Promise.all([
      this.options.liveSessions([...new Set(streams.map((stream) => stream.sessionId))]),
      ...[...usersByOrganisation].map(async ([organisationId, users]) => ({
        organisationId,
        members: members ? await members(organisationId, [...users]) : users,
      })),
    ]);
    const membersOf = new Map(memberships.map((entry) => [entry.organisationId, entry.members]));
    return new Set(
      streams.filter(
        (stream) =>
          live.has(stream.sessionId) &&
          (!stream.organisationId || !!membersOf.get(stream.organisationId)?.has(stream.userId)),
      ),
    );
  }

  private async dispatch(payload: string | undefined) {
    let message: { userId?: unknown; organisationId?: unknown; id?: unknown };
    try {
      message = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    if (typeof message.id !== 'string') return;
    let recipient: NotificationRecipient;
    let streams: Set<Stream> | undefined;
    if (typeof message.userId === 'string') {
      recipient = { userId: message.userId };
      streams = this.streams.get(message.userId);
    } else if (typeof message.organisationId === 'string') {
      recipient = { organisationId: message.organisationId };
      streams = this.organisationStreams.get(message.organisationId);
    } else return;
    if (!streams?.size) return;
    try {
      const [item, allowed] = await Promise.all([
        this.options.load(recipient, message.id),
        this.allowed([...streams]),
      ]);
      const frame = item && `id: ${item.id}\nevent: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(item)}\n\n`;
      for (const stream of streams) {
        if (stream.res.writableEnded) continue;
        if (!allowed.has(stream)) stream.res.end();
        else if (frame) stream.res.write(frame);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'could not deliver a live notification');
    }
  }

  /**
   * A conversation changed (a message, a read mark, an invitation, a block): its parties' open pages
   * refetch it. The payload names only the thread; what it holds is read through the API, as the reader.
   */
  private async dispatchConversation(payload: string | undefined) {
    let message: { userIds?: unknown };
    try {
      message = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    const event = ConversationEventSchema.safeParse(message);
    if (!event.success || !Array.isArray(message.userIds)) return;
    // A thread's company side is an organisation: every member's stream acting for it hears of it.
    const streams = [...this.streamsOf(message.userIds as unknown[])];
    if (!streams.length) return;
    try {
      const allowed = await this.allowed(streams);
      const frame = `event: ${CONVERSATION_EVENT}\ndata: ${JSON.stringify(event.data)}\n\n`;
      for (const stream of streams) {
        if (stream.res.writableEnded) continue;
        if (!allowed.has(stream)) stream.res.end();
        else stream.res.write(frame);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'could not deliver a live conversation event');
    }
  }

  /**
   * Registers an open SSE response of a user (acting for `session.organisationId`, if any); it is removed
   * again when the connection closes.
   */
  add(
    userId: string,
    res: ServerResponse,
    session: { id: string; expiresAt: Date; organisationId?: string | null },
  ) {
    let streams = this.streams.get(userId);
    if (!streams) this.streams.set(userId, (streams = new Set()));
    if (streams.size >= MAX_STREAMS_PER_USER) {
      const oldest = streams.values().next().value!;
      streams.delete(oldest);
      oldest.res.end();
    }
    const stream = {
      res,
      userId,
      sessionId: session.id,
      expiresAt: session.expiresAt.getTime(),
      organisationId: session.organisationId ?? null,
    };
    streams.add(stream);
    if (stream.organisationId) {
      let members = this.organisationStreams.get(stream.organisationId);
      if (!members) this.organisationStreams.set(stream.organisationId, (members = new Set()));
      members.add(stream);
    }
    res.on('close', () => this.remove(userId, stream));
    this.heartbeat ??= setInterval(
      () => void this.beat(),
      this.options.heartbeatMs ?? SSE_HEARTBEAT_MS,
    ).unref();
  }

  private remove(userId: string, stream: Stream) {
    if (stream.organisationId) {
      const members = this.organisationStreams.get(stream.organisationId);
      members?.delete(stream);
      if (members && !members.size) this.organisationStreams.delete(stream.organisationId);
    }
    const streams = this.streams.get(userId);
    if (!streams) return;
    streams.delete(stream);
    if (!streams.size) this.streams.delete(userId);
    if (!this.streams.size && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  /**
   * A comment line keeps proxies and the socket timeout from closing quiet streams; streams whose
   * session expired or was revoked end instead.
   */
  private async beat() {
    const all = [...this.streams.values()].flatMap((streams) => [...streams]);
    if (!all.length) return;
    let live: Set<string> | undefined;
    try {
      live = await this.options.liveSessions([...new Set(all.map((stream) => stream.sessionId))]);
    } catch (error) {
      // The database is unreachable: keep the streams (nothing is delivered to them unchecked).
      this.options.log.warn({ err: error }, 'could not check the sessions of live notification streams');
    }
    const now = Date.now();
    for (const stream of all) {
      if (stream.res.writableEnded) continue;
      if (stream.expiresAt <= now || (live && !live.has(stream.sessionId))) stream.res.end();
      else stream.res.write(': heartbeat\n\n');
    }
  }

  private broadcast(frame: string) {
    for (const streams of this.streams.values()) for (const stream of streams) stream.res.write(frame);
  }

  /** How many streams are open on this instance (for tests and logs). */
  get size() {
    let total = 0;
    for (const streams of this.streams.values()) total += streams.size;
    return total;
  }

  /** Ends every open stream, so that the server can close (an SSE response never ends by itself). */
  endStreams() {
    for (const streams of this.streams.values()) {
      for (const stream of streams) {
        stream.res.end();
        // The keep-alive socket would otherwise hold server.close() until its idle timeout.
        stream.res.socket?.destroySoon();
      }
    }
    this.streams.clear();
    this.organisationStreams.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  async stop() {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.endStreams();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
