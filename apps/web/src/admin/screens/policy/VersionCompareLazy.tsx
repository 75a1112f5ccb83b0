import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { LoadingNote } from "../../lib/LoadingNote";
import type { VersionCompareProps } from "./VersionCompare";

/** The side-by-side comparison and its `diff` package: a chunk of its own, asked for on use. */
const VersionCompare = lazy(() => import("./VersionCompare"));

/** The comparison, with a loading line while its chunk comes (the history's panel, a restore). */
export function VersionCompareLazy(props: VersionCompareProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<LoadingNote text={t`Loading the comparison...`} />}>
      <VersionCompare {...props} />
    </Suspense>
  );
}
