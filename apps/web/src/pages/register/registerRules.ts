import { passwordRuleError } from "@bayan/trpc/rules/registration";

export { passwordRuleError };

/** The registration form's fields. */
export type RegisterField = "name" | "password";

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
