import { useLingui } from "@lingui/react/macro";
import type { CefrLevel } from "./logic/quiz";

/** The usual names of the CEFR levels, in the interface language. */
export function useLevelNames(): Record<CefrLevel, string> {
  const { t } = useLingui();
  return {
    A1: t`Beginner`,
    A2: t`Elementary`,
    B1: t`Intermediate`,
    B2: t`Upper Intermediate`,
    C1: t`Advanced`,
    C2: t`Proficient`,
  };
}
