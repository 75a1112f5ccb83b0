// Hostile input against every /api path and every tRPC procedure: NUL bytes, huge numbers,
// impossible dates, wrong types and oversized bodies, anonymous and as the administrator. No
// answer may be a 5xx, and none may show SQL, query parameters or the caller's token. The cases
// are deterministic lists (no fast-check in the project); the inputs are built from the same
// schemas the server validates with (the OpenAPI document for /api, the procedures' zod inputs
// for /trpc), so a new route or field is fuzzed without touching this file.
// The sweeps themselves are src/fuzz-rest.test.ts and src/fuzz-trpc.test.ts.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { setupApp } from "./app.js";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
}

/** Which row a path or procedure works on, so ids in valid inputs name real rows. */
type Scope = "waitlist" | "contact" | "outbox" | "other";
type Ids = Record<Scope, string | undefined>;

export const scopeOf = (path: string): Scope =>
  (["waitlist", "contact", "outbox"] as const).find((s) => path.includes(s)) ?? "other";

/** Valid text for the fields whose name says what they hold. */
const SAMPLE_TEXT: Record<string, string> = {
  email: "fuzz@example.com",
  name: "Sara Ahmad",
  message: "When do the lessons start, please?",
  password: "not the password",
  targetDate: "2026-12-31T18:00:00Z",
  lastUpdated: "2026-05-01",
};

/** A valid value for a JSON schema (the first option of a choice, the smallest number). */
export function sample(schema: JsonSchema, name: string, scope: Scope, ids: Ids): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v) => v !== "") ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    return sample(options.find((o) => o.type !== "null") ?? options[0]!, name, scope, ids);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [
          key,
          sample(s, key, scope, ids),
        ]),
      );
    case "array":
      return [sample(schema.items ?? {}, name === "ids" ? "id" : name, scope, ids)];
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    default:
      if (name === "id" && ids[scope]) return ids[scope];
      if (schema.pattern === "^\\d+$") return "1";
      return SAMPLE_TEXT[name] ?? "text";
  }
}

/** Impossible or out-of-range dates: each must be answered 400 in a date field. */
const BAD_DATES = [
  "2027-02-30",
  "2027-02-30T12:00:00Z",
  "0000-02-29",
  "0000-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "+275760-09-13T00:00:00.000Z",
];

interface Variant {
  label: string;
  value: unknown;
  /** The answer must be 400 naming the field (when the field is validated as text or a date). */
  kind: "nul" | "date" | "other";
}

/**
 * The hostile values put into one field whose valid value is `valid`. Every field gets NUL bytes,
 * huge numbers, wrong types and 20 kB; text fields also get look-alike emails, a broken Unicode
 * sequence and an impossible date; date fields every impossible date; number fields every huge
 * and negative number.
 */
function fieldVariants(valid: unknown, dateField: boolean): Variant[] {
  const text = typeof valid === "string" && valid.length > 1 ? valid : "text";
  const at = Math.floor(text.length / 2);
  const numbers =
    typeof valid === "number"
      ? [2 ** 31, 2 ** 53, 1e308, -1, -(2 ** 31) - 1, 0.5]
      : [2 ** 31, 1e308];
  const dates = dateField ? BAD_DATES : typeof valid === "string" ? BAD_DATES.slice(0, 1) : [];
  return [
    { label: "NUL inside", value: text.slice(0, at) + "\u0000" + text.slice(at), kind: "nul" },
    { label: "NUL only", value: "\u0000", kind: "nul" },
    ...numbers.map((n) => ({ label: `number ${n}`, value: n, kind: "other" as const })),
    { label: "numeric text 2^31", value: String(2 ** 31), kind: "other" },
    { label: "numeric text 1e308", value: "1e308", kind: "other" },
    ...dates.map((d) => ({ label: `date ${d}`, value: d, kind: "date" as const })),
    ...(typeof valid === "string"
      ? [
          { label: "RTL override", value: "fuzz\u202Egpj.exe@example.com", kind: "other" as const },
          { label: "zero-width space", value: "fu\u200Bzz@example.com", kind: "other" as const },
          { label: "two @", value: "fuzz@evil@example.com", kind: "other" as const },
          { label: "lone surrogate", value: "fu\uD800zz", kind: "other" as const },
        ]
      : []),
    { label: "array", value: [valid], kind: "other" },
    { label: "empty array", value: [], kind: "other" },
    { label: "object", value: { $gt: "" }, kind: "other" },
    { label: "null", value: null, kind: "other" },
    { label: "boolean", value: true, kind: "other" },
    { label: "20 kB text", value: "x".repeat(20_000), kind: "other" },
  ];
}

/** Whole-body replacements, each sent as JSON, plus a malformed and a 2 MB body. */
export const BODY_VARIANTS: Array<{ label: string; payload: string }> = [
  ...[null, [], "text", 42, true, {}, { x: "\u0000" }].map((v) => ({
    label: `body ${JSON.stringify(v)}`,
    payload: JSON.stringify(v),
  })),
  { label: "malformed JSON", payload: '{"email": "a\u0000' },
  { label: "20 kB body", payload: JSON.stringify({ pad: "x".repeat(20_000) }) },
  { label: "2 MB body", payload: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }) },
];

type Path = Array<string | number>;

/** Every place in a valid input a hostile value can go: each field, nested ones too. */
function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.length ? fieldPaths(value[0], [...prefix, 0]) : [];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => [
      [...prefix, key],
      ...(v && typeof v === "object" ? fieldPaths(v, [...prefix, key]) : []),
    ]);
  }
  return [];
}

function withValue(input: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(input) ? [...input] : { ...(input as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

const valueAt = (input: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], input);

/** Fields whose NUL or impossible date may be accepted: ids name nothing and are 404 or skipped. */
const isIdField = (path: Path) => path.some((p) => p === "id" || p === "ids");
const isDateField = (path: Path) => /date|lastUpdated/i.test(String(path.at(-1)));

/** A query-string value for a hostile value (arrays as repeated keys). */
function queryValues(value: unknown): string[] | undefined {
  if (typeof value === "string") return [value];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (value === null) return [""];
  if (Array.isArray(value)) return ["a", "b"];
  return undefined;
}

export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of queryValues(value) ?? []) params.append(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** SQL text, a driver's query dump, or parameters: none may reach a client. */
// The shapes of SQL statements ("update" alone is also a procedure's name, "from" a word of a
// message: "courses.update ... a real date from 1900-01-01" is not SQL).
const SQL_TEXT =
  /\bselect\b[\s\S]{0,200}?\bfrom\s+"?\w+"?|\binsert\s+into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete\s+from\b/i;
const QUERY_DUMP = /failed query|params:|\bquery\b.*\$\d|postgres|pglite|drizzle/i;

export interface Case {
  name: string;
  request: InjectOptions;
  /** The field that must be named in a 400 answer, when the case requires one. */
  expect400?: string;
}

/**
 * The sweeps' server: PGlite without rate limits (a 429 would hide what the input does further
 * in), signed in as the administrator, with a waitlist entry, a contact message and an email, so
 * hostile values beside a valid id reach the database. Registers its hooks in the calling
 * `describe`; `run` sends cases and lists what went wrong.
 */
export function hostileInputSuite() {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let adminHeaders: { authorization: string };
  let token: string;
  const ids: Ids = { waitlist: undefined, contact: undefined, outbox: undefined, other: undefined };

  beforeAll(async () => {
    t = await setupApp("pglite", { deps: { limits: null } });
    adminHeaders = await t.adminAuth();
    token = adminHeaders.authorization.slice("Bearer ".length);
    // Real rows, so hostile values beside a valid id reach the database.
    const post = (url: string, payload: unknown) =>
      t.app.inject({ method: "POST", url, headers: adminHeaders, payload: payload as object });
    await post("/api/waitlist", { email: "seed@example.com" });
    await post("/api/contact", {
      name: "Sara Ahmad",
      email: "sara@example.com",
      message: "When do the lessons start, please?",
    });
    const get = async (url: string) =>
      (await t.app.inject({ method: "GET", url, headers: adminHeaders })).json().data[0].id;
    ids.waitlist = await get("/api/waitlist");
    ids.contact = await get("/api/contact");
    await post(`/api/waitlist/${ids.waitlist}/invite`, {});
    ids.outbox = await get("/api/outbox");
    expect(ids.outbox).toBeTypeOf("string");
  });
  afterAll(() => t.close());

  /** Sends every case as `who` and lists what went wrong. */
  async function run(cases: Case[], who: "anonymous" | "admin"): Promise<string[]> {
    const problems: string[] = [];
    for (const c of cases) {
      const headers = {
        ...(c.request.headers as Record<string, string>),
        ...(who === "admin" ? adminHeaders : {}),
      };
      const name = `${who} ${c.name}`;
      let res: LightMyRequestResponse;
      try {
        res = await t.app.inject({ ...c.request, headers });
      } catch (error) {
        // An answer cut off half-way (a stream that failed after its first bytes).
        problems.push(`${name}: ${(error as Error).message}`);
        continue;
      }
      const body = res.body;
      if (res.statusCode >= 500) problems.push(`${name}: ${res.statusCode} ${body.slice(0, 300)}`);
      if (res.statusCode >= 400 && (SQL_TEXT.test(body) || QUERY_DUMP.test(body))) {
        problems.push(`${name}: shows SQL: ${body.slice(0, 300)}`);
      }
      if (body.includes(token)) problems.push(`${name}: shows the token`);
      if (c.expect400 && res.statusCode !== 401) {
        const json = res.statusCode === 400 ? res.json() : undefined;
        const errors: Array<{ path: string }> = json?.errors ?? json?.error?.data?.errors ?? [];
        if (!errors.some((e) => e.path === c.expect400)) {
          problems.push(`${name}: ${res.statusCode}, not 400 naming ${c.expect400}`);
        }
      }
    }
    return problems;
  }

  /** The field cases of one valid input, each hostile value in each field. */
  function inputCases(
    input: unknown,
    send: (input: unknown) => InjectOptions,
    name: string,
  ): Case[] {
    return fieldPaths(input).flatMap((path) =>
      fieldVariants(valueAt(input, path), isDateField(path)).map((variant) => {
        const strict =
          !isIdField(path) &&
          (variant.kind === "nul" || (variant.kind === "date" && isDateField(path)));
        return {
          name: `${name} ${path.join(".")} = ${variant.label}`,
          request: send(withValue(input, path, variant.value)),
          ...(strict ? { expect400: path.join(".") } : {}),
        };
      }),
    );
  }

  return {
    get t() {
      return t;
    },
    ids,
    run,
    inputCases,
  };
}

/** Without a token an admin call answers 401 before reading its input: a sample is enough. */
export const sampled = (cases: Case[]) => cases.filter((_, i) => i % 7 === 0);

/** At most this many problems are printed, with the count of the rest. */
export const report = (problems: string[]) =>
  problems.length > 40
    ? [...problems.slice(0, 40), `...and ${problems.length - 40} more`]
    : problems;

// Thousands of requests one after the other: more than the 30 s a test gets by default when CI
// runs two suites at once on two cores.
export const SWEEP_TIMEOUT_MS = 120_000;
