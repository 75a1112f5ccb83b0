import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES, isMessageKey, messageText, said } from "./messages.js";

/** Every source file of the server (the trpc package and the API), tests and the vocabulary aside. */
function serverSources(): string {
  const roots = ["..", "../../../../apps/api/src"].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  let all = "";
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        if (!path.endsWith(join("rules", "messages.ts"))) all += readFileSync(path, "utf8");
      }
    }
  };
  roots.forEach(walk);
  return all;
}

describe("the server's vocabulary (docs/messages.md)", () => {
  it("has no key that nothing on the server says", () => {
    const sources = serverSources();
    const unused = Object.keys(MESSAGES).filter((key) => !sources.includes(`"${key}"`));
    expect(unused).toEqual([]);
  });

  it("names keys domain.name", () => {
    for (const key of Object.keys(MESSAGES)) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it("renders the English text with its parameters", () => {
    expect(messageText("auth.invalidPassword")).toBe("Invalid password");
    expect(said("auth.loggedOut")).toEqual({ message: "Logged out", messageKey: "auth.loggedOut" });
    expect(isMessageKey("auth.loggedOut")).toBe(true);
    expect(isMessageKey("Logged out")).toBe(false);
    expect(isMessageKey("toString")).toBe(false);
  });
});
