// Password hashing with a bound: each Argon2id hash or check costs ~40 ms of a core and 19 MiB, so
// a flood of sign-ins from many addresses (each under its own limit) could take every core from the
// rest of the site. At most HASHING_CONCURRENCY run at once per instance; up to HASHING_QUEUE more
// wait their turn; beyond that a call is refused at once with 503 and Retry-After (docs/decisions.md,
// "Password hashing under load").
import { hash, verify } from "@node-rs/argon2";
import { availableParallelism } from "node:os";
import { KeyedError } from "../errors.js";
import { messageText } from "../rules/messages.js";

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes at once: one core is always left to the event loop (at least one hash). */
export const HASHING_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Hashes that may wait: at ~40 ms each, the last one waits about a third of a second. */
export const HASHING_QUEUE = 8;

/** A call refused because the hashing queue is full (503 with Retry-After). */
export class HashingBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super(messageText("auth.hashingBusy"));
  }
}

/** Runs at most `concurrency` tasks at once, `queue` more waiting; refuses the rest. */
export class BoundedGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {}

  /** Tasks running and waiting now. */
  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) {
        throw new KeyedError(
          "SERVICE_UNAVAILABLE",
          "auth.hashingBusy",
          undefined,
          new HashingBusyError(),
        );
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The next waiting task takes this one's place (the count stays); else a place frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const gate = new BoundedGate(HASHING_CONCURRENCY, HASHING_QUEUE);

/** The instance's hashing load (for tests and metrics). */
export const hashingLoad = () => gate.load;

/** An Argon2id hash of a password, in its turn. */
export const hashPassword = (password: string) => gate.run(() => hash(password, ARGON2));

/** Whether `password` matches an Argon2 hash, in its turn. */
export const verifyPassword = (passwordHash: string, password: string) =>
  gate.run(() => verify(passwordHash, password));
