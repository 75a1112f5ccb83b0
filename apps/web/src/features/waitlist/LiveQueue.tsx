import type { ReactNode } from "react";
import { useQueueCount } from "./useQueueCount";

/** Renders `children` with the queue as the landing page shows it (needs the data layer). */
export function LiveQueue({ children }: { children: (count: number) => ReactNode }) {
  return children(useQueueCount());
}
