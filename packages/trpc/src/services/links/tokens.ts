import { createHash, randomBytes } from "node:crypto";

/** A link's token: 32 random bytes, base64url (43 characters). Only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored of a token: its SHA-256, hex. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
