// Extracts every catalog (lingui extract), then writes Arabic translations into one of them.
//   node scripts/translate.mjs <admin|public|sections> <translations.json>
// The JSON maps English message ids (as written in the code) to Arabic text. Prints the ids of that
// catalog still without Arabic. Several people may run it at once: wrap it in
// `flock /tmp/bayan-catalog.lock …` so one extract never overwrites another's translations.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const CATALOGS = {
  admin: join(root, "src/admin/locales/ar/messages.po"),
  public: join(root, "src/locales/ar/messages.po"),
  sections: join(root, "src/features/landing/locales/ar/messages.po"),
};
const [which, file] = process.argv.slice(2);
const catalog = CATALOGS[which];
if (!catalog || !file) {
  console.error("usage: node scripts/translate.mjs <admin|public|sections> <translations.json>");
  process.exit(2);
}
const translations = JSON.parse(readFileSync(file, "utf8"));

execFileSync("npx", ["lingui", "extract", "--clean"], { cwd: root, stdio: "ignore" });

const unescape = (s) => JSON.parse(`"${s}"`);
const escape = (s) => JSON.stringify(s).slice(1, -1);
const missing = [];
const text = readFileSync(catalog, "utf8").replace(
  /^msgid "(.*)"\nmsgstr "(.*)"$/gm,
  (whole, rawId, rawText) => {
    const id = unescape(rawId);
    if (id === "") return whole;
    const arabic = translations[id] ?? (rawText ? null : undefined);
    if (arabic === null) return whole; // already translated, not in this file
    if (arabic === undefined) {
      missing.push(id);
      return whole;
    }
    return `msgid "${rawId}"\nmsgstr "${escape(arabic)}"`;
  },
);
writeFileSync(catalog, text);
console.log(
  missing.length
    ? `Still without Arabic in the ${which} catalog (${missing.length}):\n${missing.map((m) => `  ${m}`).join("\n")}`
    : `Every message of the ${which} catalog has Arabic.`,
);
