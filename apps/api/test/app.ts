import type { DatabaseKind } from "@bayan/db";
import type { ServerDeps } from "@bayan/trpc";
import type { TeamRole } from "@bayan/db";
import { createTestDeps, insertTeamMember, TEST_ADMIN_PASSWORD } from "@bayan/trpc/testing";
import { buildApp, type AppOptions } from "../src/app.js";

/** The whole server on a fresh database of the given kind, ready for `app.inject`. */
export async function setupApp(
  kind: DatabaseKind,
  options: Partial<Omit<AppOptions, "deps">> & { deps?: Partial<ServerDeps> } = {},
) {
  const t = await createTestDeps(kind, options.deps);
  const app = await buildApp({
    logger: { level: process.env.TEST_LOG_LEVEL ?? "silent" },
    ...options,
    deps: t.deps,
  });

  /** Signs in as the administrator and answers the Authorization header to use. */
  async function adminAuth(clientIp = "127.0.0.1") {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: clientIp,
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    return { authorization: `Bearer ${res.json().access_token as string}` };
  }

  /** A new active team member with this role, signed in: the Authorization header to use. */
  async function memberAuth(role: TeamRole, email = `${role}-${Date.now()}@team.test`) {
    const password = "a long member password";
    await insertTeamMember(t.db, { role, email, password });
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "192.0.2.61",
      payload: { email, password },
    });
    return { authorization: `Bearer ${res.json().access_token as string}` };
  }

  return {
    app,
    db: t.db,
    deps: t.deps,
    adminAuth,
    memberAuth,
    close: async () => {
      await app.close();
      await t.close();
    },
  };
}
