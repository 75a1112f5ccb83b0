import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a free local port that keeps what it receives. It can be told to refuse
 * every message (`state.refuse`, a temporary 451) or to take its time before answering
 * (`state.delayMs`), and counts the messages it receives at the same time.
 */
export async function startSmtp() {
  const received: Received[] = [];
  // `open`: messages being received now; `mostAtOnce`: the most received at the same time.
  const state = { refuse: false, delayMs: 0, open: 0, mostAtOnce: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      state.open += 1;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.open);
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const answer = () => {
          state.open -= 1;
          if (state.refuse) return callback(new Error("451 Try again later"));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        };
        if (state.delayMs > 0) setTimeout(answer, state.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The addresses every message received so far went to. */
    recipients: () => received.flatMap((m) => m.to),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
