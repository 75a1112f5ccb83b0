/**
 * SPEC 9: the average session is the engagement seconds over the sessions (at least 1), in whole
 * minutes and seconds. Null when the figures make no sense (negative, not a number): the screen
 * then shows "0s".
 */
export function averageSession(
  engagementSeconds: number,
  sessions: number,
): { minutes: number; seconds: number } | null {
  const average = engagementSeconds / Math.max(sessions, 1);
  if (!Number.isFinite(average) || average < 0) return null;
  const total = Math.round(average);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
