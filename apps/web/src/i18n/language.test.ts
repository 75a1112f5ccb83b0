import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";

describe("the starting language (SPEC 4)", () => {
  it("follows a stored choice", () => {
    expect(detectLanguage("ar", "en-US")).toBe("ar");
    expect(detectLanguage("en", "ar-JO")).toBe("en");
  });

  it("otherwise picks Arabic for a browser in any Arabic locale, else English", () => {
    expect(detectLanguage(null, "ar")).toBe("ar");
    expect(detectLanguage(null, "ar-SA")).toBe("ar");
    expect(detectLanguage(null, "AR-eg")).toBe("ar");
    expect(detectLanguage(null, "fr-FR")).toBe("en");
    expect(detectLanguage(null, undefined)).toBe("en");
  });

  it("ignores a stored value that is not a language", () => {
    expect(detectLanguage("de", "ar-AE")).toBe("ar");
    expect(detectLanguage("", "en-GB")).toBe("en");
  });
});
