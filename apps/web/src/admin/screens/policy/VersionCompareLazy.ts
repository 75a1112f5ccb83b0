import { lazy } from "react";

/** The side-by-side comparison and its `diff` package: a chunk of its own, asked for on use. */
export const VersionCompare = lazy(() => import("./VersionCompare"));
