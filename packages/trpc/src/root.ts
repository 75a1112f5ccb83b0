import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { adminRouter } from "./routers/admin.js";
import { analyticsRouter } from "./routers/analytics.js";
import { authRouter } from "./routers/auth.js";
import { contactRouter } from "./routers/contact.js";
import { contentRouter } from "./routers/content.js";
import { coursesRouter } from "./routers/courses.js";
import { mailboxRouter } from "./routers/mailbox.js";
import { outboxRouter } from "./routers/outbox.js";
import { systemRouter } from "./routers/system.js";
import { settingsRouter, teamRouter } from "./routers/settings.js";
import { registrationRouter, usersRouter } from "./routers/users.js";
import { waitlistRouter } from "./routers/waitlist.js";
import { createCallerFactory, router } from "./trpc.js";

export const appRouter = router({
  admin: adminRouter,
  analytics: analyticsRouter,
  auth: authRouter,
  contact: contactRouter,
  content: contentRouter,
  courses: coursesRouter,
  mailbox: mailboxRouter,
  outbox: outboxRouter,
  registration: registrationRouter,
  settings: settingsRouter,
  system: systemRouter,
  team: teamRouter,
  users: usersRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
