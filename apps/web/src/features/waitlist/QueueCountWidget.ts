import { apiWidget } from "../../lib/ApiBoundary";

/**
 * The queue count for any widget that shows it (top bar, waitlist section): `children` gets the
 * live count once the data layer is in; `placeholder` stands in until then.
 */
export const QueueCountWidget = apiWidget(() =>
  import("./LiveQueue").then((module) => module.LiveQueue),
);
