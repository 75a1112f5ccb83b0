import { passwordRuleError } from "@bayan/trpc/rules/registration";

export { passwordRuleError };

/** The registration form's fields. */
export type RegisterField = "name" | "password";

/** A registration link's token as the API takes it (invitationTokenSchema: base64url, 20-100). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const NAME_MIN = 2;
export const NAME_MAX = 100;

/** The name rule of the server's userNameSchema: the key of its reason, or null. */
export function nameRuleError(
  name: string,
): "users.nameRequired" | "users.nameTooShort" | "users.nameTooLong" | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "users.nameRequired";
  if (trimmed.length < NAME_MIN) return "users.nameTooShort";
  if (trimmed.length > NAME_MAX) return "users.nameTooLong";
  return null;
}

/** The token in the page's address, or null when there is none or it cannot be one. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  return TOKEN_PATTERN.test(token) ? token : null;
}
