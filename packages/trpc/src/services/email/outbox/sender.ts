import { outbox, type Database, type OutboxMessage } from "@bayan/db";
import { asc, eq, inArray, lte, type SQL } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { fillLinks, issueLinks, linkUrl } from "../../links/links.js";
import { attachmentsToSend } from "../../mailbox/attachments.js";
import { messageText } from "../../../rules/messages.js";
import { SUPPRESSED_KEYS, suppressionOf } from "../suppression.js";
import { carriesUnsubscribe, unsubscribeHeaders, withUnsubscribeFooter } from "../unsubscribe.js";
import type { DeliveryOutcome } from "./outcomes.js";
import { claimLeased } from "../../leased-claim.js";
import {
  SENDING_AT_ONCE,
  domainOf,
  messageIdOf,
  smtpTransport,
  type DkimOptions,
} from "./transport.js";

/** What a delivery round did with one email: the metrics count these. */
export type DeliveryOutcomeKind = "sent" | "retry" | "failed" | "suppressed";

/** Attempts before a message is marked failed; the waits between them grow: 1, 2, 4 … 64 min. */
export const MAX_ATTEMPTS = 8;
export const NOT_CONFIGURED = "SMTP_URL is not set: kept in the outbox, not delivered";
/**
 * How long a sender holds a message it took: longer than one SMTP exchange can last (its
 * timeouts add up to 40 s). A sender that died meanwhile leaves it to another after this.
 */
export const LEASE_MS = 2 * 60_000;
/** Most messages one delivery round sends; the rest wait for the next round. */
const ROUND_SIZE = 50;

/**
 * How long an admin's invite or reply waits for its email to go out before answering (the email
 * then goes on in the background): long enough for a working SMTP server, short enough for a
 * click.
 */
export const DELIVER_NOW_WAIT_MS = 4_000;
/**
 * How long a stopping sender waits for the emails on their way before it gives up on them: a
 * shutdown has 10 s in all (close-with-grace; Docker's default too), and one SMTP exchange may
 * last 40 s. Given up, an email is handed back to the queue as it was, for another sender now.
 */
export const STOP_WAIT_MS = 5_000;
/** How long a round's line waits before it looks again whether the server is still busy. */
const BUSY_PAUSE_MS = 250;
/** How often `deliverNow` looks again at a message another sender is delivering. */
const OUTCOME_POLL_MS = 100;

/** The outbox as a leased queue: a queued email is taken by one sender at a time. */
const QUEUE = {
  table: outbox,
  id: outbox.id,
  status: outbox.status,
  lockedUntil: outbox.lockedUntil,
  attempts: outbox.attempts,
  waiting: "queued",
};

/** Waits for `work` to settle, or `ms`, whichever comes first. */
async function waitAtMost(work: Promise<unknown>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}

/** Where the sender reports a delivery that failed (the server's log). */
export type OutboxLog = (message: string, details: Record<string, unknown>) => void;

/**
 * Why an email was not sent when a link it carries may no longer be issued (its invitation was
 * used, replaced or has expired before the email could go): its last error, in English as stored;
 * the outbox answers its key beside it (`lastErrorKey`).
 */
export const LINK_CLOSED = messageText("outbox.linkClosed");

/**
 * Delivers queued mail through SMTP, oldest first, with retries and backoff. Without SMTP it
 * delivers nothing and the mail waits in the outbox.
 *
 * Any number of servers may run one on the same database: each message is taken by one sender at
 * a time (an atomic claim with `FOR UPDATE SKIP LOCKED` and a lease), so it is sent once.
 */
export class OutboxSender {
  private readonly transport: Transporter | null;
  private running: Promise<number> | null = null;
  /** `deliverNow` work that may go on after its caller stopped waiting. */
  private readonly sendingNow = new Set<Promise<void>>();
  private stopped = false;
  /** Aborted when a stopping sender gives up on the emails still on their way. */
  private readonly givingUp = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private readonly log: OutboxLog;
  private readonly onOutcome: (outcome: DeliveryOutcomeKind) => void;
  private readonly uploadsDir: string | undefined;
  private readonly from: string;
  /** The From address's domain, which every Message-ID ends with. */
  private readonly messageDomain: string;
  private readonly siteUrl: string;
  private readonly busy: () => boolean;

  constructor(
    private readonly db: Database,
    options: {
      smtpUrl?: string | undefined;
      from: string;
      log?: OutboxLog;
      /** Told of each delivery's outcome (the server's metrics count them). */
      onOutcome?: (outcome: DeliveryOutcomeKind) => void;
      /** Where the mailbox's attachments are (DATA_DIR/uploads): sent with their emails. */
      uploadsDir?: string;
      /** The site's address, for the unsubscribe link added at delivery. */
      siteUrl?: string;
      /** Signs every email with DKIM when given. */
      dkim?: DkimOptions | undefined;
      /**
       * Whether the server is too busy for email now (its thread saturated by requests): a
       * round then takes no new message until it is not. An admin's `deliverNow` does not wait.
       */
      busy?: () => boolean;
    },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.log = options.log ?? (() => {});
    this.uploadsDir = options.uploadsDir;
    this.onOutcome = options.onOutcome ?? (() => {});
    this.from = options.from;
    this.messageDomain = domainOf(options.from);
    this.siteUrl = options.siteUrl ?? "http://localhost";
    this.busy = options.busy ?? (() => false);
    this.transport = options.smtpUrl
      ? smtpTransport(options.smtpUrl, options.from, options.dkim)
      : null;
  }

  get configured() {
    return this.transport !== null;
  }

  /** Checks the outbox every `intervalMs` until stopped. */
  start(intervalMs = 15_000) {
    this.timer = setInterval(() => this.notify(), intervalMs);
    this.timer.unref();
    this.notify();
  }

  /** Asks for a delivery round soon (after new mail is queued). */
  notify() {
    if (this.transport) void this.deliverDue().catch(() => {});
  }

  /** One delivery round over the mail that is due; answers how many were sent. */
  deliverDue(): Promise<number> {
    this.running ??= this.round().then(
      (sent) => {
        this.running = null;
        // A full round may have left more due (a wave's invitations): the next one starts now
        // rather than at the next tick.
        if (sent >= ROUND_SIZE && !this.stopped) setImmediate(() => this.notify());
        return sent;
      },
      (error: unknown) => {
        this.running = null;
        throw error;
      },
    );
    return this.running;
  }

  /**
   * Tries to deliver the messages with these ids (just queued by an admin's action) at once, one
   * after another, and answers each one's state once all are done or after `waitMs`, whichever
   * comes first; those not done by then go on in the background (or with the next round). A
   * message another sender holds is left to it, and its outcome waited for the same way. Without
   * SMTP it answers at once: every message stays queued.
   */
  async deliverNow(
    ids: readonly string[],
    waitMs = DELIVER_NOW_WAIT_MS,
  ): Promise<DeliveryOutcome[]> {
    const queued = () => ids.map((id) => ({ id, status: "queued" as const, error: null }));
    if (!this.transport || ids.length === 0) return queued();
    const deadline = performance.now() + waitMs;
    if (!this.stopped) {
      const work = this.deliverEach(ids);
      this.sendingNow.add(work);
      void work.finally(() => this.sendingNow.delete(work));
      await waitAtMost(work, waitMs);
    }
    try {
      for (;;) {
        const found = await this.outcomes(ids);
        const now = this.now();
        // Still held by a sender (another server's round, most likely): its outcome is near.
        const busy = found.some(
          (o) => o.status === "queued" && o.lockedUntil && o.lockedUntil > now,
        );
        if (!busy || performance.now() + OUTCOME_POLL_MS > deadline) {
          return found.map(({ id, status, error }) => ({ id, status, error }));
        }
        await new Promise((resolve) => setTimeout(resolve, OUTCOME_POLL_MS));
      }
    } catch (error) {
      // The emails are in the outbox whatever happened since; only their state is unknown.
      this.log("could not read the state of emails just queued", { error: String(error) });
      return queued();
    }
  }

  /**
   * Takes no new message, lets those on their way finish for up to STOP_WAIT_MS, hands the rest
   * back to the queue, and closes the connections.
   */
  async stop(waitMs = STOP_WAIT_MS) {
    this.stopped = true;
    clearInterval(this.timer);
    const onTheirWay = Promise.all([this.running, ...this.sendingNow]);
    await waitAtMost(onTheirWay, waitMs);
    this.givingUp.abort();
    await onTheirWay;
    this.transport?.close();
  }

  /**
   * Up to ROUND_SIZE due messages, SENDING_AT_ONCE on their way at a time: each line takes the
   * next due message (the claim gives each to one line only) until the round is full, none is
   * due, or the sender is stopping (the messages on their way finish; the rest wait for another
   * sender or the next start, so a shutdown under load is not held up by a whole round). While
   * the server is busy, a line waits before taking the next: requests first, email after.
   */
  private async round(): Promise<number> {
    if (!this.transport) return 0;
    let taken = 0;
    let sent = 0;
    const line = async () => {
      while (taken < ROUND_SIZE && !this.stopped) {
        if (this.busy()) {
          await new Promise((resolve) => setTimeout(resolve, BUSY_PAUSE_MS));
          continue;
        }
        taken += 1;
        const message = await this.claimNext();
        if (!message) return;
        if (await this.deliver(message)) sent += 1;
      }
    };
    await Promise.all(Array.from({ length: SENDING_AT_ONCE }, line));
    return sent;
  }

  /**
   * Delivers the messages with these ids that no other sender holds, one claim at a time, each
   * tried once (one that fails waits for its back-off like any other).
   */
  private async deliverEach(ids: readonly string[]): Promise<void> {
    const left = new Set(ids);
    try {
      while (left.size > 0 && !this.stopped) {
        const message = await this.claim(inArray(outbox.id, [...left]));
        if (!message) return;
        left.delete(message.id);
        await this.deliver(message);
      }
    } catch (error) {
      this.log("email delivery stopped by an error", { error: String(error) });
    }
  }

  /** The state of each message (in the order of `ids`); one that is gone counts as queued. */
  private async outcomes(ids: readonly string[]) {
    const rows = await this.db
      .select({
        id: outbox.id,
        status: outbox.status,
        error: outbox.lastError,
        lockedUntil: outbox.lockedUntil,
      })
      .from(outbox)
      .where(inArray(outbox.id, [...ids]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map(
      (id) => byId.get(id) ?? { id, status: "queued" as const, error: null, lockedUntil: null },
    );
  }

  /** Takes the oldest due message for this sender. */
  private claimNext(): Promise<OutboxMessage | undefined> {
    return this.claim(lte(outbox.nextAttemptAt, this.now()), asc(outbox.nextAttemptAt));
  }

  /**
   * Takes one queued message matching `which` for this sender: one statement that skips messages
   * another sender is taking at the same instant and those whose lease has not run out. Counts
   * the attempt at once, so a message that crashes its sender still runs out of attempts.
   */
  private claim(which: SQL, order?: SQL): Promise<OutboxMessage | undefined> {
    return claimLeased(this.db, QUEUE, { which, order, now: this.now(), leaseMs: LEASE_MS });
  }

  /**
   * Sends a claimed message (its `attempts` already counts this one) and records the outcome. The
   * links it carries get their tokens now, in the copy sent alone (docs/links.md); one that may no
   * longer be issued fails the message at once.
   */
  private async deliver(message: OutboxMessage): Promise<boolean> {
    const { attempts } = message;
    try {
      // Checked at the last moment, whatever queued the email (docs/email-delivery.md).
      const suppressed = await suppressionOf(this.db, message.to);
      if (suppressed) {
        await this.db
          .update(outbox)
          .set({
            status: "suppressed",
            lastError: messageText(SUPPRESSED_KEYS[suppressed]),
            lockedUntil: null,
          })
          .where(eq(outbox.id, message.id));
        this.onOutcome("suppressed");
        return false;
      }
      const unsubscribable = carriesUnsubscribe(message.kind);
      const links = await issueLinks(
        this.db,
        unsubscribable
          ? [...message.links, { purpose: "unsubscribe", subject: message.id }]
          : message.links,
        { now: this.now(), via: "email", emailId: message.id },
      );
      if (!links) {
        await this.db
          .update(outbox)
          .set({ status: "failed", lastError: LINK_CLOSED, lockedUntil: null })
          .where(eq(outbox.id, message.id));
        this.onOutcome("failed");
        return false;
      }
      let content = { text: fillLinks(message.text, links), html: fillLinks(message.html, links) };
      let headers: Record<string, string | { prepared: boolean; value: string }> = {
        "Content-Language": message.language,
      };
      const unsubscribeLink = links.find((link) => link.purpose === "unsubscribe");
      if (unsubscribeLink) {
        const url = linkUrl(this.siteUrl, unsubscribeLink);
        content = withUnsubscribeFooter(content, message.language, url);
        headers = { ...headers, ...unsubscribeHeaders(url, this.from) };
      }
      await this.transport!.sendMail({
        messageId: messageIdOf(message.id, this.messageDomain),
        to: message.to,
        subject: message.subject,
        ...content,
        headers,
        attachments: await attachmentsToSend(this.db, this.uploadsDir, message.id),
        signal: this.givingUp.signal,
      });
      await this.db
        .update(outbox)
        .set({ status: "sent", sentAt: this.now(), lastError: null, lockedUntil: null })
        .where(eq(outbox.id, message.id));
      this.onOutcome("sent");
      return true;
    } catch (error) {
      if (this.givingUp.signal.aborted) {
        // Given up by a stopping sender, not refused: back to the queue as it was (this attempt
        // not counted), due at once for another sender. Were it accepted in the instant before,
        // its Message-ID lets the receiver drop the second copy.
        await this.db
          .update(outbox)
          .set({ attempts: attempts - 1, lockedUntil: null })
          .where(eq(outbox.id, message.id));
        return false;
      }
      const reason = error instanceof Error ? error.message : String(error);
      const failed = attempts >= MAX_ATTEMPTS;
      const wait = 60_000 * 2 ** (attempts - 1);
      await this.db
        .update(outbox)
        .set({
          status: failed ? "failed" : "queued",
          lastError: reason,
          nextAttemptAt: new Date(this.now().getTime() + wait),
          lockedUntil: null,
        })
        .where(eq(outbox.id, message.id));
      this.onOutcome(failed ? "failed" : "retry");
      // The message id and kind, not the address: the log is no place for visitors' emails.
      this.log(failed ? "email failed for good" : "email delivery failed, will retry", {
        emailId: message.id,
        kind: message.kind,
        attempts,
        error: reason,
      });
      return false;
    }
  }
}
