import { describe, expect, it } from "vitest";

describe("zod settings for the browser", () => {
  it("turns off zod's compiled checks (so the CSP reports nothing), in a way zod reads", async () => {
    await import("./zodConfig");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
