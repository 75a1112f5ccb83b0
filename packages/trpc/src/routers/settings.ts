import { idInput } from "../schemas/common.js";
import {
  appearanceUpdateInput,
  notificationsUpdateInput,
  passwordChangeInput,
  paymentUpdateInput,
  privacyUpdateInput,
  profileUpdateInput,
  regionUpdateInput,
  teamMemberAddInput,
  teamRoleInput,
} from "../schemas/settings.js";
import { changePassword, getPreferences, updatePreferences } from "../services/admin-settings.js";
import { addTeamMember, changeTeamRole, deleteTeamMember, listTeam } from "../services/team.js";
import { adminProcedure, router } from "../trpc.js";

/** Settings (SPEC 2.14, docs/settings.md): every tab's values, the password and the team. */
export const settingsRouter = router({
  get: adminProcedure.query(({ ctx }) => getPreferences(ctx.db)),
  updateProfile: adminProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "profile", input)),
  updateNotifications: adminProcedure
    .input(notificationsUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "notifications", input)),
  updateAppearance: adminProcedure
    .input(appearanceUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "appearance", input)),
  updateRegion: adminProcedure
    .input(regionUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "region", input)),
  updatePrivacy: adminProcedure
    .input(privacyUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "privacy", input)),
  updatePayment: adminProcedure
    .input(paymentUpdateInput)
    .mutation(({ ctx, input }) => updatePreferences(ctx.db, "payment", input)),
  /** Signs every other session out; answers a fresh token for this one. */
  changePassword: adminProcedure
    .input(passwordChangeInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
});

/** Settings > Team members: the owner first; the owner cannot be deleted or demoted. */
export const teamRouter = router({
  list: adminProcedure.query(({ ctx }) => listTeam(ctx.db)),
  add: adminProcedure
    .input(teamMemberAddInput)
    .mutation(({ ctx, input }) => addTeamMember(ctx.db, input)),
  setRole: adminProcedure
    .input(teamRoleInput)
    .mutation(({ ctx, input }) => changeTeamRole(ctx.db, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteTeamMember(ctx.db, input.id)),
});
