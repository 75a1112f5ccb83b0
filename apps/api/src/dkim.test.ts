import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dkimFromEnv } from "./dkim.js";
import { EnvError, loadEnv } from "./env.js";

const pem = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();

/** DKIM's settings (docs/email-delivery.md): all three or none, a key that signs, one line. */
describe("DKIM settings", () => {
  it("is off when none is set, and signs with the PEM text or a file's", () => {
    expect(dkimFromEnv({})).toBeUndefined();
    expect(
      dkimFromEnv({ DKIM_DOMAIN: "bayan.app", DKIM_SELECTOR: "bayan1", DKIM_PRIVATE_KEY: pem }),
    ).toEqual({ domainName: "bayan.app", keySelector: "bayan1", privateKey: pem });
    const file = join(mkdtempSync(join(tmpdir(), "dkim-")), "dkim.pem");
    writeFileSync(file, pem);
    expect(
      dkimFromEnv({ DKIM_DOMAIN: "bayan.app", DKIM_SELECTOR: "bayan1", DKIM_PRIVATE_KEY: file })
        ?.privateKey,
    ).toBe(pem);
  });

  it("stops the start with one line for a partial setting, a missing file or a key that cannot sign", () => {
    const partial = () => dkimFromEnv({ DKIM_DOMAIN: "bayan.app" });
    expect(partial).toThrow(EnvError);
    expect(partial).toThrow(
      "Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (all three or none)",
    );
    const base = { DKIM_DOMAIN: "bayan.app", DKIM_SELECTOR: "bayan1" };
    expect(() => dkimFromEnv({ ...base, DKIM_PRIVATE_KEY: "/nowhere/dkim.pem" })).toThrow(
      "DKIM_PRIVATE_KEY is neither a PEM key nor a file that can be read",
    );
    const broken = "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n";
    expect(() => dkimFromEnv({ ...base, DKIM_PRIVATE_KEY: broken })).toThrow(
      "DKIM_PRIVATE_KEY cannot sign",
    );
  });

  it("names a bad domain or selector", () => {
    expect(() => loadEnv({ DKIM_DOMAIN: "not a domain" })).toThrow(/DKIM_DOMAIN: must be a domain/);
    expect(() => loadEnv({ DKIM_SELECTOR: "bad selector!" })).toThrow(/DKIM_SELECTOR/);
    expect(loadEnv({ DKIM_PRIVATE_KEY: pem }).DKIM_PRIVATE_KEY).toBe(pem.trim());
  });
});
