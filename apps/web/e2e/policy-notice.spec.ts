// The banner of a material policy change ahead (docs/policy-versions.md): a privacy policy change
// published as material, taking effect in ten days, is announced at the bottom of every public
// page in its language until then; closed, it stays closed in that browser. A newer version in
// effect at once replaces it, and the banner goes for everyone. English, desktop.
import { runTag } from "./admin";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { saveSections, sectionsOf } from "./policy";

test("a material change ahead is announced on the site until it is replaced", async ({
  page,
  request,
}) => {
  const before = await sectionsOf(request);
  const tag = runTag("notice");
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const changed = before.map((s, i) =>
    i === before.findIndex((x) => x.language === "en") ? { ...s, title: `${s.title} ${tag}` } : s,
  );
  try {
    await saveSections(request, changed, {
      publish: {
        effectiveOn: day,
        material: true,
        summaryEn: `We keep addresses for two years. ${tag}`,
        summaryAr: "نحتفظ بالعناوين سنتين.",
      },
    });
    await page.goto("/contact");
    const banner = page.getByRole("complementary", { name: "Policy change" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Our Privacy Policy changes on");
    await expect(banner).toContainText(`We keep addresses for two years. ${tag}`);
    expect(await seriousViolations(page)).toEqual([]);
    // Scrolled to the end, the footer's last links are not under the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerLink = page.getByRole("contentinfo").getByRole("link").last();
    const box = await footerLink.boundingBox();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? null,
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(hit).toBe(await footerLink.textContent());
    await expect(banner.getByRole("link", { name: "Read what changes" })).toHaveAttribute(
      "href",
      "/privacy/versions",
    );
    // Closed: not shown again in this browser.
    await banner.getByRole("button", { name: "Close this notice" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(banner).toBeHidden();
  } finally {
    // The text as it was, in effect today: it replaces the upcoming version, and the banner goes.
    await saveSections(request, before);
  }
  const notices = await request.get("/api/system/public/policy-notices?language=en");
  expect((await notices.json()).data).toEqual([]);
});
