import { createHash, randomBytes } from 'node:crypto';
import { and, lt, sql } from 'drizzle-orm';
import type { InsightFilterKind, InsightMetric, InsightSource, InsightSubject } from '../../shared/insights';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/client';
import { insightFilterCounts, insightSalts, insightVisitorMarks } from '../db/schema';
import type { Log } from '../deps';
import { addCounts, ROWS_PER_STATEMENT, type CountRow } from './insight-upserts';

/** How often the buffer is written; a crash loses at most this much counting. */
export const INSIGHT_FLUSH_MS = 2_000;
/** A buffer this large is written at once rather than at the next tick. */
const MAX_BUFFERED_KEYS = 5_000;

/** A day of the counts: the UTC calendar day, `YYYY-MM-DD`. */
export const insightDay = (at: Date) => at.toISOString().slice(0, 10);

/** A search filter value that found a facilitator, to add. */
export interface FilterRow {
  facilitatorId: string;
  day: string;
  kind: InsightFilterKind;
  value: string;
  count: number;
}

/** Who is looking, for the unique-visitor count: never stored, only hashed with the day's salt. */
export interface VisitorKey {
  ip: string;
  userAgent: string;
}

const countKey = (r: Omit<CountRow, 'count'>) =>
  `${r.subject}|${r.subjectId}|${r.day}|${r.metric}|${r.source}`;

/** Adds the rows to the filter counts; a facilitator deleted meanwhile is skipped. */
export async function addFilterCounts(db: DbOrTx, rows: FilterRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    await db.execute(sql`
      insert into ${insightFilterCounts} (facilitator_id, day, kind, value, count)
      select v.facilitator_id, v.day, v.kind, v.value, v.count
      from jsonb_to_recordset(${JSON.stringify(
        chunk.map((r) => ({
          facilitator_id: r.facilitatorId,
          day: r.day,
          kind: r.kind,
          value: r.value,
          count: r.count,
        })),
      )}::jsonb) as v(facilitator_id uuid, day date, kind text, value text, count int)
      where exists (select 1 from facilitators f where f.id = v.facilitator_id)
      on conflict (facilitator_id, day, kind, value)
      do update set count = ${insightFilterCounts.count} + excluded.count`);
  }
}

/** The day's random salt, made by whichever instance asks first (shared through the database). */
export async function saltOf(db: DbOrTx, day: string): Promise<string> {
  await db
    .insert(insightSalts)
    .values({ day, salt: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: insightSalts.salt })
    .from(insightSalts)
    .where(sql`${insightSalts.day} = ${day}`);
  if (!row) throw new Error(`no insight salt for ${day}`);
  return row.salt;
}

/** The visitor's mark for one item and day: the salted hash, nothing that names the visitor. */
export const visitorMark = (salt: string, visitor: VisitorKey, subject: InsightSubject, id: string) =>
  createHash('sha256')
    .update(`${salt}\n${visitor.ip}\n${visitor.userAgent}\n${subject}:${id}`)
    .digest('base64url');

/** Forgets the marks and salts of the days before `now`'s: yesterday's visitors can no longer be told apart. */
export async function sweepInsightDays(db: DbOrTx, now: Date): Promise<{ marks: number; salts: number }> {
  const today = insightDay(now);
  const marks = await db.delete(insightVisitorMarks).where(lt(insightVisitorMarks.day, today));
  const salts = await db.delete(insightSalts).where(and(lt(insightSalts.day, today)));
  return { marks: marks.rowCount ?? 0, salts: salts.rowCount ?? 0 };
}

interface PendingVisitor {
  subject: InsightSubject;
  subjectId: string;
  day: string;
  source: InsightSource;
  visitor: VisitorKey;
}

/**
 * Counting in this process: events are added to an in-memory buffer (never a database round trip on the
 * page's path) and written every INSIGHT_FLUSH_MS and at shutdown in batched upserts; a crash loses at most
 * the buffer's seconds. Visitors are told apart at the flush, by their mark of the day.
 */
export interface InsightCounter {
  /** Adds `n` to a count of today. */
  count(
    subject: InsightSubject,
    subjectId: string,
    metric: InsightMetric,
    source: InsightSource,
    n?: number,
  ): void;
  /** A page view: a view, and a visitor when this visitor has not been counted for the item today. */
  view(subject: InsightSubject, subjectId: string, source: InsightSource, visitor: VisitorKey): void;
  /** The filter values of a directory search that showed these facilitators. */
  filters(facilitatorIds: string[], values: { kind: InsightFilterKind; value: string }[]): void;
  /** Writes the buffer now (the timer's and the tests' way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export function createInsightCounter(
  deps: { db: DbOrTx; clock: Clock; log?: Log },
  { flushMs = INSIGHT_FLUSH_MS }: { flushMs?: number } = {},
): InsightCounter {
  let counts = new Map<string, CountRow>();
  let filterRows = new Map<string, FilterRow>();
  let visitors: PendingVisitor[] = [];
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const add = (row: CountRow) => {
    const key = countKey(row);
    const existing = counts.get(key);
    if (existing) existing.count += row.count;
    else counts.set(key, { ...row });
  };

  const schedule = () => {
    if (counts.size + visitors.length + filterRows.size >= MAX_BUFFERED_KEYS) void flush();
    else if (!timer && flushMs > 0) {
      timer = setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushMs);
      timer.unref();
    }
  };

  async function write(rows: CountRow[], filters: FilterRow[], pending: PendingVisitor[]) {
    const seen = new Map<string, PendingVisitor>();
    const salts = new Map<string, string>();
    for (const event of pending) {
      let salt = salts.get(event.day);
      if (!salt) salts.set(event.day, (salt = await saltOf(deps.db, event.day)));
      seen.set(`${event.day}|${visitorMark(salt, event.visitor, event.subject, event.subjectId)}`, event);
    }
    const visitorRows = new Map<string, CountRow>();
    const keys = [...seen.keys()];
    for (let i = 0; i < keys.length; i += ROWS_PER_STATEMENT) {
      const chunk = keys.slice(i, i + ROWS_PER_STATEMENT).map((key) => {
        const [day, hash] = key.split('|') as [string, string];
        return { day, hash };
      });
      const fresh = await deps.db
        .insert(insightVisitorMarks)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ day: insightVisitorMarks.day, hash: insightVisitorMarks.hash });
      for (const mark of fresh) {
        const event = seen.get(`${mark.day}|${mark.hash}`)!;
        const row = { ...event, metric: 'visitor' as const, count: 1 };
        const key = countKey(row);
        const existing = visitorRows.get(key);
        if (existing) existing.count += 1;
        else visitorRows.set(key, row);
      }
    }
    const all = [
      ...rows,
      ...[...visitorRows.values()].map(({ subject, subjectId, day, metric, source, count }) => ({
        subject,
        subjectId,
        day,
        metric,
        source,
        count,
      })),
    ];
    // One order for every instance's upserts, so that two flushes never wait on each other's rows crosswise.
    all.sort((a, b) => (countKey(a) < countKey(b) ? -1 : 1));
    if (all.length) await deps.db.transaction((tx) => addCounts(tx, all));
    await addFilterCounts(deps.db, filters);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = [...counts.values()];
    const filters = [...filterRows.values()];
    const pending = visitors;
    counts = new Map();
    filterRows = new Map();
    visitors = [];
    // One flush at a time, in order: a test's flush() waits for the timer's.
    running = running.then(async () => {
      if (!rows.length && !filters.length && !pending.length) return;
      try {
        await write(rows, filters, pending);
      } catch (error) {
        // Counting never fails a page: a buffer the database refused is dropped, and said so.
        deps.log?.warn({ err: error, rows: rows.length + pending.length }, 'insight counts not written');
      }
    });
    return running;
  }

  return {
    count(subject, subjectId, metric, source, n = 1) {
      if (n <= 0) return;
      add({ subject, subjectId, day: insightDay(deps.clock.now()), metric, source, count: n });
      schedule();
    },
    view(subject, subjectId, source, visitor) {
      const day = insightDay(deps.clock.now());
      add({ subject, subjectId, day, metric: 'view', source, count: 1 });
      visitors.push({ subject, subjectId, day, source, visitor });
      schedule();
    },
    filters(facilitatorIds, values) {
      if (!facilitatorIds.length || !values.length) return;
      const day = insightDay(deps.clock.now());
      for (const facilitatorId of facilitatorIds)
        for (const { kind, value } of values) {
          const key = `${facilitatorId}|${day}|${kind}|${value}`;
          const existing = filterRows.get(key);
          if (existing) existing.count += 1;
          else filterRows.set(key, { facilitatorId, day, kind, value, count: 1 });
        }
      schedule();
    },
    flush,
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}
