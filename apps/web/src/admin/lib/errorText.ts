import { useCallback } from "react";
import { serverError } from "../../lib/serverError";
import { useMessageText } from "./messages";

/** The HTTP status of a failed call, if it had one. */
export function errorStatus(error: unknown): number | undefined {
  return serverError(error).status;
}

/** Whether the server's own message says what went wrong (4xx, or the database being down). */
function meaningful(status: number | undefined): boolean {
  return status !== undefined && (status < 500 || status === 503);
}

/**
 * The failing fields of a 400 answer, each field's reason in the interface language
 * ("email" -> the words of `common.emailInvalid`); the first reason of a field wins.
 */
export function useFieldErrors(): (error: unknown) => Record<string, string> {
  const text = useMessageText();
  return useCallback(
    (error: unknown) => {
      const found: Record<string, string> = {};
      for (const field of serverError(error).errors) {
        const name = field.path?.split(".").at(-1);
        if (name && !(name in found)) found[name] = text(field);
      }
      return found;
    },
    [text],
  );
}

/**
 * What went wrong with a call, for a person, in the interface language: the server's own message
 * when it gave one for this request (4xx, or the database being down), or each failing field's
 * reason; otherwise `fallback`.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const text = useMessageText();
  return useCallback(
    (error: unknown, fallback: string) => {
      const said = serverError(error);
      if (!meaningful(said.status)) return fallback;
      if (said.errors.length > 0) return said.errors.map((field) => text(field)).join(" ");
      return said.message ? text(said) : fallback;
    },
    [text],
  );
}
