import { onShortCacheChange } from "@bayan/trpc";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";

/**
 * Answers that are the same for every caller (queue counts, the countdown), kept as the bytes
 * that were sent, for the rest of the clock's second: a landing page's every visitor asks for
 * them, and serving kept bytes skips the procedure call, the serializing and the hashing. Each
 * carries an `ETag`; a client that sends it back in `If-None-Match` gets a 304 with no body.
 *
 * An answer is at most one second old, and a change made in this process (a join, the countdown
 * saved) drops every kept answer at once (`onShortCacheChange`); another instance's change shows
 * within the services' own second (services/short-cache.ts) plus this one.
 */
/**
 * Kept by route, not by address: a shared route reads no query (the registrar refuses one), so
 * `?anything` gets the same answer and cannot grow the map.
 */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url;

/** Whether `If-None-Match` (one tag, a list, or `*`) names this ETag, weak or strong. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}` || t === "*";
  });
}

export class SharedAnswers {
  private readonly kept = new Map<string, { second: number; body: Buffer; etag: string }>();
  private readonly stopListening: () => void;

  constructor(private readonly now: () => Date) {
    this.stopListening = onShortCacheChange(() => this.kept.clear());
  }

  /** Serves a GET route's kept answer, when there is one for this second. */
  private serveKept = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const hit = this.kept.get(routeOf(request));
    if (!hit || hit.second !== this.second()) return done();
    reply.header("etag", hit.etag).header("cache-control", "no-cache");
    if (matches(request.headers["if-none-match"], hit.etag)) {
      reply.code(304).send();
      return;
    }
    reply.type("application/json; charset=utf-8").send(hit.body);
  };

  /** Keeps a fresh success answer's bytes, and labels it with its ETag. */
  private keep = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    if (reply.statusCode === 200 && typeof payload === "string") {
      const body = Buffer.from(payload);
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      this.kept.set(routeOf(request), { second: this.second(), body, etag });
      reply.header("etag", etag).header("cache-control", "no-cache");
    }
    done(null, payload);
  };

  /** The route options that make a GET route's answer shared. */
  readonly routeHooks = { onRequest: this.serveKept, onSend: this.keep };

  private second(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  /** Stops following the services' changes (the server closes). */
  close(): void {
    this.stopListening();
    this.kept.clear();
  }

  /** Registers `close` with the server's shutdown. */
  static for(app: FastifyInstance, now: () => Date): SharedAnswers {
    const answers = new SharedAnswers(now);
    app.addHook("onClose", (_instance, done) => {
      answers.close();
      done();
    });
    return answers;
  }
}
