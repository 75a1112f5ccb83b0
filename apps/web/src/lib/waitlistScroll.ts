import { useEffect } from "react";

export const WAITLIST_ANCHOR = "waitlist-form";

function prefersReducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls smoothly to the waitlist form and puts the cursor in its email field. The section may not
 * be on the page yet (the landing page is still being drawn), so it looks again on the next frames.
 */
export function scrollToWaitlist(framesLeft = 120) {
  const section = document.getElementById(WAITLIST_ANCHOR);
  if (!section) {
    if (framesLeft > 0) requestAnimationFrame(() => scrollToWaitlist(framesLeft - 1));
    return;
  }
  section.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  section.querySelector<HTMLInputElement>("input[type=email]")?.focus({ preventScroll: true });
  settleOn(section);
}

/**
 * The landing sections above the form load lazily as the page scrolls past them, and one that
 * renders taller or shorter than its reserved space moves the form after the smooth scroll has
 * picked its target. When that scroll ends (within 3 s), put the form in place once more.
 */
function settleOn(section: HTMLElement) {
  const settle = () => {
    window.removeEventListener("scrollend", settle);
    clearTimeout(expiry);
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    if (Math.abs(section.getBoundingClientRect().top - margin) > 8) {
      section.scrollIntoView({ behavior: "auto", block: "start" });
    }
  };
  const expiry = setTimeout(() => window.removeEventListener("scrollend", settle), 3000);
  window.addEventListener("scrollend", settle);
}

/**
 * "Join Waitlist" from any public page: on the landing page, scroll to the form; elsewhere, open
 * the landing page at the form (`/#waitlist-form`), where `useWaitlistFromAddress` takes over.
 */
export function goToWaitlist() {
  if (window.location.pathname === "/") scrollToWaitlist();
  else window.location.assign(`/#${WAITLIST_ANCHOR}`);
}

/**
 * The landing page opened at the form (`/#waitlist-form`): bring the form in and focus it. The
 * address then reads `/` again, as when "Join Waitlist" is used on the landing page itself.
 */
export function useWaitlistFromAddress() {
  useEffect(() => {
    if (window.location.hash !== `#${WAITLIST_ANCHOR}`) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", pathname + search);
    scrollToWaitlist();
  }, []);
}
