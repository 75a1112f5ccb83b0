/**
 * Opens the status page for a status token: a plain location change (the public pages are
 * documents of their own, src/PublicApp.tsx). Its own module, so tests can watch it.
 */
export function openStatusPage(statusToken: string) {
  window.location.assign(`/status?token=${encodeURIComponent(statusToken)}`);
}
