export { appRouter, createCaller } from "./root.js";
export type { AppRouter, RouterInputs, RouterOutputs } from "./root.js";
export { createContext } from "./context.js";
export { DEFAULT_RATE_LIMITS } from "./context.js";
export type { Context, RateLimits, ServerDeps, WebhookDeps } from "./context.js";
export {
  ERROR_STATUS,
  INTERNAL_ERROR_MESSAGE,
  appError,
  fieldErrors,
  toErrorResponse,
  databaseUnavailable,
  KeyedError,
} from "./errors.js";
export {
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from "./unavailable.js";
export type { ErrorBody, ErrorCode, FieldError } from "./errors.js";
export { ensureDefaultContent } from "./services/content.js";
export { ensureCountdown } from "./services/countdown.js";
export { onShortCacheChange } from "./services/short-cache.js";
export { bearerToken, prepareAuth } from "./services/auth.js";
export { MemoryRateLimiter, RateLimitedError, RedisRateLimiter } from "./services/rate-limit.js";
export { HASHING_CONCURRENCY, HASHING_QUEUE, HashingBusyError } from "./services/hashing.js";
export type { RateLimiter, RateRule } from "./services/rate-limit.js";
export { OutboxSender } from "./services/email/outbox/sender.js";
export { JobRunner, jobStates } from "./services/jobs.js";
export type { JobRunnerOptions, ScheduledJob } from "./services/jobs.js";
export { analyticsJobs, DEFAULT_ANALYTICS_RETENTION_DAYS } from "./services/analytics/jobs.js";
export { settingsJobs } from "./services/digest.js";
export { linkJobs } from "./services/links/links.js";
export { auditJobs, DEFAULT_AUDIT_RETENTION_DAYS } from "./services/audit-retention.js";
export { policyJobs } from "./services/policy-notices.js";
export { waitlistJobs } from "./services/waitlist/reminders.js";
export { rollUpAnalytics, pruneAnalytics } from "./services/analytics/rollups.js";
export { analyticsReport } from "./services/analytics/report.js";
export { AnalyticsCollector, attributionFor } from "./services/analytics/collector.js";
export type {
  Attribution,
  CollectOutcome,
  CollectRequest,
  CollectorOptions,
} from "./services/analytics/collector.js";
export { DEFAULT_BUDGET, dropReasons } from "./services/analytics/budget.js";
export type { BudgetLimits, DropReason } from "./services/analytics/budget.js";
export { pruneSalts } from "./services/analytics/visitor.js";
export { COURSE_MEDIA_PATH } from "./services/courses.js";
export { courseMediaDir } from "./services/course-files.js";
export { THUMBNAIL_CONTENT_TYPES, THUMBNAIL_MAX_BYTES } from "./services/course-media.js";
export { unsubscribe } from "./services/email/unsubscribe.js";
export { DKIM_SIGNED_HEADERS, type DkimOptions } from "./services/email/outbox/transport.js";
export { postmarkEvents, recordEmailEvents, sesEvents } from "./services/email/events.js";
export { WebhookSender, webhookJobs } from "./services/webhooks/sender.js";
export type { WebhookOutcome } from "./services/webhooks/sender.js";
