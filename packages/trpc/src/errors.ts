import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z } from "zod";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./unavailable.js";

/**
 * Every error code the API answers with, and its HTTP status. The REST adapter and the tRPC
 * error formatter both read this table; services throw `appError(code, message)`.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export function appError(code: ErrorCode, message: string, cause?: unknown): TRPCError {
  return new TRPCError({ code, message, cause });
}

/**
 * A 400 naming one field, as a failed input would, for a rule only the service can check. The
 * ZodError comes from a parse: one built with `new` is not an Error in zod 4, and tRPC would not
 * keep it as the cause.
 */
export function fieldError(path: string, message: string): TRPCError {
  const failed = z.object({ [path]: z.never({ error: message }) }).safeParse({});
  return appError("BAD_REQUEST", message, failed.error);
}

export interface FieldError {
  path: string;
  message: string;
}

/** The body every failed call answers with (DESIGN section 4). */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  /** On 500 only: the id under which the fault was logged. */
  requestId?: string;
}

/** All a client learns of a real fault: the details (SQL, parameters, tokens) stay in the log. */
export const INTERNAL_ERROR_MESSAGE = "Internal server error";

/** The zod issues behind a failed input, as `{ path, message }` pairs, or undefined. */
export function fieldErrors(error: unknown): FieldError[] | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!(cause instanceof z.ZodError)) return undefined;
  return cause.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/** The error's message, or for bad input each field and its reason ("email: Invalid email address"). */
export function readableMessage(error: TRPCError): string {
  const errors = fieldErrors(error);
  return errors?.length
    ? errors.map((e) => (e.path ? `${e.path}: ${e.message}` : e.message)).join("; ")
    : error.message;
}

/**
 * Status and body for a tRPC error: the one mapping behind both transports (the REST error
 * handler sends it, the tRPC error formatter shapes its answer from it). Input failures name each
 * field; a database that cannot be reached is 503 (the server adds Retry-After); any other fault
 * is a 500 whose message is hidden, the caller logs it.
 */
export function toErrorResponse(error: TRPCError): { status: number; body: ErrorBody } {
  const status = getHTTPStatusCodeFromError(error);
  const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => c === error.code);
  if (status >= 500 && code !== "SERVICE_UNAVAILABLE") {
    return isDatabaseUnavailable(error.cause)
      ? {
          status: 503,
          body: {
            success: false,
            code: "SERVICE_UNAVAILABLE",
            message: DATABASE_UNAVAILABLE_MESSAGE,
          },
        }
      : {
          status: 500,
          body: { success: false, code: "INTERNAL_SERVER_ERROR", message: INTERNAL_ERROR_MESSAGE },
        };
  }
  const errors = fieldErrors(error);
  return {
    status,
    body: {
      success: false,
      code: code ?? "BAD_REQUEST",
      message: readableMessage(error),
      ...(errors ? { errors } : {}),
    },
  };
}
