import { FALLBACK_COUNTDOWN_DAYS, timeRemaining } from "@bayan/trpc/rules/public";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTRPC } from "../../lib/trpc";
import type { CountdownState } from "./useCountdown";

const DAY_MS = 86_400_000;
const TICK_MS = 1000;

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

  const fallback = !data;
  // The same object until the second, the target or the source changes: it is handed up to the
  // page's provider (CountdownSource), which must not re-render for an equal state.
  const state = useMemo<CountdownState>(() => {
    if (target === null) return { status: "loading" };
    const remaining = timeRemaining(target, now);
    return { status: remaining.totalSeconds <= 0 ? "completed" : "running", remaining, fallback };
  }, [target, now, fallback]);
  const completed = state.status === "completed";

  useEffect(() => {
    if (target === null || completed) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [target, completed]);

  return state;
}

/** Runs the countdown and hands each new state up; renders nothing. */
export function CountdownSource({ onChange }: { onChange: (state: CountdownState) => void }) {
  const state = useCountdownSource();
  useEffect(() => onChange(state), [state, onChange]);
  return null;
}
