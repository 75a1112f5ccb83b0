import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The app loads Mantine's styles one component at a time (src/styles.ts, ./styles.ts and a few
 * screens' own imports), so a component drawn by another one needs its stylesheet loaded too:
 * SegmentedControl's selected segment is a FloatingIndicator, and without FloatingIndicator.css
 * it was drawn off the control right to left. Mantine's sources say which component draws which.
 */

const WEB = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const CORE = dirname(
  dirname(createRequire(import.meta.url).resolve("@mantine/core/styles/Button.css")),
);
const COMPONENTS = join(CORE, "esm", "components");

/**
 * Imports of another component's module that draw nothing with its stylesheet: Drawer compares
 * its `scrollAreaComponent` prop with ScrollArea.Autosize, and scrolls with ModalBase's
 * NativeScrollArea.
 */
const NOT_DRAWN: Record<string, string[]> = { Drawer: ["ScrollArea"] };

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(path) ? [path] : [];
  });
}

const hasStylesheet = (component: string) => existsSync(join(CORE, "styles", `${component}.css`));

/** The other components (with a stylesheet) whose styled parts a component's modules render. */
function drawnComponents(component: string): string[] {
  const found = new Set<string>();
  for (const file of files(join(COMPONENTS, component), (path) => path.endsWith(".mjs"))) {
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(
      /from "(\.[^"]+\.mjs)"/g,
    )) {
      const target = resolve(dirname(file), specifier);
      const [owner = ""] = relative(COMPONENTS, target).split(/[\\/]/);
      if (owner === component || owner.startsWith("..") || !hasStylesheet(owner)) continue;
      // A module without classes of its own (an icon such as AccordionChevron) needs no stylesheet.
      if (!/from "\.\/[^"]+\.module\.mjs"/.test(readFileSync(target, "utf8"))) continue;
      if (!NOT_DRAWN[component]?.includes(owner)) found.add(owner);
    }
  }
  return [...found];
}

/** The Mantine stylesheets (by component) imported by these files and folders' sources. */
function loadedStylesheets(paths: string[]): Set<string> {
  const sources = paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? files(path, (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      : [path],
  );
  const names = sources.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(
      ([, name = ""]) => name,
    ),
  );
  return new Set(names.filter(hasStylesheet));
}

describe("the admin panel's Mantine stylesheets", () => {
  // The page's own (src/styles.ts), the admin chunk's, and those the screens and @bayan/ui import.
  const loaded = loadedStylesheets([
    join(WEB, "src", "styles.ts"),
    join(WEB, "src", "admin"),
    join(WEB, "..", "..", "packages", "ui", "src"),
  ]);

  it("are found", () => {
    expect(loaded).toContain("SegmentedControl");
    expect(loaded).toContain("Table");
  });

  it("include those of the components each loaded component draws", () => {
    const missing = [...loaded].flatMap((component) =>
      existsSync(join(COMPONENTS, component))
        ? drawnComponents(component)
            .filter((drawn) => !loaded.has(drawn))
            .map((drawn) => `${component} draws ${drawn}: load ${drawn}.css`)
        : [],
    );
    expect(missing).toEqual([]);
  });

  it("know that SegmentedControl draws a FloatingIndicator", () => {
    expect(drawnComponents("SegmentedControl")).toContain("FloatingIndicator");
  });
});
