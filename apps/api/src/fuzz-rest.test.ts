// Hostile input against every /api path (test/fuzz.ts): built from the OpenAPI document, so a
// new route or field is fuzzed without touching this file.
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import {
  BODY_VARIANTS,
  hostileInputSuite,
  report,
  sample,
  sampled,
  scopeOf,
  SWEEP_TIMEOUT_MS,
  queryString,
  type Case,
  type JsonSchema,
} from "../test/fuzz.js";

describe("hostile input", () => {
  const suite = hostileInputSuite();
  const { ids, run, inputCases } = suite;

  async function restCases(): Promise<{ admin: Case[]; anonymous: Case[] }> {
    const doc = (await suite.t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const admin: Case[] = [];
    const last: Case[] = [];
    const anonymous: Case[] = [];
    type Operation = {
      security: unknown[];
      parameters?: Array<{ name: string; in: string; schema: JsonSchema }>;
      requestBody?: { content: Record<string, { schema: JsonSchema } | undefined> };
    };
    for (const [path, methods] of Object.entries(
      doc.paths as Record<string, Record<string, Operation>>,
    )) {
      for (const [method, op] of Object.entries(methods)) {
        const scope = scopeOf(path);
        const url = (id: string) => path.replace("{id}", encodeURIComponent(id));
        const validId = ids[scope] ?? "00000000-0000-0000-0000-000000000000";
        const name = `${method.toUpperCase()} ${path}`;
        const query = Object.fromEntries(
          (op.parameters ?? [])
            .filter((p) => p.in === "query")
            .map((p) => [p.name, sample(p.schema, p.name, scope, ids)]),
        );
        const bodySchema = op.requestBody?.content["application/json"]?.schema;
        // A file upload (its body is bytes): empty, not an image, a script, too large.
        const uploadTypes = Object.keys(op.requestBody?.content ?? {}).filter(
          (type) => type !== "application/json",
        );
        const body = bodySchema ? sample(bodySchema, "body", scope, ids) : undefined;
        const request = (q: unknown, b: unknown, id = validId): InjectOptions => ({
          method: method.toUpperCase(),
          url: url(id) + queryString(q as Record<string, unknown>),
          ...(b === undefined
            ? {}
            : { headers: { "content-type": "application/json" }, payload: JSON.stringify(b) }),
        });
        const cases: Case[] = [
          ...inputCases(query, (q) => request(q, body), `${name}?`),
          ...(body === undefined ? [] : inputCases(body, (b) => request(query, b), name)),
          ...(path.includes("{id}")
            ? ["\u0000", "a\u0000b", String(2 ** 31), "-1", "\u202E", "x".repeat(6000)].map(
                (id) => ({
                  name: `${name} id ${JSON.stringify(id)}`,
                  request: request(query, body, id),
                }),
              )
            : []),
          ...uploadTypes.flatMap((type) =>
            [
              Buffer.alloc(0),
              Buffer.from("\u0000\u202Enot an image"),
              Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
              Buffer.alloc(3 * 1024 * 1024, 0xff),
            ].map((payload) => ({
              name: `${name} ${type} of ${payload.length} bytes`,
              request: {
                method: method.toUpperCase() as "PUT",
                url: url(validId),
                headers: { "content-type": type },
                payload,
              },
            })),
          ),
          ...(method === "get" || method === "delete"
            ? []
            : BODY_VARIANTS.map((v) => ({
                name: `${name} ${v.label}`,
                request: {
                  method: method.toUpperCase() as "POST",
                  url: url(validId),
                  headers: { "content-type": "application/json" },
                  payload: v.payload,
                },
              }))),
        ];
        // Signing out would end the admin's token for every case after it; requiring two-factor
        // sign-in would refuse the owner's token every other call: those cases go last.
        if (path.endsWith("/2fa/policy")) last.push(...cases);
        else if (!path.endsWith("/logout")) admin.push(...cases);
        anonymous.push(...(op.security.length ? sampled(cases) : cases));
      }
    }
    return { admin: [...admin, ...last], anonymous };
  }

  it(
    "every /api path answers hostile input without a 5xx or a leak",
    { timeout: SWEEP_TIMEOUT_MS },
    async () => {
      const { admin, anonymous } = await restCases();
      expect(admin.length).toBeGreaterThan(1000);
      const problems = [...(await run(anonymous, "anonymous")), ...(await run(admin, "admin"))];
      expect(report(problems)).toEqual([]);
    },
  );
});
