// Hostile input against every tRPC procedure (test/fuzz.ts): built from the procedures' zod
// inputs, so a new procedure or field is fuzzed without touching this file.
import { appRouter } from "@bayan/trpc";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BODY_VARIANTS,
  hostileInputSuite,
  report,
  sample,
  sampled,
  scopeOf,
  SWEEP_TIMEOUT_MS,
  type Case,
  type JsonSchema,
} from "../test/fuzz.js";

describe("hostile input", () => {
  const suite = hostileInputSuite();
  const { ids, run, inputCases } = suite;

  async function trpcCases(): Promise<{ admin: Case[]; anonymous: Case[] }> {
    const admin: Case[] = [];
    const last: Case[] = [];
    const anonymous: Case[] = [];
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { type: "query" | "mutation"; inputs: z.ZodType[] } }
    >;
    for (const [path, procedure] of Object.entries(procedures)) {
      const { type, inputs } = procedure._def;
      const scope = scopeOf(path);
      const schema = inputs[0]
        ? (z.toJSONSchema(inputs[0], { io: "input", unrepresentable: "any" }) as JsonSchema)
        : undefined;
      const input = schema ? sample(schema, "input", scope, ids) : undefined;
      const send = (value: unknown): InjectOptions =>
        type === "query"
          ? {
              method: "GET",
              url: `/trpc/${path}${value === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(value))}`}`,
            }
          : {
              method: "POST",
              url: `/trpc/${path}`,
              ...(value === undefined
                ? {}
                : {
                    headers: { "content-type": "application/json" },
                    payload: JSON.stringify(value),
                  }),
            };
      const name = `tRPC ${path}`;
      const cases: Case[] = [
        ...(input === undefined ? [] : inputCases(input, send, name)),
        // A URL of 2 MB never reaches a server (Node takes 16 kB of headers).
        ...BODY_VARIANTS.filter((v) => type === "mutation" || v.label !== "2 MB body").map((v) => ({
          name: `${name} ${v.label}`,
          request:
            type === "query"
              ? {
                  method: "GET" as const,
                  url: `/trpc/${path}?input=${encodeURIComponent(v.payload)}`,
                }
              : {
                  method: "POST" as const,
                  url: `/trpc/${path}`,
                  headers: { "content-type": "application/json" },
                  payload: v.payload,
                },
        })),
      ];
      // Signing out would end the admin's token for every case after it; requiring two-factor
      // sign-in would refuse the owner's token every other call: those cases go last.
      if (path === "auth.twoFactorPolicy") last.push(...cases);
      else if (path !== "auth.logout") admin.push(...cases);
      // An admin procedure answers a call without a token 401 before it reads the input.
      const probe = await suite.t.app.inject(send(42));
      anonymous.push(...(probe.statusCode === 401 ? sampled(cases) : cases));
    }
    return { admin: [...admin, ...last], anonymous };
  }

  it(
    "every tRPC procedure answers hostile input without a 5xx or a leak",
    { timeout: SWEEP_TIMEOUT_MS },
    async () => {
      const { admin, anonymous } = await trpcCases();
      expect(Object.keys(appRouter._def.procedures).length).toBeGreaterThan(30);
      const problems = [...(await run(anonymous, "anonymous")), ...(await run(admin, "admin"))];
      expect(report(problems)).toEqual([]);
    },
  );
});
