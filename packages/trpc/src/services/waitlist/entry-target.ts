// A waitlist entry as the audit log names it (docs/audit.md): its id and its address masked.
import type { WaitlistEntry } from "@bayan/db";
import { maskedEmail } from "../../rules/email-key.js";

export const entryTarget = (entry: Pick<WaitlistEntry, "id" | "email">) => ({
  type: "waitlist-entry",
  id: entry.id,
  label: maskedEmail(entry.email),
});
