import { RouterProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { loadAppApiLayer } from "./lib/ApiBoundary";
import { sessionSnapshot, subscribeSession } from "./lib/adminSession";
import { createAppRouter } from "./router";

/**
 * The admin panel's app: TanStack Router over the /admin routes (src/routes/), with the data
 * layer in its context. main.tsx loads this chunk for /admin paths only; a visitor of the public
 * pages downloads none of it, the router included.
 */
export async function adminApp(): Promise<ReactNode> {
  const router = createAppRouter({ api: loadAppApiLayer });
  // SPEC 8: a session the server refuses (the API client then ends it) sends the administrator
  // back to the sign-in screen.
  subscribeSession(() => {
    if (
      sessionSnapshot().endedBecause === "unauthorized" &&
      router.state.location.pathname.startsWith("/admin/")
    )
      void router.navigate({ to: "/admin" });
  });
  // The first route's code and data before the first render. If it fails (a flaky network), the
  // router shows its error screen, which can retry.
  await router.load().catch((error: unknown) => {
    console.error("Could not load the page", error);
  });
  return <RouterProvider router={router} />;
}
