import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminApi,
  bearer,
  joinWaitlist,
  runTag,
  screenViolations,
  signedIn,
  AXE_VARIANTS,
  PHONE,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

interface Wave {
  id: string;
  status: string;
  members: number;
  released: number;
  queued: number;
  returned: number;
}
interface Pace {
  sentThisHour: number;
}

/** Settings > Waitlist's pace, through the API. */
async function setPace(request: APIRequestContext, pace: Record<string, number | boolean>) {
  const res = await request.fetch("/api/waitlist/settings", {
    method: "PUT",
    headers: await bearer(request),
    data: pace,
  });
  expect(res.ok()).toBe(true);
}

/** A pace that lets `now` more invitations go this hour (the journeys before may have sent some). */
async function allowThisHour(request: APIRequestContext, now: number) {
  const { pace } = await adminApi<{ pace: Pace }>(request, "get", "/api/waves");
  await setPace(request, {
    paceWarmUp: false,
    paceDailyCap: 100_000,
    paceHourlyCap: pace.sentThisHour + now,
  });
}

/** `n` entries joined under one tag, in their language. */
async function joinMany(request: APIRequestContext, tag: string, n: number, language: "en" | "ar") {
  const people = [];
  for (let i = 0; i < n; i++) {
    people.push(await joinWaitlist(request, uniqueEmail(`${tag}-${i}`), language));
  }
  return people;
}

const wave = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

test.describe("invitation waves (issue 25)", () => {
  test.beforeEach(async ({ request }) => {
    // The oldest sending wave gets the pace first: none is left sending by another journey.
    const { waves } = await adminApi<{ waves: Wave[] }>(request, "get", "/api/waves");
    for (const w of waves.filter((x) => x.status === "running" || x.status === "paused")) {
      await adminApi(request, "post", `/api/waves/${w.id}/cancel`);
    }
  });
  test.afterAll(async ({ request }) => {
    // The defaults again, for the journeys after these.
    await setPace(request, {
      paceWarmUp: true,
      paceFirstDay: 100,
      paceDailyCap: 5000,
      paceHourlyCap: 1000,
    });
  });

  test("chosen entries go as a wave at the pace; it is paused, resumed and cancelled, and stays so after a reload", async ({
    page,
    request,
  }) => {
    const tag = runTag("waves");
    await joinMany(request, tag, 5, "en");
    await allowThisHour(request, 2);

    await signedIn(page, request);
    await page.goto(`/admin/waitlist?search=${tag}`);
    await page.getByRole("checkbox", { name: "Select every entry on this page" }).check();
    await page.getByRole("button", { name: "Invite selected" }).click();
    await expect(page.getByText("Invitation wave started")).toBeVisible();
    await expect(
      page.getByText("Wave started: 2 invitations go now, 3 more follow at the sending pace"),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Waves" }).click();
    await expect(page).toHaveURL(/[?&]tab=waves/);
    const card = wave(page, "Chosen entries").first();
    await expect(card.getByText("Sending", { exact: true })).toBeVisible();
    await expect(card.getByText("2 of 5 invited")).toBeVisible();
    await expect(page.getByText("Sending pace", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Pause" }).click();
    await expect(
      page.getByText("Wave paused: no more invitations go until it is resumed"),
    ).toBeVisible();
    await page.reload();
    await expect(card.getByText("Paused", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Resume" }).click();
    await expect(card.getByText("Sending", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: "Cancel the wave" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this wave?" });
    await expect(dialog).toContainText("The 3 people still waiting go back to the queue.");
    await dialog.getByRole("button", { name: "Cancel the wave" }).click();
    await expect(page.getByText("Wave cancelled: 3 people went back to the queue")).toBeVisible();
    await page.reload();
    await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(card.getByText("Back in the queue")).toBeVisible();

    const { waves } = await adminApi<{ waves: Wave[] }>(request, "get", "/api/waves");
    expect(waves[0]).toMatchObject({ status: "cancelled", members: 5, released: 2, returned: 3 });
  });

  test("in Arabic: the wave's progress, and pausing it", async ({ page, request }) => {
    const tag = runTag("wavesar");
    const people = await joinMany(request, tag, 3, "ar");
    await allowThisHour(request, 1);
    const made = await adminApi<{ wave: Wave }>(request, "post", "/api/waitlist/invite", {
      ids: people.map((p) => p.id),
    });
    expect(made.wave).toMatchObject({ released: 1, queued: 2, status: "running" });

    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto("/admin/waitlist?tab=waves");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const card = wave(page, "إدخالات مختارة").first();
    await expect(card.getByText("قيد الإرسال", { exact: true })).toBeVisible();
    await expect(card.getByText("دُعي ١ من ٣")).toBeVisible();
    await card.getByRole("button", { name: "إيقاف مؤقت" }).click();
    await expect(page.getByText("توقفت الموجة مؤقتًا: لن تُرسل دعوات أخرى حتى تُستأنف")).toBeVisible();
    await page.reload();
    await expect(card.getByText("متوقفة مؤقتًا", { exact: true })).toBeVisible();
    await adminApi(request, "post", `/api/waves/${made.wave.id}/cancel`);
  });
});

test.describe("admin accessibility: invitation waves", () => {
  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      await signedIn(page, request, { language, theme });
      await page.goto("/admin/waitlist?tab=waves");
      await expect(page.getByRole("tab", { selected: true })).toBeVisible();
      await expect(page.getByText(/^(Sending pace|وتيرة الإرسال)$/)).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
