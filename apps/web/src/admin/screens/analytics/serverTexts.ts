/** SPEC 8: the analytics screen's load failure, in red (translated where it is shown). */
export const ANALYTICS_ERROR = "Failed to load analytics data. Please try again later.";

/** Logged by the query cache when the live count fails. */
export const LIVE_FAILED_TEXT = "Failed to load live visitors";
