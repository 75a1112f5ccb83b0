import type { MessageKey, MessageParams } from "@bayan/trpc/rules/messages";

/** One failing field of a 400: its path, the reason in English, its key and parameters. */
export interface ServerFieldError {
  path?: string;
  message: string;
  messageKey?: MessageKey | null;
  params?: MessageParams | null;
}

/**
 * What the server said about a failed call, read once from whatever the call threw: a tRPC
 * client error (its `data`), a REST call's error shaped like one (admin/lib/restCall.ts), or
 * anything else (a network failure: no status). The server's side of it is
 * packages/trpc/src/errors.ts (`ErrorBody`, the tRPC error formatter).
 */
export interface ServerError {
  /** The HTTP status; undefined when no answer came. */
  status: number | undefined;
  /** The English message the server gave (REST clients' and logs' words). */
  message: string;
  /** The message's key in the vocabulary and its parameters (docs/messages.md). */
  messageKey: MessageKey | undefined;
  params: MessageParams | undefined;
  /** The failing fields of a 400. */
  errors: ServerFieldError[];
}

interface ErrorData {
  httpStatus?: number;
  messageKey?: MessageKey | null;
  params?: MessageParams | null;
  errors?: ServerFieldError[] | null;
}

/** The server's answer to a failed call, from the error it threw (see `ServerError`). */
export function serverError(error: unknown): ServerError {
  const shape = (error ?? {}) as { message?: unknown; data?: ErrorData | null };
  const data = shape.data ?? {};
  return {
    status: data.httpStatus,
    message: typeof shape.message === "string" ? shape.message : "",
    messageKey: data.messageKey ?? undefined,
    params: data.params ?? undefined,
    errors: data.errors ?? [],
  };
}
