import { AUDIT_ACTIONS } from "@bayan/trpc/rules";
import { listSearch, readOneOf, textParam, type RawSearch } from "../../../lib/listSearch";

/** The audit log, 20 rows a page, newest first. */
export const AUDIT_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A target's type as the server writes it ("team-member"). */
const TARGET_TYPE = /^[a-z][a-z0-9-]{0,49}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A row's id: the log's ids are ascending integers. */
const ROW_ID = /^[1-9]\d{0,14}$/;

/** A member's id (the actor filter), else undefined. */
function memberParam(value: unknown): string | undefined {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : undefined;
}

function targetTypeParam(value: unknown): string | undefined {
  return typeof value === "string" && TARGET_TYPE.test(value) ? value : undefined;
}

/** A calendar day, "2026-11-03", that exists (not "2026-02-30"). */
export function dayParam(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? value
    : undefined;
}

const base = listSearch({
  pageSize: AUDIT_PAGE_SIZE,
  filters: {
    action: readOneOf(AUDIT_ACTIONS),
    actorId: memberParam,
    targetType: targetTypeParam,
    from: dayParam,
    to: dayParam,
  },
});

export type AuditSearch = ReturnType<typeof base.validate>;

/**
 * /admin/settings/audit?action=team.role&actorId=<member>&targetType=team-member&from=2026-11-01
 * &to=2026-11-30&page=2&selected=<row id>. The days are the admin's calendar days (the region's
 * time zone); the open row is a row's id.
 */
export const auditList = {
  ...base,
  /** The list call (auditInput, in the browser's time zone). */
  input: (search: AuditSearch) => auditInput(search),
  validate: (raw: RawSearch): AuditSearch => {
    const search = base.validate(raw);
    const selected = textParam(raw.selected, 20);
    // Every key the screen reads, an unreadable one as undefined: the router lays this over the
    // address's own values, so a key left out would come through as it was written.
    return {
      page: search.page,
      action: search.action,
      actorId: search.actorId,
      targetType: search.targetType,
      from: search.from,
      to: search.to,
      selected: selected && ROW_ID.test(selected) ? selected : undefined,
      search: undefined,
      sortBy: undefined,
      sortDir: undefined,
    };
  },
};

/**
 * The instant a calendar day starts in a time zone (the browser's when none is named): what the
 * server compares `at` with.
 */
export function dayStart(day: string, timeZone?: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  if (!timeZone) return new Date(year, month - 1, date);
  const wall = Date.UTC(year, month - 1, date);
  // The zone's offset from UTC at an instant: its wall clock there, read as UTC, minus the instant.
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    }).formatToParts(new Date(at));
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0);
    const read = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
      part("second"),
    );
    return read - at;
  };
  // Twice: the offset at midnight may differ from the one at the first guess (a change of clocks).
  const guess = wall - offset(wall);
  return new Date(wall - offset(guess));
}

/** The next calendar day ("2026-11-30" -> "2026-12-01"). */
function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** What narrows the log, as `audit.list` and the CSV take it (the days as instants). */
export function auditFilters(search: AuditSearch, timeZone?: string) {
  return {
    action: search.action,
    actorId: search.actorId,
    targetType: search.targetType,
    from: search.from ? dayStart(search.from, timeZone).toISOString() : undefined,
    // Up to the end of that day: the last millisecond before the next one starts.
    to: search.to
      ? new Date(dayStart(nextDay(search.to), timeZone).getTime() - 1).toISOString()
      : undefined,
  };
}

/**
 * The list call for the address: the page and the filters. The route's loader asks with the
 * browser's time zone; the screen with the region's (the same unless Settings names another).
 */
export function auditInput(search: AuditSearch, timeZone?: string) {
  return { page: search.page ?? 1, limit: AUDIT_PAGE_SIZE, ...auditFilters(search, timeZone) };
}
