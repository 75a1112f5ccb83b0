// Which admin calls the audit log records (docs/audit.md). Every admin mutation records what it
// changed, in its own transaction, unless it is named below with the reason it changes nothing a
// team would need to account for; and the queries that take personal data out in bulk record that
// they did. The admin middleware (trpc.ts) checks each successful call against this: one that
// should have recorded and did not is a fault (an error outside production, where the tests run;
// a logged error in production, as the change has already been made).

/** Admin mutations that record nothing, each with its reason. */
export const AUDIT_EXEMPT: ReadonlyMap<string, string> = new Map([
  ["admin.markNotificationsSeen", "the member's own bell: what they have seen"],
  ["auth.logout", "ends the caller's own session"],
  ["auth.endOtherSessions", "ends the caller's own other sessions"],
  ["auth.twoFactorSetup", "a secret that does nothing until a first code turns it on (recorded)"],
  ["mailbox.flags", "read, starred and archived marks on the mailbox's threads"],
  ["mailbox.createDraft", "a draft is the member's unsent work; sending it is recorded"],
  ["mailbox.updateDraft", "a draft is the member's unsent work; sending it is recorded"],
  ["mailbox.deleteDraft", "a draft is the member's unsent work; sending it is recorded"],
  ["mailbox.attach", "a draft's attachment; sending the draft is recorded"],
  ["mailbox.detach", "a draft's attachment; sending the draft is recorded"],
  ["webhooks.sendTest", "a test event to the endpoint, no subscriber's data"],
]);

/** Admin queries that are recorded: personal data taken out in bulk. */
export const AUDITED_QUERIES: ReadonlySet<string> = new Set([
  "waitlist.exportCsv",
  "audit.exportCsv",
  "personalData.export",
]);

/** Whether a successful admin call must have recorded a row (or said it changed nothing). */
export function mustRecord(type: string, path: string): boolean {
  if (AUDITED_QUERIES.has(path)) return true;
  return type === "mutation" && !AUDIT_EXEMPT.has(path);
}
