import type { DkimOptions } from "@bayan/trpc";
import { createPrivateKey, createSign } from "node:crypto";
import { readFileSync } from "node:fs";
import { EnvError, type Env } from "./env.js";

/**
 * The DKIM signing options from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (the PEM text, or
 * the path of a file holding it), or undefined when none is set. One set without the others, a
 * file that cannot be read or a key that cannot sign stops the server at start with one line
 * (docs/email-delivery.md).
 */
export function dkimFromEnv(
  env: Pick<Env, "DKIM_DOMAIN" | "DKIM_SELECTOR" | "DKIM_PRIVATE_KEY">,
): DkimOptions | undefined {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY: key } = env;
  const set = [domain, selector, key].filter((value) => value !== undefined).length;
  if (set === 0) return undefined;
  if (set < 3) {
    throw new EnvError(
      "Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together (all three or none)",
    );
  }
  let pem = key!;
  if (!pem.includes("-----BEGIN")) {
    try {
      pem = readFileSync(pem, "utf8");
    } catch {
      throw new EnvError(
        "Invalid configuration: DKIM_PRIVATE_KEY is neither a PEM key nor a file that can be read",
      );
    }
  }
  try {
    const privateKey = createPrivateKey(pem);
    if (privateKey.asymmetricKeyType !== "rsa" && privateKey.asymmetricKeyType !== "ed25519") {
      throw new Error("not an RSA or Ed25519 key");
    }
    // A key that cannot sign would fail every email: found now instead.
    if (privateKey.asymmetricKeyType === "rsa") createSign("sha256").update("x").sign(privateKey);
  } catch {
    throw new EnvError(
      "Invalid configuration: DKIM_PRIVATE_KEY cannot sign (not an RSA or Ed25519 private key in PEM)",
    );
  }
  return { domainName: domain!, keySelector: selector!, privateKey: pem };
}
