// A real SMTP server that keeps what it receives, and a second production server that delivers to
// it: the journeys' shared server (playwright.config.ts) has no SMTP, so a journey that reads the
// email as the person receives it (waitlist-referrals.spec.ts) starts its own pair.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";

/** One message as the mail server received it. */
export interface ReceivedMail {
  to: string[];
  /** The whole message, headers and encoded body, as it came over SMTP. */
  raw: string;
  subject: string;
  /** The decoded text/plain part ("" if none). */
  text: string;
  /** The decoded text/html part ("" if none). */
  html: string;
}

// --- A small MIME reader: enough for what nodemailer sends (multipart, QP, base64). ---

/** Splits a part into its headers (lower-case names, folded lines joined) and its body. */
function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Quoted-printable to text: soft breaks (`=` at a line's end) go, `=XX` are bytes (UTF-8). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "7bit").toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    default:
      return body;
  }
}

/** An RFC 2047 encoded word (`=?UTF-8?B?...?=` or `?Q?`) in a header, decoded. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The text and HTML parts of a message (nested multiparts walked). */
function leafParts(raw: string): Array<{ type: string; content: string }> {
  const { headers, body } = splitPart(raw);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    return sections
      .filter((s) => !s.startsWith("--"))
      .flatMap((s) => leafParts(s.replace(/^\n/, "")));
  }
  return [
    {
      type: type.split(";")[0]!.trim().toLowerCase(),
      content: decodeBody(body, headers.get("content-transfer-encoding")),
    },
  ];
}

export function readMail(to: string[], raw: string): ReceivedMail {
  const parts = leafParts(raw);
  return {
    to,
    raw,
    subject: decodeHeader(splitPart(raw).headers.get("subject") ?? ""),
    text: parts.find((p) => p.type === "text/plain")?.content ?? "",
    html: parts.find((p) => p.type === "text/html")?.content ?? "",
  };
}

// --- The sink ---

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startMailSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        received.push(readMail(to, Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  const to = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Every message received so far for an address, oldest first. */
    to,
    /**
     * The `index`-th message (0 first) for an address once it has arrived, optionally the first
     * of them whose subject matches. Polls every 100 ms up to `timeout`.
     */
    async waitFor(
      address: string,
      { subject, timeout = 15_000 }: { subject?: RegExp; timeout?: number } = {},
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + timeout;
      for (;;) {
        const found = to(address).find((m) => !subject || subject.test(m.subject));
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(
            `no email${subject ? ` with a subject like ${subject}` : ""} to ${address} in ${timeout} ms ` +
              `(received: ${received.map((m) => `${m.to.join(",")}: ${m.subject}`).join("; ") || "none"})`,
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type MailSink = Awaited<ReturnType<typeof startMailSink>>;

// --- The second server ---

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const WEB_DIR = fileURLToPath(new URL("..", import.meta.url));
const SERVER_ENTRY = fileURLToPath(new URL("../../api/dist/server.js", import.meta.url));

/**
 * The built production server (as playwright.config.ts starts it) on a free port and a fresh
 * data folder, sending email through `smtpUrl`, with PUBLIC_URL its own address so the links in
 * its emails lead back to it. Resolves once /api/system/health answers.
 */
export async function startServerWithMail(smtpUrl: string) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `.e2e-data/${port}`;
  rmSync(new URL(`../${dataDir}`, import.meta.url), { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SMTP_URL: smtpUrl,
      MAIL_FROM: "Bayan <no-reply@bayan.test>",
      PUBLIC_URL: origin,
      RATE_LIMITS: "off",
      LOG_LEVEL: "warn",
      // A failed delivery is retried soon (a queued one is sent at once anyway).
      OUTBOX_INTERVAL_MS: "1000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  });
  const state: { exited: number | null } = { exited: null };
  child.on("exit", (code) => (state.exited = code ?? -1));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (state.exited !== null)
      throw new Error(`the server stopped (${state.exited}) while starting: ${stderr}`);
    try {
      const res = await fetch(`${origin}/api/system/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/system/health in 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    origin,
    port,
    /** What the server wrote to stderr so far (warnings and errors). */
    log: () => stderr,
    async stop() {
      if (state.exited !== null) return;
      const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await gone;
      clearTimeout(timer);
      rmSync(new URL(`../${dataDir}`, import.meta.url), { recursive: true, force: true });
    },
  };
}
export type MailServer = Awaited<ReturnType<typeof startServerWithMail>>;
