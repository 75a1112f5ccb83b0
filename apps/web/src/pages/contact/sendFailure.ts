import { TRPCClientError } from "@trpc/client";

export type ContactField = "name" | "email" | "message" | "subject";

export interface SendFailure {
  /** SPEC 8: 409 conflict, 400 invalid input, 429 too many, anything else (network included). */
  kind: "conflict" | "invalid" | "tooMany" | "other";
  /** The server's own message when it sent a readable one. */
  serverMessage: string | null;
  /** Per-field messages (English, from the shared schemas) when the server named fields. */
  fieldErrors: { field: ContactField; message: string }[];
}

interface ErrorData {
  httpStatus?: number;
  code?: string;
  errors?: { path: string; message: string }[] | null;
}

const FIELDS: readonly ContactField[] = ["name", "email", "message", "subject"];

/** Sorts a failed `contact.submit` into the cases the page words differently. */
export function sendFailure(error: unknown): SendFailure {
  const data: ErrorData | undefined =
    error instanceof TRPCClientError ? (error.data as ErrorData | undefined) : undefined;
  const status = data?.httpStatus;
  const fieldErrors = (data?.errors ?? []).flatMap(({ path, message }) => {
    const field = FIELDS.find((name) => name === path);
    return field ? [{ field, message }] : [];
  });
  // A failed input's message lists zod's issues; the named fields say it better.
  const message =
    error instanceof TRPCClientError && data?.errors == null && error.message.trim() !== ""
      ? error.message
      : null;

  if (status === 409) return { kind: "conflict", serverMessage: message, fieldErrors: [] };
  if (status === 400) return { kind: "invalid", serverMessage: message, fieldErrors };
  if (status === 429) return { kind: "tooMany", serverMessage: null, fieldErrors: [] };
  return { kind: "other", serverMessage: null, fieldErrors: [] };
}
