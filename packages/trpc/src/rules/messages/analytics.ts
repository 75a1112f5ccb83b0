// The admin's reading of the first-party analytics. (The collection endpoint's answers go to the
// public pages' script, which reads no words: they stay plain English.)

export const ANALYTICS_ADMIN = {
  "analytics.rangeInvalid": "timeRange must be 7, 30, 90 or 365",
} as const;
