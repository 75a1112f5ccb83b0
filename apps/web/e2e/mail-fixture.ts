import { forgetAdminToken } from "./admin";
import { test as base } from "./fixtures";
import { startMailSink, startServerWithMail, type MailServer, type MailSink } from "./mail-sink";

export interface Mail {
  sink: MailSink;
  server: MailServer;
}

/**
 * The journeys that read emails as received: one SMTP sink and one server sending to it for the
 * whole file; every page and request goes to that server. admin.ts keeps one admin session per
 * worker: it is forgotten on the way in and out, so the file's is signed in on its own server.
 */
export const test = base.extend<object, { mail: Mail }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const sink = await startMailSink();
      const server = await startServerWithMail(sink.url).catch(async (error: unknown) => {
        await sink.close();
        throw error;
      });
      forgetAdminToken();
      await use({ sink, server });
      forgetAdminToken();
      await server.stop();
      await sink.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ mail }, use) => use(mail.server.origin),
});
