import { createContext } from "react";
import type { ApiLayer } from "./apiLayer";

/**
 * Set below `ApiProviders` (lib/apiLayer.tsx): the data layer is already there. A module of its
 * own, so the lazily loaded data layer and the boundary that loads it (lib/ApiBoundary.tsx) both
 * read it without importing each other.
 */
export const ApiLayerContext = createContext<ApiLayer | null>(null);
