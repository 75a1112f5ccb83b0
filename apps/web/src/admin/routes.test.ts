import { ADMIN_SECTIONS } from "@bayan/trpc/rules";
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createAppRouter } from "../router";

describe("the admin routes", () => {
  it("give every section a route file of its own, which names its screen", () => {
    const router = createAppRouter(
      { api: () => Promise.reject(new Error("not used")) },
      createMemoryHistory({ initialEntries: ["/admin"] }),
    );
    for (const section of ADMIN_SECTIONS) {
      const route = router.routesById[`/admin/${section}` as keyof typeof router.routesById];
      expect(route, section).toBeDefined();
      expect(route.options.component, section).toBeDefined();
    }
  });
});
