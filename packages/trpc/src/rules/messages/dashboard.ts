// The dashboard: its launch countdown editor (system.setCountdown, schemas/system.ts).

export const DASHBOARD_ADMIN = {
  "dashboard.countdownUpdated": "Countdown updated successfully",
  "dashboard.countdownDateRequired": "targetDate is required",
  "dashboard.countdownDateInvalid": "targetDate must be a date and time, e.g. 2026-12-31T18:00:00Z",
  "dashboard.countdownDateOutOfRange": "targetDate must be from the year 1900 to 9999",
  "dashboard.countdownTitleRequired": "title is required",
} as const;
