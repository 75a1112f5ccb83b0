import { describe, expect, it } from "vitest";
import { excerptOf } from "./sources.js";

describe("the excerpt of a mailbox row", () => {
  it("is one line, skips an email's greeting and is cut with an ellipsis", () => {
    expect(excerptOf("Hello Sara,\n\nThe course starts\nMonday.\n\nThe Bayan team", true)).toBe(
      "The course starts Monday. The Bayan team",
    );
    expect(excerptOf("Hello,\nno blank line here")).toBe("Hello, no blank line here");
    expect(excerptOf("x".repeat(300))).toHaveLength(140);
  });
});
