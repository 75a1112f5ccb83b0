export { appRouter, createCaller } from "./root.js";
export type { AppRouter, RouterInputs, RouterOutputs } from "./root.js";
export { createContext } from "./context.js";
export type { Context, ServerDeps } from "./context.js";
export { ERROR_STATUS, appError, fieldErrors, toErrorResponse } from "./errors.js";
export type { ErrorBody, ErrorCode, FieldError } from "./errors.js";
export { ensureCountdown } from "./services/countdown.js";
