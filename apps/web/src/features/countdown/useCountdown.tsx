import type { TimeRemaining } from "@bayan/trpc/rules";
import { createContext, use, useState, type ReactNode } from "react";
import { apiWidget } from "../../lib/ApiBoundary";

export type CountdownState =
  | { status: "loading" }
  | { status: "running" | "completed"; remaining: TimeRemaining; fallback: boolean };

// Fetches the target date and ticks: it needs the data layer, so it comes after the first screen.
const CountdownSource = apiWidget(() =>
  import("./CountdownSource").then((module) => module.CountdownSource),
);

const CountdownContext = createContext<CountdownState>({ status: "loading" });

/**
 * One countdown for the whole landing page (hero boxes and "days until launch" agree). The page
 * itself does not wait for the data layer: the source, an `apiWidget`, feeds it.
 */
export function CountdownProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<CountdownState>({ status: "loading" });
  return (
    <CountdownContext value={state}>
      <CountdownSource onChange={setState} />
      {children}
    </CountdownContext>
  );
}

export function useCountdown(): CountdownState {
  return use(CountdownContext);
}
