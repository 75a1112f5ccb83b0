import type { RouterOutputs } from "@bayan/trpc";
import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./SettingsScreen";

type Endpoint = RouterOutputs["webhooks"]["list"]["items"][number];
type Delivery = RouterOutputs["webhooks"]["deliveries"]["items"][number];

beforeEach(() => {
  notifications.clean();
});

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8z3nNl1nsRo=";
const CRM: Endpoint = {
  id: "00000000-0000-4000-8000-000000000001",
  url: "https://crm.example.com/hooks/bayan",
  description: "CRM sync",
  events: ["waitlist.joined", "contact.received"],
  enabled: true,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt: "2026-11-20T09:00:00.000Z",
};

function delivery(fields: Partial<Delivery>): Delivery {
  return {
    id: "10000000-0000-4000-8000-000000000001",
    endpointId: CRM.id,
    endpointUrl: CRM.url,
    eventType: "webhook.test",
    payload: { type: "webhook.test", timestamp: "2026-11-20T09:05:00.000Z", data: {} },
    status: "delivered",
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    lastErrorKey: null,
    nextAttemptAt: null,
    lastAttemptAt: "2026-11-20T09:05:00.000Z",
    deliveredAt: "2026-11-20T09:05:00.000Z",
    createdAt: "2026-11-20T09:05:00.000Z",
    ...fields,
  };
}

/** A fake server keeping the endpoints and their deliveries. */
function webhooksApi(language: "en" | "ar" = "en", extra: FakeHandlers = {}) {
  const prefs = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = language;
  let endpoints: Endpoint[] = [CRM];
  let deliveries: Delivery[] = [
    delivery({
      id: "10000000-0000-4000-8000-000000000002",
      eventType: "waitlist.joined",
      status: "pending",
      attempts: 2,
      lastStatusCode: 500,
      deliveredAt: null,
      nextAttemptAt: "2026-11-20T09:10:00.000Z",
    }),
  ];
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => prefs,
    "webhooks.list": () => ({ items: endpoints }),
    "webhooks.deliveries": (input) => {
      const items = deliveries.filter(
        (d) =>
          (!input.endpointId || d.endpointId === input.endpointId) &&
          (!input.status || d.status === input.status),
      );
      return {
        items,
        pagination: { page: 1, limit: 10, total: items.length, totalPages: 1 },
      };
    },
    "webhooks.create": (input) => {
      if (input.url.includes("10.0.0.1")) {
        throw new FakeTrpcError("BAD_REQUEST", 400, "webhooks.privateDestination", [
          {
            path: "url",
            message: "private",
            messageKey: "webhooks.privateDestination",
          },
        ]);
      }
      const endpoint: Endpoint = {
        ...CRM,
        id: "00000000-0000-4000-8000-000000000002",
        url: input.url,
        description: input.description ?? "",
        events: input.events,
        enabled: input.enabled ?? true,
      };
      endpoints = [...endpoints, endpoint];
      return {
        endpoint: { ...endpoint, secret: SECRET },
        message: "Endpoint added",
        messageKey: "webhooks.created",
      };
    },
    "webhooks.update": ({ id, ...fields }) => {
      endpoints = endpoints.map((e) => (e.id === id ? { ...e, ...fields } : e));
      return {
        endpoint: endpoints.find((e) => e.id === id)!,
        message: "Endpoint saved",
        messageKey: "webhooks.updated",
      };
    },
    "webhooks.sendTest": ({ id }) => {
      const sent = delivery({ id: "10000000-0000-4000-8000-000000000003", endpointId: id });
      deliveries = [sent, ...deliveries];
      return {
        delivery: sent,
        message: "Test event delivered: the endpoint answered 200",
        messageKey: "webhooks.testSent",
        params: { code: 200 },
      };
    },
    "webhooks.redeliver": ({ id }) => {
      deliveries = deliveries.map((d) =>
        d.id === id ? { ...d, status: "delivered", lastStatusCode: 200, attempts: 1 } : d,
      );
      return {
        delivery: deliveries.find((d) => d.id === id)!,
        message: "Delivered again",
        messageKey: "webhooks.redelivered",
        params: { code: 200 },
      };
    },
    ...extra,
  });
}

const callsTo = (api: ReturnType<typeof webhooksApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.input);

describe("Settings > Integrations (webhooks)", { timeout: 60_000 }, () => {
  it("lists the endpoints and the delivery log; adds one and shows its secret once", async () => {
    const api = webhooksApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings?tab=integrations", { api });
    expect(await screen.findByRole("heading", { level: 2, name: "Integrations" })).toBeVisible();
    const list = await screen.findByRole("list", { name: "Webhook endpoints" });
    expect(within(list).getByText(CRM.url)).toBeInTheDocument();
    expect(within(list).getByText("Someone joined the waitlist")).toBeInTheDocument();
    expect(within(list).getByRole("switch", { name: "Enabled" })).toBeChecked();

    // The log: the pending delivery with its answer code and tries.
    const log = await screen.findByRole("table", { name: "Delivery log" });
    const row = await within(log).findByRole("row", { name: /Someone joined the waitlist/ });
    expect(within(row).getByText("Pending")).toBeInTheDocument();
    expect(within(row).getByText("500")).toBeInTheDocument();
    expect(within(row).getByText("2")).toBeInTheDocument();

    // Add: a private destination is refused beside the address; then one that is taken.
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = await screen.findByRole("dialog", { name: "Add endpoint" });
    await user.type(
      within(dialog).getByRole("textbox", { name: /Endpoint URL/ }),
      "https://10.0.0.1/h",
    );
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(await within(dialog).findByText("Choose at least one event")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: /A contact message arrived/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    expect(
      await within(dialog).findByText(
        "This address leads to a private, loopback or link-local network: webhooks are not sent there",
      ),
    ).toBeInTheDocument();
    const url = within(dialog).getByRole("textbox", { name: /Endpoint URL/ });
    await user.clear(url);
    await user.type(url, "https://hooks.example.org/in");
    await user.click(within(dialog).getByRole("button", { name: "Add endpoint" }));
    const secret = await screen.findByRole("dialog", { name: "Signing secret" });
    expect(within(secret).getByRole("textbox", { name: "Signing secret" })).toHaveValue(SECRET);
    expect(within(secret).getByRole("button", { name: "Copy the secret" })).toBeInTheDocument();
    expect(callsTo(api, "webhooks.create")).toEqual([
      {
        url: "https://10.0.0.1/h",
        description: "",
        events: ["contact.received"],
        enabled: true,
      },
      {
        url: "https://hooks.example.org/in",
        description: "",
        events: ["contact.received"],
        enabled: true,
      },
    ]);
    await user.click(within(secret).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await within(list).findByText("https://hooks.example.org/in")).toBeInTheDocument();
  });

  it("sends a test event, redelivers a delivery and turns an endpoint off", async () => {
    const api = webhooksApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings?tab=integrations", { api });
    const list = await screen.findByRole("list", { name: "Webhook endpoints" });
    await user.click(within(list).getByRole("button", { name: "Send a test event" }));
    expect(
      await screen.findByText("Test event delivered: the endpoint answered 200"),
    ).toBeInTheDocument();
    const log = screen.getByRole("table", { name: "Delivery log" });
    const test = await within(log).findByRole("row", { name: /Test event/ });
    expect(within(test).getByText("Delivered")).toBeInTheDocument();
    expect(within(test).getByText("200")).toBeInTheDocument();

    const pending = within(log).getByRole("row", { name: /Someone joined the waitlist/ });
    await user.click(within(pending).getByRole("button", { name: "Redeliver" }));
    expect(
      await screen.findByText("Delivered again: the endpoint answered 200"),
    ).toBeInTheDocument();
    expect(callsTo(api, "webhooks.redeliver")).toEqual([
      { id: "10000000-0000-4000-8000-000000000002" },
    ]);

    await user.click(within(list).getByRole("switch", { name: "Enabled" }));
    expect(await screen.findByText("Endpoint saved")).toBeInTheDocument();
    expect(callsTo(api, "webhooks.update")).toEqual([{ id: CRM.id, enabled: false }]);
    await waitFor(() =>
      expect(within(list).getByRole("button", { name: "Send a test event" })).toBeDisabled(),
    );
  });

  it("speaks Arabic: the tab, the events, the log and the server's answers", async () => {
    const api = webhooksApi("ar");
    const user = userEvent.setup();
    await renderAdmin("/admin/settings?tab=integrations", { api, language: "ar" });
    expect(await screen.findByRole("heading", { level: 2, name: "التكاملات" })).toBeVisible();
    const list = await screen.findByRole("list", { name: "نقاط نهاية خطافات الويب" });
    expect(within(list).getByText("انضم شخص إلى قائمة الانتظار")).toBeInTheDocument();
    expect(within(list).getByText("وصلت رسالة تواصل")).toBeInTheDocument();
    // The address keeps its own direction in the right-to-left page.
    expect(within(list).getByText(CRM.url)).toHaveAttribute("dir", "ltr");
    const log = await screen.findByRole("table", { name: "سجل التسليم" });
    const row = await within(log).findByRole("row", { name: /انضم شخص إلى قائمة الانتظار/ });
    expect(within(row).getByText("قيد الانتظار")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "إعادة التسليم" })).toBeInTheDocument();

    await user.click(within(list).getByRole("button", { name: "إرسال حدث تجريبي" }));
    expect(
      await screen.findByText("سُلِّم الحدث التجريبي: ردّت نقطة النهاية بالرمز 200"),
    ).toBeInTheDocument();
    expect(await within(log).findByText("سُلِّم")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "إضافة نقطة نهاية" }));
    const dialog = await screen.findByRole("dialog", { name: "إضافة نقطة نهاية" });
    await user.click(within(dialog).getByRole("button", { name: "إضافة نقطة نهاية" }));
    expect(await within(dialog).findByText("أدخل عنوان ويب يبدأ بـ https://")).toBeInTheDocument();
    expect(within(dialog).getByText("اختر حدثًا واحدًا على الأقل")).toBeInTheDocument();
  });
});
