import { useCallback } from "react";

interface ErrorShape {
  message?: unknown;
  data?: { httpStatus?: number; errors?: { path?: string; message: string }[] | null } | null;
}

/** The HTTP status of a failed tRPC call, if it had one. */
export function errorStatus(error: unknown): number | undefined {
  return ((error ?? {}) as ErrorShape).data?.httpStatus;
}

/** The failing fields of a 400 answer ("email" -> "Invalid email address"), in English. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = ((error ?? {}) as ErrorShape).data?.errors ?? [];
  const found: Record<string, string> = {};
  for (const field of fields) {
    const key = field.path?.split(".").at(-1);
    if (key && !(key in found)) found[key] = field.message;
  }
  return found;
}

/**
 * What went wrong with a call, for a person, through a screen's table of server texts: the
 * server's own message when it gave one for this request (4xx, or the database being down), each
 * failing field's reason translated; otherwise `fallback`.
 */
export function useErrorTextOf(serverText: (english: string) => string) {
  return useCallback(
    (error: unknown, fallback: string) => {
      const shape = (error ?? {}) as ErrorShape;
      const status = shape.data?.httpStatus;
      const meaningful = status !== undefined && (status < 500 || status === 503);
      if (!meaningful) return fallback;
      const fields = shape.data?.errors;
      if (fields && fields.length > 0) return fields.map((f) => serverText(f.message)).join(" ");
      return typeof shape.message === "string" && shape.message
        ? serverText(shape.message)
        : fallback;
    },
    [serverText],
  );
}
