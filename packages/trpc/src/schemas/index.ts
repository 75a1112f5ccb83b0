// Browser-safe: zod schemas and pure rules only. Never import the database or the server here.
export * from "./analytics.js";
export * from "./auth.js";
export * from "./common.js";
export * from "./contact.js";
export * from "./email-events.js";
export * from "./courses.js";
export * from "./mailbox.js";
export * from "./notifications.js";
export * from "./content.js";
export * from "./outbox.js";
export * from "./responses.js";
export * from "./settings.js";
export * from "./system.js";
export * from "./unsubscribe.js";
export * from "./users.js";
export * from "./waitlist.js";
export * from "./waitlist-growth.js";
