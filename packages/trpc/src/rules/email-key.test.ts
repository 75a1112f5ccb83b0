import { describe, expect, it } from "vitest";
import { emailKey, maskedEmail } from "./email-key.js";

describe("emailKey", () => {
  it("folds case for every provider", () => {
    expect(emailKey("  Sara.Haddad@Example.COM ")).toBe("sara.haddad@example.com");
  });
  it("drops dots and +tags for Gmail and Googlemail, under gmail.com", () => {
    expect(emailKey("Sara.Haddad+waitlist@gmail.com")).toBe("sarahaddad@gmail.com");
    expect(emailKey("s.a.r.a.haddad@googlemail.com")).toBe("sarahaddad@gmail.com");
  });
  it("keeps dots and +tags elsewhere: other providers treat them as other mailboxes", () => {
    expect(emailKey("sara.haddad+x@outlook.com")).toBe("sara.haddad+x@outlook.com");
  });
});

describe("maskedEmail", () => {
  it("shows the first letter and the domain", () => {
    expect(maskedEmail("Jamal@Gmail.com")).toBe("j***@gmail.com");
  });
});
