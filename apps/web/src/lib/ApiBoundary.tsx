import { Suspense, lazy, use, useState, type ComponentType, type ReactNode } from "react";
import type { ApiLayer } from "./apiLayer";
import { ApiLayerContext } from "./apiLayerContext";

/**
 * The data layer (TanStack Query, the tRPC client: about 21 kB gzipped) is not part of a public
 * page's first screen. The widgets that read or send data are made with `apiWidget`: their code,
 * with the data layer's, is requested once the page is interactive (`markInteractive`, called when
 * the app has hydrated), so the prerendered page hydrates without it. Until then the widget keeps
 * its prerendered markup (React leaves it dehydrated and replays a click on it afterwards), or, on
 * a page drawn from scratch, shows its `placeholder`.
 */

/** The page's one data layer, its code loaded on first use (router context, forms). */
export function loadAppApiLayer(): Promise<ApiLayer> {
  return import("./apiLayer").then((module) => module.appApiLayer());
}

/** The data layer given by `ApiProviders` above, or else the page's own. */
export function useApiLayer(): () => Promise<ApiLayer> {
  const given = use(ApiLayerContext);
  return given ? () => Promise.resolve(given) : loadAppApiLayer;
}

let markAsInteractive: () => void = () => undefined;
const interactive = new Promise<void>((resolve) => {
  markAsInteractive = resolve;
});

/** Called once the page has been taken over and reacts to input (main.tsx). */
export function markInteractive() {
  markAsInteractive();
}

/** After the first screen is interactive; at once when prerendering (no window). */
function afterInteractive<T>(load: () => Promise<T>): () => Promise<T> {
  return () => (typeof window === "undefined" ? load() : interactive.then(load));
}

const AppApiProviders = lazy(afterInteractive(() => import("./apiLayer")));

/** Every widget's loader, for `preloadApiWidgets`. */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A component whose module (`load`) uses the data layer, wrapped so that neither is needed before
 * the page is interactive. Below `ApiProviders` (the admin panel, tests) it loads at once, and
 * renders at once when its module is already in.
 */
export function apiWidget<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | null = null;
  const module = () =>
    load().then((component) => {
      Loaded = component;
      return { default: component };
    });
  loaders.push(module);
  const Eager = lazy(module);
  const Deferred = lazy(afterInteractive(module));

  return function ApiWidget({ placeholder, ...props }: P & { placeholder?: ReactNode }) {
    const widgetProps = props as P;
    // Decided once per widget: switching between the two would mount it again.
    const [LoadedAtFirst] = useState(() => Loaded);
    if (use(ApiLayerContext)) {
      if (LoadedAtFirst) return <LoadedAtFirst {...widgetProps} />;
      return (
        <Suspense fallback={placeholder ?? null}>
          <Eager {...widgetProps} />
        </Suspense>
      );
    }
    // The same tree when prerendering and when hydrating, whether or not the module is in.
    return (
      <Suspense fallback={placeholder ?? null}>
        <AppApiProviders>
          <Deferred {...widgetProps} />
        </AppApiProviders>
      </Suspense>
    );
  };
}

/** Loads every widget's module made so far (tests render them at once after this). */
export async function preloadApiWidgets() {
  await Promise.all(loaders.map((load) => load()));
}
