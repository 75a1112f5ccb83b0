import {
  Suspense,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from "react";
import classes from "./landing.module.css";

export interface LazySectionProps {
  /** A React.lazy component: its chunk is fetched only when the slot nears the viewport. */
  component: ComponentType;
  /** Space reserved until the section has rendered (about its real height): [phone, desktop]. */
  minHeight: [number, number];
  /** How far below the viewport loading starts. */
  rootMargin?: string;
}

/**
 * A landing-page section below the fold. Nothing is downloaded until the slot comes within
 * `rootMargin` of the viewport (deliberately no idle-time preloading: what `/` downloads stays
 * small); until then the slot keeps the section's height so the page does not shift.
 */
export function LazySection({
  component: Component,
  minHeight,
  rootMargin = "400px 0px",
}: LazySectionProps) {
  const slot = useRef<HTMLDivElement>(null);
  // Always false on the first render: the prerendered page has the empty slot, and hydration
  // must find the same.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition: the section renders in short slices, so scrolling and taps are not
          // held up by it.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const style = {
    "--slot-min-base": `${minHeight[0]}px`,
    "--slot-min-md": `${minHeight[1]}px`,
  } as CSSProperties;

  return (
    <div ref={slot} style={style} data-loaded={near || undefined}>
      {near ? (
        <Suspense fallback={<div className={classes.slot} />}>
          <Component />
        </Suspense>
      ) : (
        <div className={classes.slot} />
      )}
    </div>
  );
}
