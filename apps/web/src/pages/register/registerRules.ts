import { passwordRuleError } from "@bayan/trpc/rules/registration";

export { passwordRuleError };

/** The registration form's fields. */
export type RegisterField = "name" | "password";

/** A registration link's token as the API takes it (invitationTokenSchema: base64url, 20-100). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** The name rule of the server's userNameSchema, in its words (English), or null. */
export function nameRuleError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "Name is required";
  if (trimmed.length < NAME_MIN) return "Name must be at least 2 characters long";
  if (trimmed.length > NAME_MAX) return "Name must be at most 100 characters";
  return null;
}

/** The token in the page's address, or null when there is none or it cannot be one. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  return TOKEN_PATTERN.test(token) ? token : null;
}
