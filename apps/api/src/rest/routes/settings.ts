import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { ok, saying, unchecked } from "../caller.js";
import { route, type Route } from "../route.js";

const SECTIONS = {
  profile: [
    "updateProfile",
    s.profileUpdateInput,
    "Profile: name, email (the digest's address), phone, bio",
  ],
  notifications: [
    "updateNotifications",
    s.notificationsUpdateInput,
    "Notifications: channels (email, browser, mobile), kinds, and the daily digest",
  ],
  appearance: [
    "updateAppearance",
    s.appearanceUpdateInput,
    "Appearance: theme, compact mode, animations",
  ],
  region: [
    "updateRegion",
    s.regionUpdateInput,
    "Language and region: language, time zone, date, time and number formats, first day of week",
  ],
  privacy: ["updatePrivacy", s.privacyUpdateInput, "Privacy"],
  payment: ["updatePayment", s.paymentUpdateInput, "Billing: default method, currency, auto-renew"],
} as const;

/** Settings (SPEC 2.14) and its team members: docs/settings.md. */
export const settingsRoutes: Route[] = [
  route({
    method: "get",
    path: "/settings",
    tag: "Settings",
    summary: "Every setting (defaults for what was never saved); role is read-only",
    access: "admin",
    data: s.preferencesOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).settings.get()),
  }),
  ...Object.entries(SECTIONS).map(([section, [procedure, body, summary]]) =>
    route({
      method: "patch",
      path: `/settings/${section}`,
      tag: "Settings",
      summary: `${summary}. Any of the section's fields; answers every setting`,
      access: "admin",
      body,
      data: s.preferencesOutput,
      errors: [400, ...(section === "profile" ? ([409] as const) : [])],
      handler: async (caller, req, reply) =>
        ok(
          reply,
          await caller(req).settings[procedure](unchecked(req.body)),
          said("settings.saved"),
        ),
    }),
  ),
  route({
    method: "post",
    path: "/settings/password",
    tag: "Settings",
    summary:
      "Change the admin password (the current one, a new one of at least 8 characters with " +
      "upper- and lowercase letters, a number and a special character that is not too easy to " +
      "guess, and its confirmation). Every other session is signed out; the answer carries a " +
      "fresh token for this one",
    access: "admin",
    body: s.passwordChangeInput,
    data: s.passwordChangeOutput.omit({ message: true }),
    errors: [400],
    handler: async (caller, req, reply) => {
      const { data, said: changed } = saying(
        await caller(req).settings.changePassword(unchecked(req.body)),
      );
      return ok(reply, data, changed);
    },
  }),
];
