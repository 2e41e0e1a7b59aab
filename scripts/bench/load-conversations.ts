import type pg from 'pg';
import { draw, pick } from './sql-draw';

const OPENERS = [
  'Thanks for getting back to me',
  'Quick question about the agenda',
  'Could we move the kickoff',
  'Here is the draft outline',
  'Are you available in March',
  'The team loved the retrospective',
  'Sharing the room plan',
  'Can we add a breakout round',
];
const TAILS = [
  'for the leadership offsite.',
  'before Friday?',
  'with the product team.',
  'and the follow-up notes.',
  'so that everyone can prepare.',
  'including the budget for materials.',
];

export interface ConversationLoad {
  /** Threads in all: every one of `companies` companies writes with threads / companies facilitators. */
  threads: number;
  /** Messages in all, spread evenly over the threads, one every 3 seconds, oldest first. */
  messages: number;
  /** The signed-in facilitator the bench reads as: a party to one thread of every company. */
  facilitatorId: string;
  companies: number;
}

/**
 * Loads the conversations the inbox and thread benchmarks read: `companies` company accounts, enough
 * facilitator accounts for `threads` distinct pairs (the bench's facilitator among them, in a thread with
 * every company), and `messages` messages, with generate_series (no row-by-row round trips). Each thread's
 * last message, preview and unread counts are then set from its messages, as the app keeps them.
 * Returns the id of the bench facilitator's busiest thread.
 */
export async function loadConversations(
  pool: pg.Pool,
  { threads, messages, facilitatorId, companies }: ConversationLoad,
  log: (msg: string) => void,
): Promise<string> {
  const facilitatorsNeeded = Math.ceil(threads / companies);
  const started = Date.now();
  const client = await pool.connect();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
  try {
    await client.query('set statement_timeout = 0');
    // Accounts: the profile rows come from the user_create_profile trigger; every profile is listed.
    await client.query(`
      insert into "user" (name, email, email_verified, user_type)
      select 'Bench Company ' || i, 'bench-company-' || i || '@bench.example', true, 'company'
      from generate_series(1, ${companies}) as i`);
    await client.query(`
      insert into "user" (name, email, email_verified, user_type, first_name, last_name)
      select 'Bench Facilitator ' || i, 'bench-facilitator-' || i || '@bench.example', true, 'facilitator',
             'Bench', 'Facilitator ' || i
      from generate_series(1, ${facilitatorsNeeded - 1}) as i`);
    await client.query(`update companies set profile_completed_at = now() where name like 'Bench Company %'`);
    await client.query(
      `update facilitators set profile_completed_at = now() where last_name like 'Facilitator %'`,
    );
    // Pairs: company c with facilitator f, for the first `threads` of companies × facilitators (the bench's
    // facilitator first, so that it is in a thread with every company).
    await client.query(
      `
      with c as (select id, row_number() over (order by email) - 1 as n from "user"
                 where email like 'bench-company-%@bench.example'),
           f as (select id, n from (select id, row_number() over (order by email) as n from "user"
                 where email like 'bench-facilitator-%@bench.example') s
                 union all select $1::uuid, 0)
      insert into conversations (company_id, facilitator_id, started_by, last_message_at, last_message_side,
                                 last_message_preview, created_at)
      select c.id, f.id, 'company', now(), 'company', '', now() - interval '90 days'
      from c join f on f.n * ${companies} + c.n < ${threads}`,
      [facilitatorId],
    );
    const { rows } = await client.query<{ id: string }>(
      'select id from conversations order by facilitator_id = $1 desc, id limit $2',
      [facilitatorId, threads],
    );
    const ids = rows.map((row) => row.id);
    log(`  loaded ${ids.length.toLocaleString('en')} threads (${seconds()} s)`);
    const batch = 100_000;
    for (let offset = 0; offset < messages; offset += batch) {
      const size = Math.min(batch, messages - offset);
      await client.query(
        `
        insert into messages (conversation_id, sender_id, side, body, created_at)
        select t.id, case when ${draw(2, 2)} = 0 then t.company_id else t.facilitator_id end,
               case when ${draw(2, 2)} = 0 then 'company' else 'facilitator' end,
               ${pick(OPENERS, 3)} || ' ' || ${pick(TAILS, 4)},
               now() - ((${messages} - i) * interval '3 seconds')
        from generate_series(${offset + 1}, ${offset + size}) as i
        join conversations t on t.id = ($1::uuid[])[1 + (i % ${ids.length})]`,
        [ids],
      );
      log(
        `  loaded ${(offset + size).toLocaleString('en')} / ${messages.toLocaleString('en')} messages (${seconds()} s)`,
      );
    }
    // Each thread's summary, as adding its messages one by one would have left it; a fifth of the threads
    // have some messages the facilitator has not read.
    await client.query(`
      update conversations c set last_message_at = m.created_at, last_message_side = m.side,
             last_message_preview = left(m.body, 140),
             facilitator_unread = case when hashint8extended(hashtext(c.id::text), 7) % 5 = 0 then 3 else 0 end
      from (select distinct on (conversation_id) conversation_id, created_at, side, body from messages
            order by conversation_id, created_at desc, id desc) m
      where m.conversation_id = c.id`);
    // As autovacuum leaves them once the load settles: statistics, and the visibility map that lets the
    // inbox be read from its index alone.
    await client.query('vacuum analyze conversations');
    await client.query('vacuum analyze messages');
    log(`  summarised the threads (${seconds()} s)`);
    return ids[0];
  } finally {
    client.release();
  }
}
