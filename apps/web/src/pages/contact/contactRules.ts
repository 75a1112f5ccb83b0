import { isMessageKey, messageText, type MessageParams } from "@bayan/trpc/rules/messages";
import { contactEmailSchema, contactMessageSchema, contactNameSchema } from "@bayan/trpc/schemas";
import type { Said } from "../../lib/pageText";

/** The fields the contact form checks as the server does. */
export type CheckedField = "name" | "email" | "message";

const SCHEMAS = {
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
};

/**
 * A field's first problem as the shared schema gives it (its key, parameters and English, as the
 * server would answer it), or null.
 */
export function check(field: CheckedField, value: string): Said | null {
  const result = SCHEMAS[field].safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  if (!isMessageKey(issue.message)) return { message: issue.message };
  const params = issue.code === "custom" ? (issue.params as MessageParams | undefined) : undefined;
  return { message: messageText(issue.message, params), messageKey: issue.message, params };
}
