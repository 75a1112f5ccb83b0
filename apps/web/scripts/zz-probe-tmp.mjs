import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";
const base = "http://127.0.0.1:3295";
const token = (await (await fetch(base + "/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: "Shots admin pw #1" }) })).json()).access_token;
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [lang, theme, vp] of [["ar","dark",{width:390,height:844}],["en","light",{width:1280,height:800}]]) {
const ctx = await browser.newContext({ viewport: vp, colorScheme: theme });
await ctx.addInitScript(([t,l,s]) => { localStorage.setItem("admin_token", t); localStorage.setItem("language", l); localStorage.setItem("theme", s); }, [token, lang, theme]);
const page = await ctx.newPage();
await page.goto(base + "/admin/settings?tab=integrations", { waitUntil: "networkidle" });
await page.getByRole("button", { name: lang === "ar" ? "إضافة نقطة نهاية" : "Add endpoint" }).first().click();
await page.waitForTimeout(600);
await page.screenshot({ path: `/tmp/wh-shot/shots/add-${lang}.png` });
await page.keyboard.press("Escape");
await page.waitForTimeout(400);
await page.getByRole("table").getByRole("row").nth(3).click();
await page.waitForTimeout(600);
await page.screenshot({ path: `/tmp/wh-shot/shots/detail-${lang}.png` });
await ctx.close();
}
await browser.close();
