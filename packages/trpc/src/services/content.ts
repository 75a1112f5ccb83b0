import { policySections, type Database, type PolicySection } from "@bayan/db";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { PolicyDocument, PolicySectionDto, policySectionInput } from "../schemas/content.js";
import {
  DEFAULT_POLICY_DATE,
  DEFAULT_PRIVACY_SECTIONS,
  DEFAULT_TERMS_SECTIONS,
} from "./content-defaults.js";
import { readSetting, writeSetting } from "./app-settings.js";
import type { MessageKey } from "../rules/messages.js";
import { auditChanges, canonicalJson, type AuditTrail } from "./audit.js";
import {
  DOCUMENT,
  forgetVersionsInEffect,
  publishChanged,
  publishEntries,
  versionsInEffect,
  type PublishOptions,
} from "./policy-versions.js";

type SectionInput = z.output<typeof policySectionInput>;

/** What a save of each document says. */
export const SAVED_MESSAGE = {
  "privacy-policy": "content.privacySaved",
  "terms-of-service": "content.termsSaved",
} as const satisfies Record<PolicyDocument, MessageKey>;

export function toSectionDto(row: PolicySection): PolicySectionDto {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    order: row.order,
    lastUpdated: row.lastUpdated,
    status: row.status,
    language: row.language,
    category: row.category,
  };
}

/** English first, then Arabic, each by its order. */
const sectionOrder = [
  sql`case ${policySections.language} when 'en' then 0 else 1 end`,
  asc(policySections.order),
  asc(policySections.id),
];

/** Every section of a document, drafts included (admin). */
export async function allSections(db: Database, document: PolicyDocument) {
  const rows = await db
    .select()
    .from(policySections)
    .where(eq(policySections.document, DOCUMENT[document]))
    .orderBy(...sectionOrder);
  return rows.map(toSectionDto);
}

/**
 * What the public pages show, optionally of one language: each language's version in effect
 * (docs/policy-versions.md), as sections; a language never published shows its published
 * sections as they stand.
 */
export async function publishedSections(
  db: Database,
  document: PolicyDocument,
  language: "en" | "ar" | undefined,
  today: string,
): Promise<PolicySectionDto[]> {
  const [rows, inEffect] = await Promise.all([
    db
      .select()
      .from(policySections)
      .where(
        and(
          eq(policySections.document, DOCUMENT[document]),
          eq(policySections.status, "published"),
          language ? eq(policySections.language, language) : undefined,
        ),
      )
      .orderBy(...sectionOrder),
    versionsInEffect(db, document, today),
  ]);
  return (["en", "ar"] as const)
    .filter((l) => !language || l === language)
    .flatMap((l) => {
      const version = inEffect.get(l);
      if (!version) return rows.filter((r) => r.language === l).map(toSectionDto);
      return version.sections.map((s, i) => ({
        id: `${version.id}:${i + 1}`,
        title: s.title,
        content: s.content,
        order: s.order,
        lastUpdated: s.lastUpdated,
        status: "published" as const,
        language: l,
        category: (s.category as PolicySectionDto["category"]) ?? null,
      }));
    });
}

/**
 * One language of a document as the audit log compares it: what a reader sees (the sections,
 * whatever their ids), and its figures: how many sections, how many published, how many
 * characters (titles and texts; the text itself is not recorded).
 */
function languageView(rows: PolicySection[], language: "en" | "ar") {
  const own = rows.filter((r) => r.language === language);
  const seen = own
    .map((r) => canonicalJson([r.order, r.title, r.content, r.status, r.category, r.lastUpdated]))
    .sort();
  return {
    seen: seen.join("\n"),
    sections: own.length,
    published: own.filter((r) => r.status === "published").length,
    length: own.reduce((sum, r) => sum + r.title.length + r.content.length, 0),
  };
}

/**
 * The audit rows of a save: one per language whose sections changed, with its length before and
 * after, and its count of sections and of published ones when they changed.
 */
function contentEntries(document: PolicyDocument, before: PolicySection[], after: PolicySection[]) {
  return (["en", "ar"] as const).flatMap((language) => {
    const was = languageView(before, language);
    const is = languageView(after, language);
    if (was.seen === is.seen) return [];
    return [
      {
        action: "content.save" as const,
        target: {
          type: "content",
          id: `${document}:${language}`,
          label: `${document} (${language})`,
        },
        changes: {
          length: { before: was.length, after: is.length },
          ...auditChanges(was, is, ["sections", "published"]),
        },
      },
    ];
  });
}

/**
 * Replaces a document's sections with the given list, in one transaction: sections whose numeric
 * id exists are updated in place, the others are added, and those left out are removed. Terms
 * sections without a category get "usage"; privacy sections carry none. Recorded per language
 * that changed.
 */
export async function saveSections(
  db: Database,
  document: PolicyDocument,
  sections: SectionInput[],
  today: string,
  audit: AuditTrail,
  publish: PublishOptions & { now: Date } = { now: new Date(), ...NO_OPTIONS },
) {
  const doc = DOCUMENT[document];
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(policySections)
      .where(eq(policySections.document, doc))
      .orderBy(asc(policySections.id))
      .for("update");
    const existingIds = new Set(existing.map((r) => r.id));
    const keptIds: number[] = [];
    for (const s of sections) {
      const values = {
        document: doc,
        title: s.title,
        content: s.content,
        language: s.language,
        status: s.status,
        order: s.order,
        category: doc === "terms" ? (s.category ?? "usage") : null,
        lastUpdated: s.lastUpdated ?? today,
      };
      const id = s.id === undefined ? undefined : Number(s.id);
      if (id !== undefined && existingIds.has(id) && !keptIds.includes(id)) {
        await tx.update(policySections).set(values).where(eq(policySections.id, id));
        keptIds.push(id);
      } else {
        const [row] = await tx
          .insert(policySections)
          .values(values)
          .returning({ id: policySections.id });
        keptIds.push(row!.id);
      }
    }
    await tx
      .delete(policySections)
      .where(
        and(
          eq(policySections.document, doc),
          keptIds.length ? notInArray(policySections.id, keptIds) : undefined,
        ),
      );
    const saved = await tx.select().from(policySections).where(eq(policySections.document, doc));
    const entries = contentEntries(document, existing, saved);
    // Each language whose published text changed is published as a new version.
    const versions = await publishChanged(tx, document, saved, {
      ...publish,
      today,
      by: audit.actor,
    });
    const recorded = [...entries, ...publishEntries(document, versions)];
    if (recorded.length > 0) await audit.record(tx, recorded);
    else audit.nothingChanged();
  });
  forgetVersionsInEffect(db);
  return allSections(db, document);
}

/** A save's publishing when it gives none: in effect today, no summary, not material. */
const NO_OPTIONS = { summaryEn: "", summaryAr: "", material: false } as const;

/**
 * Publishes the default sections of each document that has never had any (a fresh install),
 * so the public pages are never empty. Runs at start-up; an admin who later empties a document
 * keeps it empty.
 */
export async function ensureDefaultContent(db: Database): Promise<void> {
  for (const [document, defaults] of [
    ["privacy-policy", DEFAULT_PRIVACY_SECTIONS],
    ["terms-of-service", DEFAULT_TERMS_SECTIONS],
  ] as const) {
    const flag = `content_seeded:${document}`;
    if (await readSetting(db, flag)) continue;
    const count = await db.$count(policySections, eq(policySections.document, DOCUMENT[document]));
    if (count === 0) {
      const orderIn = { en: 0, ar: 0 };
      await db.insert(policySections).values(
        defaults.map((s) => ({
          document: DOCUMENT[document],
          title: s.title,
          content: s.content,
          language: s.language,
          status: "published" as const,
          order: ++orderIn[s.language],
          category: s.category ?? null,
          lastUpdated: DEFAULT_POLICY_DATE,
        })),
      );
    }
    // Version 1 of each language (nothing when the document has versions already), in effect
    // from the defaults' own date.
    const now = new Date();
    const rows = await db
      .select()
      .from(policySections)
      .where(eq(policySections.document, DOCUMENT[document]));
    await publishChanged(db, document, rows, {
      ...NO_OPTIONS,
      today: DEFAULT_POLICY_DATE,
      now,
      by: { id: null, label: "Bayan (system)" },
    });
    await writeSetting(db, flag, now.toISOString());
  }
}
