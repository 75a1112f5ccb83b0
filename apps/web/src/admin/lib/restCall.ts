import type { MessageKey, MessageParams } from "@bayan/trpc/rules/messages";
import { endSession, liveToken } from "../../lib/adminSession";
import type { ServerFieldError } from "../../lib/serverError";

/**
 * A refused REST call, shaped like tRPC's errors (`data.httpStatus`, `data.messageKey`,
 * `data.params`, `data.errors`, `message`) so the screens word it the same way (errorText);
 * `message` is the server's English words, "" when it gave none.
 */
export class RestCallError extends Error {
  constructor(
    message: string,
    readonly data: {
      httpStatus: number;
      messageKey?: MessageKey;
      params?: MessageParams;
      errors?: ServerFieldError[];
    },
  ) {
    super(message);
  }

  get status(): number {
    return this.data.httpStatus;
  }
}

/**
 * A call to the REST adapter with the admin's bearer token, for what tRPC's JSON cannot carry
 * (a file's bytes up or down). A 401 ends the session like every other call; a failure (status
 * 0 when the network failed) is thrown as a RestCallError.
 */
export async function restCall(url: string, init: RequestInit = {}): Promise<Response> {
  const token = liveToken();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new RestCallError("", { httpStatus: 0 });
  }
  if (response.ok) return response;
  if (response.status === 401) endSession("unauthorized");
  let message = "";
  let said: Omit<RestCallError["data"], "httpStatus"> = {};
  try {
    const body = (await response.json()) as {
      message?: unknown;
      messageKey?: MessageKey;
      params?: MessageParams;
      errors?: ServerFieldError[];
    };
    if (typeof body.message === "string") message = body.message;
    // The error body of DESIGN section 4: its key, parameters and failing fields, as tRPC's.
    const { messageKey, params, errors } = body;
    said = {
      ...(typeof messageKey === "string" ? { messageKey } : {}),
      ...(params && typeof params === "object" ? { params } : {}),
      ...(Array.isArray(errors) ? { errors } : {}),
    };
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  throw new RestCallError(message, { httpStatus: response.status, ...said });
}

/** The `data` of a successful REST answer (`{ success, data }`). */
export async function restData<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}
