import { useCallback, useRef, useState } from "react";
import type { ApiLayer } from "./apiLayer";
import { useApiLayer } from "./ApiBoundary";

type MutationState<T> =
  | { status: "idle"; data: undefined; error: null }
  | { status: "pending"; data: undefined; error: null }
  | { status: "success"; data: T; error: null }
  | { status: "error"; data: undefined; error: unknown };

const IDLE = { status: "idle", data: undefined, error: null } as const;

export interface ApiMutationCallbacks<T> {
  onSuccess?: (data: T, api: ApiLayer) => unknown;
  onError?: (error: unknown) => unknown;
}

/**
 * A call that changes data (join the waitlist, send a message) for a form that must answer input
 * before the data layer is in: the tRPC client is loaded when the call is made, not when the form
 * renders (lib/ApiBoundary.tsx). The state follows TanStack Query's `useMutation`: idle, pending,
 * success or error, and `reset`. A second call while one is pending is ignored.
 */
export function useApiMutation<Input, T>(
  call: (api: ApiLayer, input: Input) => Promise<T>,
  defaults: ApiMutationCallbacks<T> = {},
) {
  const loadApi = useApiLayer();
  const [state, setState] = useState<MutationState<T>>(IDLE);
  const pending = useRef(false);
  const mutate = (input: Input, callbacks: ApiMutationCallbacks<T> = {}) => {
    if (pending.current) return;
    pending.current = true;
    setState({ status: "pending", data: undefined, error: null });
    void (async () => {
      try {
        const api = await loadApi();
        const data = await call(api, input);
        await defaults.onSuccess?.(data, api);
        pending.current = false;
        setState({ status: "success", data, error: null });
        await callbacks.onSuccess?.(data, api);
      } catch (error: unknown) {
        pending.current = false;
        setState({ status: "error", data: undefined, error });
        await defaults.onError?.(error);
        await callbacks.onError?.(error);
      }
    })();
  };

  const reset = useCallback(() => setState(IDLE), []);

  return {
    ...state,
    mutate,
    reset,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
  };
}
