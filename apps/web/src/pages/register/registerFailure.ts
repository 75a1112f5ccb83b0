import { INVITATION_MESSAGES } from "@bayan/trpc/rules/registration";
import type { Said } from "../../lib/pageText";
import { serverError } from "../../lib/serverError";
import type { RegisterField } from "./registerRules";

export interface RegisterFailure {
  /**
   * 400 with field errors (invalid), 400 otherwise (a bad token: unknown), 409 used or expired,
   * 404 unknown, 429 too many attempts, anything else (network, 5xx) other.
   */
  kind: "invalid" | "used" | "expired" | "unknown" | "tooMany" | "other";
  /** Per-field messages (keys, the server's) when the server named fields of the form. */
  fieldErrors: { field: RegisterField; said: Said }[];
}

/** The HTTP status of a failed tRPC call, or undefined (network). */
export function statusOf(error: unknown): number | undefined {
  return serverError(error).status;
}

/** Sorts a failed `registration.register` into the cases the page words differently. */
export function registerFailure(error: unknown): RegisterFailure {
  const answer = serverError(error);
  const fieldErrors = answer.errors.flatMap((said): RegisterFailure["fieldErrors"] =>
    said.path === "name" || said.path === "password" ? [{ field: said.path, said }] : [],
  );
  switch (answer.status) {
    case 400:
      return fieldErrors.length > 0
        ? { kind: "invalid", fieldErrors }
        : // Only the token is left to be wrong.
          { kind: "unknown", fieldErrors: [] };
    case 409:
      // The two conflicts differ in their keys only (INVITATION_MESSAGES, shared with the server).
      return {
        kind: answer.messageKey === INVITATION_MESSAGES.used ? "used" : "expired",
        fieldErrors: [],
      };
    case 404:
      return { kind: "unknown", fieldErrors: [] };
    case 429:
      return { kind: "tooMany", fieldErrors: [] };
    default:
      return { kind: "other", fieldErrors: [] };
  }
}
