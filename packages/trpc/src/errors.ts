import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z } from "zod";
import {
  isMessageKey,
  messageText,
  type MessageKey,
  type MessageParams,
} from "./rules/messages.js";
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

/**
 * An error with its message's key (docs/messages.md): the English text is its `message`, for logs
 * and REST clients; the key and parameters go to every client beside it, and the web app shows
 * its own words for them.
 */
export class KeyedError extends TRPCError {
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;
  constructor(code: ErrorCode, key: MessageKey, params?: MessageParams, cause?: unknown) {
    super({ code, message: messageText(key, params), cause });
    this.messageKey = key;
    this.params = params;
  }
}

/**
 * The error a service throws: its code and its message's key (with parameters). A plain English
 * message is still taken while the domains move to keys (docs/messages.md); it reaches clients
 * without a key.
 */
export function appError(
  code: ErrorCode,
  message: MessageKey | (string & {}),
  { params, cause }: { params?: MessageParams; cause?: unknown } = {},
): TRPCError {
  return isMessageKey(message)
    ? new KeyedError(code, message, params, cause)
    : new TRPCError({ code, message, cause });
}

/**
 * A 400 naming one field, as a failed input would, for a rule only the service can check. The
 * ZodError comes from a parse: one built with `new` is not an Error in zod 4, and tRPC would not
 * keep it as the cause.
 */
export function fieldError(
  path: string,
  message: MessageKey | (string & {}),
  params?: MessageParams,
): TRPCError {
  const failed = z
    .object({ [path]: z.unknown().refine(() => false, { error: message, params }) })
    .safeParse({});
  return appError("BAD_REQUEST", message, { params, cause: failed.error });
}

/**
 * One failing field: its path, the reason in English, and the reason's key (and parameters) when
 * it has one.
 */
export interface FieldError {
  path: string;
  message: string;
  messageKey?: MessageKey;
  params?: MessageParams;
}

/** The body every failed call answers with (DESIGN section 4). */
/**
 * Answers whose body names a finer code than their status's: a sign-in with the right password
 * that still needs its second factor is 401 `OTP_REQUIRED` (docs/team.md), so a client knows to
 * ask for the code.
 */
const BODY_CODES: Partial<Record<MessageKey, string>> = { "auth.otpRequired": "OTP_REQUIRED" };

export interface ErrorBody {
  success: false;
  code: ErrorCode | "OTP_REQUIRED";
  message: string;
  /** The message's key in the vocabulary (docs/messages.md), and its parameters. */
  messageKey?: MessageKey;
  params?: MessageParams;
  errors?: FieldError[];
  /** On 500 only: the id under which the fault was logged. */
  requestId?: string;
}

/** All a client learns of a real fault: the details (SQL, parameters, tokens) stay in the log. */
export const INTERNAL_ERROR_MESSAGE = messageText("common.internalError");

/**
 * The zod issues behind a failed input, as `{ path, message, messageKey, params }`, or undefined.
 * A schema's message written as a key of the vocabulary is answered as its English text and key;
 * a refinement's `params` (`.refine(check, { error: key, params })`) are the key's parameters.
 */
export function fieldErrors(error: unknown): FieldError[] | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (!(cause instanceof z.ZodError)) return undefined;
  return cause.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    if (!isMessageKey(issue.message)) return { path, message: issue.message };
    const params =
      issue.code === "custom" ? (issue.params as MessageParams | undefined) : undefined;
    return {
      path,
      message: messageText(issue.message, params),
      messageKey: issue.message,
      ...(params ? { params } : {}),
    };
  });
}

/** The key and parameters of an error's message, when it has them. */
export function messageKeyOf(error: TRPCError): Pick<ErrorBody, "messageKey" | "params"> {
  if (!(error instanceof KeyedError)) return {};
  return { messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}) };
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
            messageKey: "common.databaseUnavailable",
          },
        }
      : {
          status: 500,
          body: {
            success: false,
            code: "INTERNAL_SERVER_ERROR",
            message: INTERNAL_ERROR_MESSAGE,
            messageKey: "common.internalError",
          },
        };
  }
  const errors = fieldErrors(error);
  const keyed = messageKeyOf(error);
  const finer = keyed.messageKey ? BODY_CODES[keyed.messageKey] : undefined;
  return {
    status,
    body: {
      success: false,
      code: (finer as "OTP_REQUIRED" | undefined) ?? code ?? "BAD_REQUEST",
      message: readableMessage(error),
      ...keyed,
      ...(errors ? { errors } : {}),
    },
  };
}

/** The 503 for a database outage; the cause is kept for the server log only. */
export const databaseUnavailable = (cause: unknown): TRPCError =>
  new KeyedError("SERVICE_UNAVAILABLE", "common.databaseUnavailable", undefined, cause);
