import { INVITATION_MESSAGES } from "@bayan/trpc/rules/registration";
import { TRPCClientError } from "@trpc/client";
import type { RegisterField } from "./registerRules";

export interface RegisterFailure {
  /**
   * 400 with field errors (invalid), 400 otherwise (a bad token: unknown), 409 used or expired,
   * 404 unknown, 429 too many attempts, anything else (network, 5xx) other.
   */
  kind: "invalid" | "used" | "expired" | "unknown" | "tooMany" | "other";
  /** Per-field messages (English, the server's) when the server named fields of the form. */
  fieldErrors: { field: RegisterField; message: string }[];
}

interface ErrorData {
  httpStatus?: number;
  errors?: { path: string; message: string }[] | null;
}

/** The HTTP status of a failed tRPC call, or undefined (network). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError
    ? (error.data as ErrorData | undefined)?.httpStatus
    : undefined;
}

/** Sorts a failed `registration.register` into the cases the page words differently. */
export function registerFailure(error: unknown): RegisterFailure {
  const data: ErrorData | undefined =
    error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
  const status = data?.httpStatus;
  const fieldErrors = (data?.errors ?? []).flatMap(
    ({ path, message }): RegisterFailure["fieldErrors"] =>
      path === "name" || path === "password" ? [{ field: path, message }] : [],
  );
  if (status === 400) {
    return fieldErrors.length > 0
      ? { kind: "invalid", fieldErrors }
      : // Only the token is left to be wrong.
        { kind: "unknown", fieldErrors: [] };
  }
  if (status === 409) {
    // The two conflicts differ in their words only (INVITATION_MESSAGES, shared with the server).
    const message = error instanceof Error ? error.message : "";
    return { kind: message === INVITATION_MESSAGES.used ? "used" : "expired", fieldErrors: [] };
  }
  if (status === 404) return { kind: "unknown", fieldErrors: [] };
  if (status === 429) return { kind: "tooMany", fieldErrors: [] };
  return { kind: "other", fieldErrors: [] };
}
