import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, beforeEach, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { todayIso } from "./sectionRules";

/** Each of the policy manager's test files: time, fonts and toasts. */
export function setUpPolicyTests() {
  // Each test renders the whole app and loads the screen's chunk and catalogs: slow on a busy machine.
  vi.setConfig({ testTimeout: 60_000 });

  beforeAll(() => {
    // happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to.
    if (!("fonts" in document)) {
      Object.defineProperty(document, "fonts", {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });

  beforeEach(() => {
    // Toasts live in a module-level store: one test's must not show up in the next.
    notifications.clean();
  });
}

type Section = RouterOutputs["content"]["all"][number];
type SaveInput = RouterInputs["content"]["save"];
type VersionDetail = RouterOutputs["content"]["version"];

export function section(
  id: number,
  language: "en" | "ar",
  order: number,
  fields: Partial<Section> = {},
): Section {
  return {
    id: String(id),
    title: `${language === "en" ? "Section" : "قسم"} ${id}`,
    content: `Content of section ${id}.`,
    order,
    lastUpdated: "2025-05-15",
    status: "published",
    language,
    category: null,
    ...fields,
  };
}

export const PRIVACY: Section[] = [
  section(1, "en", 1, { title: "Information Collection", content: "We collect your email." }),
  section(2, "en", 2, { title: "How We Use It", content: "To tell you about the launch." }),
  section(3, "en", 3, { title: "Cookies", content: "None at all.", status: "draft" }),
  section(4, "ar", 1, { title: "جمع المعلومات", content: "نجمع بريدك الإلكتروني فقط." }),
  section(5, "ar", 2, { title: "استخدامها", content: "لإبلاغك بالإطلاق.", status: "draft" }),
];

export const TERMS: Section[] = [
  section(1, "en", 1, { title: "Platform Usage", category: "usage" }),
  section(2, "en", 2, { title: "Your account", category: "accounts" }),
  section(3, "ar", 1, { title: "استخدام المنصة", category: "usage" }),
];

/** A published version with its sections (`content.version`); listed without them. */
export function version(
  id: string,
  number: number,
  language: "en" | "ar",
  sections: [title: string, content: string][],
  fields: Partial<Omit<VersionDetail, "sections">> = {},
): VersionDetail {
  return {
    id,
    number,
    language,
    effectiveOn: "2025-05-15",
    summaryEn: "",
    summaryAr: "",
    material: false,
    publishedAt: "2025-05-15T09:00:00.000Z",
    state: "past",
    sections: sections.map(([title, content], index) => ({
      title,
      content,
      order: index + 1,
      category: null,
      lastUpdated: "2025-05-15",
    })),
    ...fields,
  };
}

/** Version ids (the address takes UUIDs only). */
export const V = {
  en1: "00000000-0000-4000-8000-0000000000e1",
  en2: "00000000-0000-4000-8000-0000000000e2",
  en3: "00000000-0000-4000-8000-0000000000e3",
  ar1: "00000000-0000-4000-8000-0000000000a1",
  ar2: "00000000-0000-4000-8000-0000000000a2",
} as const;

/**
 * The privacy policy's versions, newest first per language, English first (as the server lists
 * them): English 1 replaced, 2 in effect, 3 upcoming (material, summarised in Arabic only);
 * Arabic 1 replaced, 2 in effect.
 */
export const PRIVACY_VERSIONS: VersionDetail[] = [
  version(
    V.en3,
    3,
    "en",
    [
      ["Information Collection", "We collect your email address."],
      ["How We Use It", "To tell you about the launch."],
      ["Cookies", "One cookie keeps your language."],
    ],
    {
      state: "upcoming",
      effectiveOn: "2099-01-01",
      material: true,
      summaryAr: "نضيف قسمًا عن ملفات تعريف الارتباط.",
      publishedAt: "2026-02-01T09:00:00.000Z",
    },
  ),
  version(
    V.en2,
    2,
    "en",
    [
      ["Information Collection", "We collect your email address."],
      ["How We Use It", "To tell you about the launch."],
    ],
    {
      state: "inEffect",
      effectiveOn: "2026-01-10",
      summaryEn: "Says which address we keep.",
      summaryAr: "نوضح العنوان الذي نحفظه.",
      publishedAt: "2026-01-10T09:00:00.000Z",
    },
  ),
  version(V.en1, 1, "en", [
    ["Information Collection", "We collect your email."],
    ["How We Use It", "To tell you about the launch."],
  ]),
  version(V.ar2, 2, "ar", [["جمع المعلومات", "نجمع بريدك الإلكتروني واسمك."]], {
    state: "inEffect",
    effectiveOn: "2026-01-10",
    summaryEn: "Adds the name.",
    publishedAt: "2026-01-10T09:00:00.000Z",
  }),
  version(V.ar1, 1, "ar", [["جمع المعلومات", "نجمع بريدك الإلكتروني فقط."]]),
];

const MESSAGE = {
  "privacy-policy": {
    message: "Privacy Policy updated successfully",
    messageKey: "content.privacySaved",
  },
  "terms-of-service": {
    message: "Terms of Service updated successfully",
    messageKey: "content.termsSaved",
  },
} as const;

/**
 * A fake server holding each document: `content.save` replaces it as the real one does (known
 * numeric ids kept, new sections given the next id), so what the screen shows after a save came
 * from the "server".
 */
export function policyApi(
  initial: { privacy?: Section[]; terms?: Section[]; versions?: VersionDetail[] },
  {
    failSave = false,
    failLoad = false,
  }: { failSave?: boolean | FakeTrpcError; failLoad?: boolean } = {},
) {
  // The privacy policy's versions (the terms have none here).
  const versions = initial.versions ?? [];
  const store: Record<string, Section[]> = {
    "privacy-policy": initial.privacy ?? [],
    "terms-of-service": initial.terms ?? [],
  };
  let lastId = 100;
  const state = { failSave, failLoad };
  const api = fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "content.all": ({ document }) => {
      if (state.failLoad) throw new Error("database down");
      return store[document] ?? [];
    },
    "content.save": ({ document, sections }: SaveInput) => {
      if (state.failSave instanceof FakeTrpcError) throw state.failSave;
      if (state.failSave) throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "boom");
      store[document] = sections.map((s) => ({
        id: s.id === undefined ? String(++lastId) : String(s.id),
        title: s.title,
        content: s.content,
        order: s.order,
        lastUpdated: s.lastUpdated ?? todayIso(),
        status: s.status,
        language: s.language,
        category: document === "terms-of-service" ? (s.category ?? "usage") : null,
      }));
      return { sections: store[document], ...MESSAGE[document] };
    },
    "content.versions": ({ document }) =>
      document === "privacy-policy" ? versions.map(({ sections: _, ...listed }) => listed) : [],
    "content.version": ({ id }) => {
      const found = versions.find((v) => v.id === id);
      if (!found) throw new FakeTrpcError("NOT_FOUND", 404, "content.versionNotFound");
      return found;
    },
    "content.restoreVersion": ({ id }) => {
      const found = versions.find((v) => v.id === id)!;
      const newNumber =
        Math.max(...versions.filter((v) => v.language === found.language).map((v) => v.number)) + 1;
      const params = { number: found.number, newNumber };
      return {
        ...params,
        message: `Version ${found.number} was published again as version ${newNumber}`,
        messageKey: "content.versionRestored",
        params,
      };
    },
  });
  return { api, state, store };
}

export const saves = (api: FakeApi) =>
  api.calls.filter((c) => c.path === "content.save").map((c) => c.input as SaveInput);

export const table = (name = "Privacy policy sections") => screen.findByRole("table", { name });

/** The table's body rows' titles, top to bottom. */
export async function rowTitles(name?: string) {
  const rows = within(await table(name))
    .getAllByRole("row")
    .slice(1);
  return rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent ?? "");
}

/** The privacy manager on PRIVACY, its table shown; saves fail as `options` say. */
export async function openPrivacy(
  options?: Parameters<typeof policyApi>[1],
  language: "en" | "ar" = "en",
) {
  const { api } = policyApi({ privacy: PRIVACY }, options);
  const user = userEvent.setup();
  const { router } = await renderAdmin("/admin/privacy", { api, language });
  await table(language === "ar" ? "أقسام سياسة الخصوصية" : undefined);
  return { api, user, router };
}
