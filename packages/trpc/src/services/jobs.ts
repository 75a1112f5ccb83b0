// Scheduled jobs, claimed through the database (DESIGN: one instance of the cluster runs each job
// when it is due, whichever claims it first; no coordinator). Each job has a row in
// `scheduled_jobs`: due at next_run_at, held while locked_until is in the future. A runner that
// dies while it holds a job leaves it to the others once its lease has passed.
import { scheduledJobs, type Database } from "@bayan/db";
import { and, eq, isNull, lt, lte, or, sql } from "drizzle-orm";

export interface ScheduledJob {
  /** The row's key: the same on every instance. */
  name: string;
  /** Time between the end of a run and the next. */
  intervalMs: number;
  /** How long a run may hold the job before another instance may take it over (default 10 min). */
  leaseMs?: number;
  run(db: Database, now: Date): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** How often the runner looks for due jobs (default 60 s). */
  tickMs?: number;
  now?: () => Date;
  /** Told of each run's outcome (the server's log). */
  log?: (message: string, details: Record<string, unknown>) => void;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;
export const DEFAULT_TICK_MS = 60_000;

export class JobRunner {
  private readonly jobs: ScheduledJob[];
  private readonly tickMs: number;
  private readonly now: () => Date;
  private readonly log: NonNullable<JobRunnerOptions["log"]>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    jobs: ScheduledJob[],
    options: JobRunnerOptions = {},
  ) {
    const names = new Set(jobs.map((j) => j.name));
    if (names.size !== jobs.length) throw new Error("Two scheduled jobs have the same name");
    this.jobs = jobs;
    this.tickMs = options.tickMs ?? DEFAULT_TICK_MS;
    this.now = options.now ?? (() => new Date());
    this.log = options.log ?? (() => {});
  }

  /**
   * Claims the row of a due job with one UPDATE (insert-if-absent first, due at once): at most one
   * runner gets it back. Answers the lease's end when this runner holds it, else null.
   */
  async claim(job: ScheduledJob, now: Date): Promise<Date | null> {
    await this.db
      .insert(scheduledJobs)
      .values({ name: job.name, nextRunAt: now })
      .onConflictDoNothing({ target: scheduledJobs.name });
    const lockedUntil = new Date(now.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS));
    const claimed = await this.db
      .update(scheduledJobs)
      .set({ lockedUntil })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0 ? lockedUntil : null;
  }

  /** One look at every job: runs those this runner claims, one after the other. Answers their names. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      if (this.stopped) break;
      const now = this.now();
      let lease: Date | null;
      try {
        lease = await this.claim(job, now);
      } catch (err) {
        this.log("could not claim a scheduled job", { job: job.name, err });
        continue;
      }
      if (!lease) continue;
      let error: string | null = null;
      const started = Date.now();
      try {
        await job.run(this.db, now);
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        this.log("scheduled job failed", { job: job.name, err });
      }
      const end = this.now();
      try {
        // Only while this runner still holds the lease: one taken over is the new holder's.
        await this.db
          .update(scheduledJobs)
          .set({
            lockedUntil: null,
            lastRunAt: end,
            lastError: error === null ? null : error.slice(0, 1000),
            nextRunAt: new Date(end.getTime() + job.intervalMs),
          })
          .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedUntil, lease)));
      } catch (err) {
        this.log("could not record a scheduled job's run", { job: job.name, err });
      }
      if (error === null)
        this.log("scheduled job ran", { job: job.name, ms: Date.now() - started });
      ran.push(job.name);
    }
    return ran;
  }

  /** Looks now, then every tickMs (never two looks at once). */
  start(): void {
    if (this.timer || this.stopped) return;
    const loop = () => {
      this.running = this.tick()
        .catch(() => [])
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          this.timer = setTimeout(loop, this.tickMs);
          this.timer.unref();
        });
    };
    this.timer = setTimeout(loop, 0);
    this.timer.unref();
  }

  /** Stops looking and waits for the run under way, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/** The jobs' rows (the admin's and the tests' view of them). */
export function jobStates(db: Database) {
  return db
    .select()
    .from(scheduledJobs)
    .orderBy(sql`${scheduledJobs.name}`);
}
