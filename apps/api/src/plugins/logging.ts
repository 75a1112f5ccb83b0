import type { FastifyBaseLogger, FastifyServerOptions, LogLevel } from "fastify";
import type { Bindings, ChildLoggerOptions } from "fastify/types/logger.js";

type LoggerOption = FastifyServerOptions["logger"];

/**
 * Keys never written to the log, wherever an object with them is logged (pino `redact`): request
 * headers that carry credentials, and passwords, tokens and emails in logged bodies or inputs.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  "password",
  "token",
  "access_token",
  "email",
  "*.password",
  "*.token",
  "*.access_token",
  "*.email",
  "*.authorization",
  "*.cookie",
];

/** An address: a local part, `@`, and a domain ending in a letters-only TLD (not `pkg@1.2.3`). */
const EMAIL = /[^\s@"'<>(),;:/\\]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const BEARER = /\b(Bearer)\s+[^\s"',]+/gi;
/** A JWT: three base64url parts, the first one `{"` encoded. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** Drizzle's "Failed query: ...\nparams: a,b,c": the parameters are visitors' data. */
const SQL_PARAMS = /(\n|^)\s*params:[^\n]*/g;
/**
 * A link token as a path segment (`/api/registration/<token>`): 32 random bytes in base64url
 * (`newToken()`, docs/links.md), 43 characters.
 */
const PATH_TOKEN = /\/[\w-]{43}(?=[/?\s"]|$)/g;
/** A path followed by a query string, as in Fastify's "Route GET:/x?email=... not found". */
const QUERY_STRING = /(^|[\s:=(])(\/[^\s?"]*)\?[^\s"]*/g;

/**
 * A log text with emails, bearer tokens, JWTs, link tokens in paths, SQL parameters and query
 * strings taken out.
 */
export function scrubText(text: string): string {
  return text
    .replace(SQL_PARAMS, "$1params: [redacted]")
    .replace(QUERY_STRING, "$1$2")
    .replace(PATH_TOKEN, "/[token]")
    .replace(BEARER, "$1 [redacted]")
    .replace(JWT, "[token]")
    .replace(EMAIL, "[email]");
}

/** The path of a request address, without its query string (tRPC inputs ride in `?input=`). */
export function pathOnly(url: string): string {
  const end = url.indexOf("?");
  return end === -1 ? url : url.slice(0, end);
}

/** Properties of errors that hold query parameters or call arguments: dropped, not scrubbed. */
const DROPPED_ERROR_KEYS = new Set(["params", "parameters", "args", "input", "query"]);

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** Like pino's error serializer, with every text scrubbed and parameters dropped. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const text = typeof error === "string" ? error : (JSON.stringify(error) ?? String(error));
    return { type: typeof error, message: scrubText(text), stack: "" };
  }
  const out: SerializedError = {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: error.stack ? scrubText(error.stack) : "",
  };
  for (const [key, value] of Object.entries(error)) {
    if (DROPPED_ERROR_KEYS.has(key) || key === "cause") continue;
    if (typeof value === "string") out[key] = scrubText(value);
    else if (typeof value === "number" || typeof value === "boolean") out[key] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const SEVERITY: readonly LogLevel[] = [
  "trace",
  "debug",
  "info",
  "warn",
  "error",
  "fatal",
  "silent",
];

/**
 * A route's own log level that only ever quiets: `atLeast` unless the server is set quieter
 * still (a route's `logLevel` replaces the server's, so a plain "warn" would unsilence tests).
 */
export function quietLevel(serverLevel: string, atLeast: LogLevel): LogLevel {
  const server = SEVERITY.find((level) => level === serverLevel);
  return server && SEVERITY.indexOf(server) > SEVERITY.indexOf(atLeast) ? server : atLeast;
}

/**
 * The server's logger options: pino `redact` for credentials, passwords, tokens and emails; the
 * request logged by its path only (never its query string); errors and message texts scrubbed of
 * emails, tokens and SQL parameters. `given` (the caller's level, stream, ...) is laid over them.
 */
export function loggerOptions(given: LoggerOption): LoggerOption {
  if (!given) return false;
  const base = given === true ? {} : given;
  return {
    ...base,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: scrubText(pathOnly(req.url)),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (error: unknown) => serializeError(error),
      ...base.serializers,
    },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((arg: unknown) =>
          typeof arg === "string" ? scrubText(arg) : arg,
        );
        return method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
  };
}

type LevelName = "fatal" | "error" | "warn" | "info" | "debug" | "trace";

/**
 * A request's logger, made only when a line is written at its level: pino's child logger runs its
 * bindings through the redaction as it is made, which cost about 4% of a cached answer's time,
 * and most requests write nothing at the server's level (`childLoggerFactory`).
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: LevelName, args: unknown[]) {
    if (this.made) return void Reflect.apply(this.made[level], this.made, args);
    // Not pino (no logger configured: Fastify's silent one): no levels to weigh.
    const values = (this.parent as { levels?: { values: Record<string, number> } }).levels?.values;
    const threshold = values?.[this.options.level ?? this.parent.level] ?? 0;
    if (!values || (values[level] ?? 0) >= threshold) {
      const logger = this.real();
      Reflect.apply(logger[level], logger, args);
    }
  }

  get level() {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: unknown[]) {
    this.write("fatal", args);
  }
  error(...args: unknown[]) {
    this.write("error", args);
  }
  warn(...args: unknown[]) {
    this.write("warn", args);
  }
  info(...args: unknown[]) {
    this.write("info", args);
  }
  debug(...args: unknown[]) {
    this.write("debug", args);
  }
  trace(...args: unknown[]) {
    this.write("trace", args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first written to. */
export const lazyChildLogger = (
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger => new LazyRequestLogger(parent, bindings, options);
