import { fieldErrors } from "../errors.js";
import {
  appearanceUpdateInput,
  notificationsUpdateInput,
  passwordChangeInput,
  paymentUpdateInput,
  privacyUpdateInput,
  profileUpdateInput,
  regionUpdateInput,
} from "../schemas/settings.js";
import { changePassword } from "../services/password-change.js";
import { getPreferences, updatePreferences } from "../services/preferences.js";
import { adminProcedure, rateLimited, router } from "../trpc.js";

/** A password change refused because the current password was wrong: a guess of it. */
const wrongCurrentPassword = (error: Parameters<typeof fieldErrors>[0]) =>
  fieldErrors(error)?.some((field) => field.path === "currentPassword") ?? false;

/**
 * Settings (SPEC 2.14, docs/settings.md): every tab's values and the password; the team is
 * routers/team.ts.
 */
export const settingsRouter = router({
  get: adminProcedure.query(({ ctx }) => getPreferences(ctx.db)),
  updateProfile: adminProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "profile", input, ctx.audit)),
  updateNotifications: adminProcedure
    .input(notificationsUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "notifications", input, ctx.audit)),
  updateAppearance: adminProcedure
    .input(appearanceUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "appearance", input, ctx.audit)),
  updateRegion: adminProcedure
    .input(regionUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "region", input, ctx.audit)),
  updatePrivacy: adminProcedure
    .input(privacyUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "privacy", input, ctx.audit)),
  updatePayment: adminProcedure
    .input(paymentUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "payment", input, ctx.audit)),
  /**
   * Signs every other session out; answers a fresh token for this one. A wrong current password
   * is a guess of the admin password: it counts against the address as a failed sign-in does
   * (the same allowance, shared), and against the session, so that a stolen token cannot guess
   * from many addresses.
   */
  changePassword: adminProcedure
    .input(passwordChangeInput)
    .use(
      rateLimited("loginFailures", "login-fail", {
        count: "failures",
        isFailure: wrongCurrentPassword,
        message: "settings.tooManyWrongPasswords",
      }),
    )
    .use(
      rateLimited("loginFailures", "password-fail", {
        count: "failures",
        per: "session",
        isFailure: wrongCurrentPassword,
        message: "settings.tooManyWrongPasswords",
      }),
    )
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
});
