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

  it("reads the observability and HTTP settings", () => {
    const defaults = loadEnv({});
    expect(defaults.METRICS_TOKEN).toBeUndefined();
    expect(defaults.CORS_ORIGINS).toEqual([]);
    expect(defaults.REQUEST_TIMEOUT_MS).toBe(30_000);
    const env = loadEnv({
      METRICS_TOKEN: "0123456789abcdef0123",
      CORS_ORIGINS: "https://landing.example, http://localhost:5173",
      REQUEST_TIMEOUT_MS: "15000",
    });
    expect(env.CORS_ORIGINS).toEqual(["https://landing.example", "http://localhost:5173"]);
    expect(env.REQUEST_TIMEOUT_MS).toBe(15_000);
    expect(loadEnv({ CORS_ORIGINS: " " }).CORS_ORIGINS).toEqual([]);
  });

  it("refuses a CORS origin with a path, a wildcard or another scheme, and a short metrics token", () => {
    for (const bad of [
      "https://landing.example/",
      "https://x.example/join",
      "*",
      "ftp://x.example",
    ]) {
      expect(() => loadEnv({ CORS_ORIGINS: bad })).toThrow(
        /^Invalid configuration: CORS_ORIGINS: /,
      );
    }
    expect(() => loadEnv({ METRICS_TOKEN: "short" })).toThrow(
      /^Invalid configuration: METRICS_TOKEN: must be at least 16 characters$/,
    );
    expect(() => loadEnv({ REQUEST_TIMEOUT_MS: "10" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it("reads SES_TOPIC_ARNS as a list of SNS topic ARNs", () => {
    expect(loadEnv({}).SES_TOPIC_ARNS).toEqual([]);
    expect(
      loadEnv({
        SES_TOPIC_ARNS:
          "arn:aws:sns:eu-west-1:123456789012:ses-bounces, arn:aws-cn:sns:cn-north-1:123456789012:b",
      }).SES_TOPIC_ARNS,
    ).toEqual([
      "arn:aws:sns:eu-west-1:123456789012:ses-bounces",
      "arn:aws-cn:sns:cn-north-1:123456789012:b",
    ]);
    for (const bad of ["ses-bounces", "arn:aws:sqs:eu-west-1:123456789012:q"])
      expect(() => loadEnv({ SES_TOPIC_ARNS: bad })).toThrow(
        /^Invalid configuration: SES_TOPIC_ARNS: /,
      );
  });

  it("reads WEBHOOKS_ALLOW_PRIVATE as true or false (false unless set)", () => {
    expect(loadEnv({}).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ WEBHOOKS_ALLOW_PRIVATE: "" }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ WEBHOOKS_ALLOW_PRIVATE: "false" }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(loadEnv({ WEBHOOKS_ALLOW_PRIVATE: " true " }).WEBHOOKS_ALLOW_PRIVATE).toBe(true);
    expect(() => loadEnv({ WEBHOOKS_ALLOW_PRIVATE: "yes" })).toThrow(
      /^Invalid configuration: WEBHOOKS_ALLOW_PRIVATE: must be "true" or "false" \(got "yes"\)$/,
    );
  });

  it("reads the analytics retention in days (400 unless set)", () => {
    expect(loadEnv({}).ANALYTICS_RETENTION_DAYS).toBe(400);
    expect(loadEnv({ ANALYTICS_RETENTION_DAYS: "90" }).ANALYTICS_RETENTION_DAYS).toBe(90);
    for (const bad of ["0", "-5", "1.5", "forever"])
      expect(() => loadEnv({ ANALYTICS_RETENTION_DAYS: bad })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });
});
