import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useCallback } from "react";

export const WAITLIST_ANCHOR = "waitlist-form";

function prefersReducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls smoothly to the waitlist form and puts the cursor in its email field. The section may not
 * be on the page yet (the landing route is still loading), so it looks again on the next frames.
 */
export function scrollToWaitlist(framesLeft = 120) {
  const section = document.getElementById(WAITLIST_ANCHOR);
  if (!section) {
    if (framesLeft > 0) requestAnimationFrame(() => scrollToWaitlist(framesLeft - 1));
    return;
  }
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.querySelector<HTMLInputElement>("input[type=email]")?.focus({ preventScroll: true });
}

/** "Join Waitlist" from any public page: go to the landing page first when elsewhere. */
export function useGoToWaitlist() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return useCallback(async () => {
    if (pathname !== "/") await navigate({ to: "/" });
    // Let the router finish its own scroll handling before starting ours.
    requestAnimationFrame(() => scrollToWaitlist());
  }, [navigate, pathname]);
}
