import { useNavigate, useSearch } from "@tanstack/react-router";

/**
 * One value a screen keeps in the address (a tab, a range), as its route's validateSearch read it:
 * the value, or `fallback` when the address has none; setting the fallback takes it out of the
 * address. Each choice is a step in the history, so Back returns to the one before.
 */
export function useScreenParam<V extends string | number>(
  key: string,
  fallback: V,
): [V, (value: V) => void] {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const value = (search[key] ?? fallback) as V;
  const set = (next: V) =>
    void navigate({
      to: ".",
      search: (previous) => ({ ...previous, [key]: next === fallback ? undefined : next }),
    });
  return [value, set];
}
