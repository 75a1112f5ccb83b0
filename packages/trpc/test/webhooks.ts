import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on a free local port that keeps every request it gets and answers each with
 * the next status of `answer(...)` (200 once they are used up), after `state.delayMs`.
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const state = { delayMs: 0 };
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      const status = answers.shift() ?? 200;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(status < 300 ? "ok" : "no");
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    /** The statuses of the next answers, in order. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    reset: () => {
      received.length = 0;
      answers.length = 0;
      state.delayMs = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
