import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { analyticsRouter } from "./routers/analytics.js";
import { auditRouter } from "./routers/audit.js";
import { authRouter } from "./routers/auth.js";
import { contactRouter } from "./routers/contact.js";
import { contentRouter } from "./routers/content.js";
import { coursesRouter } from "./routers/courses.js";
import { dashboardProcedures } from "./routers/dashboard.js";
import { emailRouter } from "./routers/email.js";
import { mailboxRouter } from "./routers/mailbox.js";
import { notificationProcedures } from "./routers/notifications.js";
import { outboxRouter } from "./routers/outbox.js";
import { systemRouter } from "./routers/system.js";
import { settingsRouter } from "./routers/settings.js";
import { personalDataRouter } from "./routers/personal-data.js";
import { suppressionsRouter } from "./routers/suppressions.js";
import { teamRouter } from "./routers/team.js";
import { registrationRouter, usersRouter } from "./routers/users.js";
import { waitlistRouter } from "./routers/waitlist.js";
import { wavesRouter } from "./routers/waves.js";
import { webhooksRouter } from "./routers/webhooks.js";
import { createCallerFactory, router } from "./trpc.js";

export const appRouter = router({
  // The admin's home: the dashboard's figures and the header's bell, both under `admin.`.
  admin: router({ ...dashboardProcedures, ...notificationProcedures }),
  analytics: analyticsRouter,
  audit: auditRouter,
  auth: authRouter,
  contact: contactRouter,
  content: contentRouter,
  courses: coursesRouter,
  email: emailRouter,
  mailbox: mailboxRouter,
  outbox: outboxRouter,
  registration: registrationRouter,
  settings: settingsRouter,
  suppressions: suppressionsRouter,
  personalData: personalDataRouter,
  system: systemRouter,
  team: teamRouter,
  users: usersRouter,
  waitlist: waitlistRouter,
  waves: wavesRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
