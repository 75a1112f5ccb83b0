import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";

// The journeys' accessibility checks pass when seriousViolations finds nothing: here it is shown
// a page with four faults, so a check that could no longer find any fails here.
test("the accessibility check finds serious faults, and only inside what it is given", async ({
  page,
}) => {
  await page.setContent(
    `<html lang="en"><body>
      <main><button></button><p style="color:#eee;background:#fff">pale text</p></main>
      <div role="dialog" aria-label="A dialog"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
    </body></html>`,
  );
  expect(await seriousViolations(page)).toEqual([
    "button-name (critical): button",
    "color-contrast (serious): p",
    "document-title (serious): html",
    "image-alt (critical): img",
  ]);
  expect(await seriousViolations(page, 'main, [role="dialog"]')).toEqual([
    "button-name (critical): button",
    "color-contrast (serious): p",
    "image-alt (critical): img",
  ]);
  expect(await seriousViolations(page, "main")).toEqual([
    "button-name (critical): button",
    "color-contrast (serious): p",
  ]);
});
