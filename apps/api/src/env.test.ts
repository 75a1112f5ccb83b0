import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.js";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./.data" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("names the variable and the reason for a bad value", () => {
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: "eighty" })).toThrow(/PORT: .*\(got "eighty"\)/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with/);
  });

  it("never echoes a secret", () => {
    expect(() => loadEnv({ JWT_SECRET: "short-secret" })).toThrow(
      /^Invalid configuration: JWT_SECRET: must be at least 32 characters$/,
    );
  });

  it("reads TRUST_PROXY as Fastify's trustProxy", () => {
    expect(loadEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.0.0.0/8",
    ]);
    const hops = loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY;
    expect(typeof hops === "function" && [hops("a", 0), hops("a", 1)]).toEqual([true, false]);
  });
});
