import type { Said } from "../../lib/pageText";
import { serverError } from "../../lib/serverError";

export type ContactField = "name" | "email" | "message" | "subject";

export interface SendFailure {
  /** SPEC 8: 409 conflict, 400 invalid input, 429 too many, anything else (network included). */
  kind: "conflict" | "invalid" | "tooMany" | "other";
  /** The server's own message when it sent a readable one. */
  serverMessage: Said | null;
  /** Per-field messages (the shared schemas' keys) when the server named fields. */
  fieldErrors: { field: ContactField; said: Said }[];
}

const FIELDS: readonly ContactField[] = ["name", "email", "message", "subject"];

/** Sorts a failed `contact.submit` into the cases the page words differently. */
export function sendFailure(error: unknown): SendFailure {
  const answer = serverError(error);
  const fieldErrors = answer.errors.flatMap((said) => {
    const field = FIELDS.find((name) => name === said.path);
    return field ? [{ field, said }] : [];
  });
  // A failed input's message lists every field's reason; the named fields say it better.
  const message = answer.errors.length === 0 && answer.message.trim() !== "" ? answer : null;

  switch (answer.status) {
    case 409:
      return { kind: "conflict", serverMessage: message, fieldErrors: [] };
    case 400:
      return { kind: "invalid", serverMessage: message, fieldErrors };
    case 429:
      return { kind: "tooMany", serverMessage: null, fieldErrors: [] };
    default:
      return { kind: "other", serverMessage: null, fieldErrors: [] };
  }
}
