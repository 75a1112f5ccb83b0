import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as Referral from "./referral";

let copies = 0;
/**
 * The module afresh (its memory copy starts empty): a new instance of this one module, by a query
 * of its own. Not `vi.resetModules()`: the test files share one module registry per worker
 * (vite.config.ts, `isolate: false`), and a reset there gave later files a second copy of the
 * router next to the first (its context then read as null: "reading 'isServer'").
 */
const load = () =>
  import(/* @vite-ignore */ `./referral?copy=${++copies}`) as Promise<typeof Referral>;

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe("the referral code of the link a visitor came through", () => {
  it("is kept from `?ref=` in this tab's session storage, no cookie", async () => {
    const { keepReferral, referralCode } = await load();
    expect(referralCode()).toBeUndefined();
    keepReferral("?utm_source=x&ref=K7QM2XPA");
    expect(referralCode()).toBe("K7QM2XPA");
    expect(window.sessionStorage.getItem("ref")).toBe("K7QM2XPA");
    expect(document.cookie).not.toContain("K7QM2XPA");
    // Still there on another page of the visit (a plain link without it), after a reload.
    expect((await load()).referralCode()).toBe("K7QM2XPA");
  });

  it("keeps the latest link's code, and none of the wrong shape", async () => {
    const { keepReferral, referralCode } = await load();
    keepReferral("?ref=FIRST123");
    keepReferral("?ref=SECOND45");
    expect(referralCode()).toBe("SECOND45");
    for (const search of [
      "?ref=abc",
      "?ref=" + "A".repeat(33),
      "?ref=AB%20CD12",
      "?ref=<x>1234",
      "",
    ]) {
      keepReferral(search);
      expect(referralCode()).toBe("SECOND45");
    }
    // A stored value of the wrong shape (written by something else) is not sent.
    window.sessionStorage.setItem("ref", "not valid!");
    expect(referralCode()).toBe("SECOND45");
  });

  it("falls back to memory when storage is off", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { keepReferral, referralCode } = await load();
    keepReferral("?ref=MEMORY99");
    expect(referralCode()).toBe("MEMORY99");
  });
});
