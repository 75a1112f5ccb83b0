// New addresses' joins, written together (docs/scale.md, "Joins"): while the writes are on their
// way to the database (two at a time on PostgreSQL, one on embedded PGlite), the joins that
// arrive wait and then go as one statement. At low traffic each join is written alone at once; at
// launch-day traffic one statement and one commit carry many.
// Each join is answered only after the statement holding it committed: nothing is acknowledged
// that is not stored.
import { setImmediate as nextTurn } from "node:timers/promises";
import {
  isEmbedded,
  runStatement,
  type Database,
  type Language,
  type WaitlistFlag,
} from "@bayan/db";
import { isDatabaseUnavailable } from "../../unavailable.js";
import type { Attribution } from "../analytics/collector.js";
import type { EmailContent } from "../email/layout.js";

/** One new address's rows: the entry, its `waitlist.joined` payload and its email's links. */
export interface NewEntry {
  id: string;
  email: string;
  emailKey: string;
  source: string;
  language: Language;
  referredBy: string | null;
  flags: WaitlistFlag[];
  consent: object;
  at: Date;
  attribution: Attribution | null;
  /** `suppressionKey(email)`: a suppressed address gets no entry. */
  keyHash: string;
  /** The webhook payload (`webhookPayload`). */
  payload: object;
  emailId: string;
  emailKind: string;
  /** The email's links (`EmailLink[]`). */
  links: object[];
}

export interface NewEntryOutcome {
  created: boolean;
  suppressed: boolean;
}

/** The most joins one statement carries. */
const BATCH_MAX = 200;
/**
 * Statements on their way at once. On PostgreSQL two: while one commits, the next is being
 * gathered and sent (with one, the database waited between statements; docs/scale.md, "Joins").
 * PGlite runs statements one after another on this thread anyway.
 */
const writersFor = (db: Database) => (isEmbedded(db) ? 1 : 2);

/**
 * The entries, unless the address is suppressed or already has one; a delivery of
 * `waitlist.joined` to each enabled endpoint that takes it (as `emitWebhookEvent` queues them);
 * and each one's confirmation email (as `queueConfirmation` does), the content given per
 * language ($2). Written in SQL rather than with Drizzle's builder, which cost more than running
 * the statement; the join tests read every row back on both databases.
 */
const STATEMENT = `
with input as (
  select * from jsonb_to_recordset($1::text::jsonb) as r(id uuid, email text, email_key text,
    source text, language language, referred_by uuid, flags text[], consent jsonb,
    created_at timestamptz, channel analytics_channel, country text, landing_page text,
    key_hash text, payload jsonb, email_id uuid, email_kind text, links jsonb)
), allowed as (
  select * from input i
  where not exists (select 1 from suppressed_addresses s where s.key_hash = i.key_hash)
), entry as (
  insert into waitlist_entries (id, email, email_key, source, language, referred_by,
    referral_state, flags, consent, created_at, channel, country, landing_page)
  select id, email, email_key, source, language, referred_by,
    case when referred_by is null then 'none' else 'pending' end::referral_state,
    flags, consent, created_at, channel, country, landing_page
  from allowed
  on conflict (email_key) do nothing
  returning id
), hooks as (
  insert into webhook_deliveries (endpoint_id, event_type, payload, next_attempt_at, created_at)
  select e.id, 'waitlist.joined', a.payload, a.created_at, a.created_at
  from entry n join allowed a on a.id = n.id cross join webhook_endpoints e
  where e.enabled and 'waitlist.joined' = any(e.events)
), content as materialized (
  select key::language as language, value ->> 'subject' as subject, value ->> 'text' as text,
    value ->> 'html' as html
  from jsonb_each($2::text::jsonb)
), mail as (
  insert into outbox (id, kind, "to", subject, text, html, language, links, last_error,
    created_at)
  select a.email_id, a.email_kind, a.email, c.subject, c.text, c.html, a.language, a.links, null,
    a.created_at
  from entry n join allowed a on a.id = n.id join content c on c.language = a.language
)
select i.id,
  exists (select 1 from entry n where n.id = i.id) as created,
  not exists (select 1 from allowed a where a.id = i.id) as suppressed
from input i`;

interface Waiting {
  entry: NewEntry;
  content: Record<Language, EmailContent>;
  settle: (outcome: Promise<NewEntryOutcome>) => void;
}

interface Queue {
  waiting: Waiting[];
  /** Writers (`drain`) running. */
  writers: number;
  maxWriters: number;
}

const queues = new WeakMap<Database, Queue>();

/**
 * Writes a new address's join (with the next ones that arrive while a write is on its way) and
 * answers whether its entry was made, or the address was suppressed.
 */
export function writeNewEntry(
  db: Database,
  entry: NewEntry,
  content: Record<Language, EmailContent>,
): Promise<NewEntryOutcome> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], writers: 0, maxWriters: writersFor(db) }));
  const outcome = new Promise<NewEntryOutcome>((resolve) => {
    queue.waiting.push({ entry, content, settle: resolve });
  });
  if (queue.writers < queue.maxWriters) void drain(db, queue);
  return outcome;
}

/** Writes what waits, batch after batch, until nothing does. */
async function drain(db: Database, queue: Queue) {
  queue.writers += 1;
  try {
    while (queue.waiting.length > 0) {
      // A turn of the event loop first, so requests that arrived meanwhile reach the queue: on
      // embedded PGlite the statement runs on this thread, and without the turn each batch held
      // only the joins already queued (about two a statement instead of dozens).
      await nextTurn();
      if (queue.waiting.length === 0) break; // the other writer took them
      // One site's emails per statement (one server has one site; tests may have several).
      const content = queue.waiting[0]!.content;
      let size = 1;
      while (size < BATCH_MAX && queue.waiting[size]?.content === content) size += 1;
      const batch = queue.waiting.splice(0, size);
      const outcomes = written(db, batch);
      for (const [i, waiting] of batch.entries()) waiting.settle(outcomes.then((all) => all[i]!));
      // This writer's next batch waits for this one: joins that arrive meanwhile go together.
      const settled = await outcomes.then((all) => Promise.allSettled(all));
      // The database is out of reach: the joins that waited meanwhile fail now with the same
      // answer (503) rather than wait again for a connection, which would double their wait.
      const outage = settled.find(
        (s): s is PromiseRejectedResult =>
          s.status === "rejected" && isDatabaseUnavailable(s.reason),
      );
      if (outage) {
        for (const waiting of queue.waiting.splice(0)) {
          waiting.settle(Promise.reject(outage.reason as Error));
        }
      }
    }
  } finally {
    queue.writers -= 1;
  }
}

/** Each join's outcome: the batch's, or, when the batch was refused, its own tried alone. */
async function written(db: Database, batch: Waiting[]): Promise<Promise<NewEntryOutcome>[]> {
  const handled = (outcome: Promise<NewEntryOutcome>) => {
    outcome.catch(() => undefined); // its waiter reads the failure
    return outcome;
  };
  try {
    return (await writeRows(db, batch)).map((outcome) => Promise.resolve(outcome));
  } catch (error) {
    // One row the database refused (a referrer deleted a moment ago, say) must not fail the
    // others: each is tried alone. An outage fails them all, as it would fail one join.
    if (batch.length === 1 || isDatabaseUnavailable(error)) {
      return batch.map(() => handled(Promise.reject(error as Error)));
    }
    return batch.map((waiting) => handled(writeRows(db, [waiting]).then(([one]) => one!)));
  }
}

async function writeRows(db: Database, batch: Waiting[]): Promise<NewEntryOutcome[]> {
  const rows = batch.map(({ entry: e }) => ({
    id: e.id,
    email: e.email,
    email_key: e.emailKey,
    source: e.source,
    language: e.language,
    referred_by: e.referredBy,
    flags: e.flags,
    consent: e.consent,
    created_at: e.at.toISOString(),
    channel: e.attribution?.channel ?? null,
    country: e.attribution?.country ?? null,
    landing_page: e.attribution?.landingPage ?? null,
    key_hash: e.keyHash,
    payload: e.payload,
    email_id: e.emailId,
    email_kind: e.emailKind,
    links: e.links,
  }));
  // In one order of addresses, so two statements on their way at once that hold the same two
  // new addresses wait for each other instead of each holding one and waiting for the other.
  rows.sort((a, b) => (a.email_key < b.email_key ? -1 : a.email_key > b.email_key ? 1 : 0));
  // Every join of a site has the same two emails (their links are slots): sent once.
  const content = batch[0]!.content;
  const found = await runStatement<{ id: string; created: boolean; suppressed: boolean }>(
    db,
    STATEMENT,
    [JSON.stringify(rows), JSON.stringify(content)],
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return batch.map(({ entry }) => {
    const row = byId.get(entry.id);
    return { created: row?.created === true, suppressed: row?.suppressed === true };
  });
}
