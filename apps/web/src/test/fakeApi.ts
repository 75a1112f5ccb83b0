/**
 * A stand-in for the API's /trpc endpoint: hands the tRPC client's requests (single or batched) to
 * per-procedure handlers and answers in tRPC's wire format. A handler that throws answers with a
 * server error.
 */
export type FakeHandler = (input: unknown) => unknown;

export interface FakeApi {
  fetch: typeof globalThis.fetch;
  calls: { path: string; input: unknown }[];
}

export function fakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: FakeApi["calls"] = [];

  const fetch = async (resource: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(resource instanceof Request ? resource.url : String(resource), "http://x");
    const batched = url.searchParams.get("batch") === "1";
    const paths = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, "")).split(",");
    const rawInput = init?.method === "POST" ? init.body : url.searchParams.get("input");
    const parsed: unknown = rawInput == null ? undefined : JSON.parse(String(rawInput));
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
    const failed = results.some((result) => "error" in result);
    return new Response(JSON.stringify(batched ? results : results[0]), {
      status: failed ? 500 : 200,
      headers: { "content-type": "application/json" },
    });
  };

  return { fetch, calls };
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
