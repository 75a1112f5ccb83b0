import { FALLBACK_COUNTDOWN_DAYS, timeRemaining, type TimeRemaining } from "@bayan/trpc/rules";
import { useQuery } from "@tanstack/react-query";
import { createContext, use, useEffect, useState, type ReactNode } from "react";
import { useTRPC } from "../../lib/trpc";

const DAY_MS = 86_400_000;
const TICK_MS = 1000;

export type CountdownState =
  | { status: "loading" }
  | { status: "running" | "completed"; remaining: TimeRemaining; fallback: boolean };

/**
 * SPEC 4 "Countdown": fetched once; then recomputed locally every second from the target date;
 * completed (and no longer ticking) once nothing remains. When the fetch fails (logged by the
 * query cache), it counts down 57 days from when the page opened.
 */
export function useCountdownSource(): CountdownState {
  const trpc = useTRPC();
  const { data, isError } = useQuery(
    trpc.system.countdown.queryOptions(undefined, {
      staleTime: Infinity,
      meta: { errorMessage: "Failed to fetch countdown" },
    }),
  );
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);

  let target: number | null = null;
  if (data) target = data.isCompleted ? 0 : new Date(data.targetDate).getTime();
  else if (isError) target = openedAt + FALLBACK_COUNTDOWN_DAYS * DAY_MS;

  const remaining = target === null ? null : timeRemaining(target, now);
  const completed = remaining !== null && remaining.totalSeconds <= 0;

  useEffect(() => {
    if (target === null || completed) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [target, completed]);

  if (remaining === null) return { status: "loading" };
  return { status: completed ? "completed" : "running", remaining, fallback: !data };
}

const CountdownContext = createContext<CountdownState>({ status: "loading" });

/** One countdown for the whole landing page (hero boxes and "days until launch" agree). */
export function CountdownProvider({ children }: { children: ReactNode }) {
  const state = useCountdownSource();
  return <CountdownContext value={state}>{children}</CountdownContext>;
}

export function useCountdown(): CountdownState {
  return use(CountdownContext);
}
