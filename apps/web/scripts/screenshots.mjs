// Screenshots of pages as a person sees them, in both languages, both themes, desktop and phone.
//   node scripts/screenshots.mjs [--base http://127.0.0.1:5173] [--password "..."] \
//     [--out /tmp/shots] [--only en-light-desktop,ar-dark-phone] /admin /admin/waitlist ...
// Admin paths are opened signed in (the password signs in through POST /api/auth/login; default
// $ADMIN_PASSWORD). Writes <out>/<path>-<lang>-<theme>-<desktop|phone>.png and prints each file.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromiumLaunchOptions } from "./chromium.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:5173" },
    password: { type: "string", default: process.env.ADMIN_PASSWORD ?? "" },
    out: { type: "string", default: "/tmp/shots" },
    only: { type: "string", default: "" },
    "full-page": { type: "boolean", default: true },
  },
});
const paths = positionals.length ? positionals : ["/admin"];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const variants = [];
for (const language of ["en", "ar"])
  for (const theme of ["light", "dark"])
    for (const device of Object.keys(VIEWPORTS)) variants.push({ language, theme, device });
const wanted = values.only ? values.only.split(",") : null;

mkdirSync(values.out, { recursive: true });
let token = null;
if (paths.some((p) => p.startsWith("/admin")) && values.password) {
  const res = await fetch(`${values.base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password: values.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  token = (await res.json()).access_token;
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const { language, theme, device } of variants) {
    const name = `${language}-${theme}-${device}`;
    if (wanted && !wanted.includes(name)) continue;
    const context = await browser.newContext({
      viewport: VIEWPORTS[device],
      colorScheme: theme,
      locale: language === "ar" ? "ar-JO" : "en-US",
    });
    await context.addInitScript(
      ([lang, scheme, adminToken]) => {
        localStorage.setItem("language", lang);
        localStorage.setItem("theme", scheme);
        if (adminToken) localStorage.setItem("admin_token", adminToken);
      },
      [language, theme, token],
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(values.base + path, { waitUntil: "networkidle" });
      await page.waitForTimeout(400);
      const file = join(
        values.out,
        `${path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_") || "home"}-${name}.png`,
      );
      await page.screenshot({ path: file, fullPage: values["full-page"] });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
