import { idInput } from "../schemas/common.js";
import { teamMemberAddInput, teamRoleInput } from "../schemas/settings.js";
import { addTeamMember, changeTeamRole, deleteTeamMember, listTeam } from "../services/team.js";
import { adminProcedure, router } from "../trpc.js";

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
