import {
  isMessageKey,
  messageText,
  type MessageKey,
  type MessageParams,
} from "@bayan/trpc/rules/messages";
import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { ROLE_PERMISSIONS } from "@bayan/trpc/rules";

/**
 * A stand-in for the API's /trpc endpoint: hands the tRPC client's requests (single or batched) to
 * per-procedure handlers and answers in tRPC's wire format. A handler that throws answers with a
 * server error. Handlers are typed from the router: each takes its procedure's input and returns
 * its output (or a promise of it), so a fake cannot drift from the real API.
 */
type Routers = Extract<keyof RouterInputs, string>;
type Procedures = {
  [R in Routers]: {
    [P in Extract<keyof RouterInputs[R], string> as `${R}.${P}`]: (
      input: RouterInputs[R][P],
    ) =>
      | RouterOutputs[R][P & keyof RouterOutputs[R]]
      | Promise<RouterOutputs[R][P & keyof RouterOutputs[R]]>;
  };
}[Routers];

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** `{ "waitlist.stats": (input) => output, ... }`, every procedure optional. */
export type FakeHandlers = Partial<UnionToIntersection<Procedures>>;
type FakeHandler = (input: unknown) => unknown;

type AllHandlers = UnionToIntersection<Procedures>;

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  calls: { path: string; input: unknown }[];
  /** Replaces one procedure's fake from now on (a screen's fake, signed in as another role). */
  answer: <P extends keyof AllHandlers>(path: P, handler: AllHandlers[P]) => void;
}

/** Thrown by a handler to answer with a given tRPC error code, HTTP status and field errors. */
/**
 * A failed call as the server answers it. `message` is a key of the server's vocabulary (its
 * English text becomes the message, the key goes in `data.messageKey`, as the server sends
 * them) or, for the domains not moved to keys yet, the English text itself.
 */
export class FakeTrpcError extends Error {
  readonly messageKey: MessageKey | null;
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: MessageKey | (string & {}),
    readonly errors:
      | { path: string; message: string; messageKey?: MessageKey; params?: MessageParams }[]
      | null = null,
    readonly params: MessageParams | null = null,
  ) {
    super(isMessageKey(message) ? messageText(message, params ?? undefined) : message);
    this.messageKey = isMessageKey(message) ? message : null;
  }
}

type Session = RouterOutputs["auth"]["session"];

/**
 * What `auth.session` answers for a member of a role (docs/team.md): the owner, "Administrator",
 * unless said otherwise.
 */
export function sessionOf(
  role: Session["member"]["role"] = "owner",
  member: Partial<Omit<Session["member"], "role" | "permissions">> = {},
): Session {
  return {
    authenticated: true,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    // Fields the server added since (two-factor sign-in) start off; the rest as given.
    member: {
      id: "00000000-0000-4000-8000-000000000001",
      name: "Administrator",
      email: "",
      twoFactor: false,
      twoFactorNeeded: false,
      twoFactorRequired: false,
      ...member,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    },
  };
}

/** A fake API; `auth.session` answers the owner unless the handlers say otherwise. */
export function fakeApi(typedHandlers: FakeHandlers): FakeApi {
  const handlers = {
    "auth.session": () => sessionOf("owner"),
    ...typedHandlers,
  } as Record<string, FakeHandler | undefined>;
  const calls: FakeApi["calls"] = [];

  const fetch = async (resource: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(resource instanceof Request ? resource.url : String(resource), "http://x");
    const batched = url.searchParams.get("batch") === "1";
    const paths = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, "")).split(",");
    const rawInput = init?.method === "POST" ? init.body : url.searchParams.get("input");
    const parsed: unknown = typeof rawInput === "string" ? JSON.parse(rawInput) : undefined;
    const inputs = (batched ? (parsed ?? {}) : { 0: parsed }) as Record<string, unknown>;

    const results = await Promise.all(
      paths.map(async (path, index) => {
        const input = inputs[String(index)];
        calls.push({ path, input });
        try {
          const handler = handlers[path];
          if (!handler) throw new Error(`No fake for ${path}`);
          return { result: { data: await handler(input) } };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (error instanceof FakeTrpcError) {
            return {
              error: {
                message,
                code: -32600,
                data: {
                  code: error.code,
                  httpStatus: error.httpStatus,
                  path,
                  errors: error.errors,
                  messageKey: error.messageKey,
                  params: error.params,
                },
              },
            };
          }
          return {
            error: {
              message,
              code: -32603,
              data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path },
            },
          };
        }
      }),
    );
    const statuses = results.map((result) =>
      "error" in result && result.error ? result.error.data.httpStatus : 200,
    );
    // Like tRPC: one failed call gives its own status; a mixed batch answers 207.
    const status = statuses.every((code) => code === statuses[0]) ? (statuses[0] ?? 200) : 207;
    return new Response(JSON.stringify(batched ? results : results[0]), {
      status,
      headers: { "content-type": "application/json" },
    });
  };

  const answer: FakeApi["answer"] = (path, handler) => {
    handlers[path] = handler as FakeHandler;
  };

  return { fetch, calls, answer };
}

/** A promise to resolve or reject from the test, to hold a request "in flight". */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
