import { contactEmailSchema, contactMessageSchema, contactNameSchema } from "@bayan/trpc/schemas";

/** The fields the contact form checks as the server does. */
export type CheckedField = "name" | "email" | "message";

const SCHEMAS = {
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
};

/** A field's first problem as the shared schema words it (English), or null. */
export function check(field: CheckedField, value: string): string | null {
  const result = SCHEMAS[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
