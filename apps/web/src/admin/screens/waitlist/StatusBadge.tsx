import type { WaitlistStatus } from "@bayan/trpc/rules";
import { StatusDot } from "../../lib/StatusDot";
import { STATUS_COLOR, useWaitlistLabels } from "./labels";

/** The status in words with a coloured dot. */
export function StatusBadge({ status }: { status: WaitlistStatus }) {
  return <StatusDot color={STATUS_COLOR[status]} label={useWaitlistLabels().status[status]} />;
}
