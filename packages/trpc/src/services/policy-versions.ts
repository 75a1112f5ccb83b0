// Published versions of the privacy policy and the terms (docs/policy-versions.md): each language
// of a document is published as a numbered, immutable version with the day it takes effect and a
// change summary in both languages. The public pages show the version in effect (the newest on or
// before today); the managers list them all, compare any two and restore one (published again as
// a new version: history is never rewritten).
import {
  policySections,
  policyVersions,
  type Database,
  type PolicySection,
  type PolicyVersion,
  type PolicyVersionSection,
} from "@bayan/db";
import { and, asc, desc, eq, gt, lte, sql } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import type { PolicyDocument, PolicyVersionDto, policyPublishOptions } from "../schemas/content.js";
import { canonicalJson, type AuditActor, type AuditTrail } from "./audit.js";
import type { DbOrTx } from "./invitation-state.js";
import { ShortCache } from "./short-cache.js";

export type PublishOptions = z.output<typeof policyPublishOptions>;
type Language = "en" | "ar";

export const DOCUMENT = { "privacy-policy": "privacy", "terms-of-service": "terms" } as const;

/** What a version keeps of a language's published sections, in their order. */
export function versionSections(rows: PolicySection[], language: Language): PolicyVersionSection[] {
  return rows
    .filter((r) => r.language === language && r.status === "published")
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((r) => ({
      title: r.title,
      content: r.content,
      order: r.order,
      category: r.category,
      lastUpdated: r.lastUpdated,
    }));
}

async function latestVersion(db: DbOrTx, document: PolicyDocument, language: Language) {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(
      and(eq(policyVersions.document, DOCUMENT[document]), eq(policyVersions.language, language)),
    )
    .orderBy(desc(policyVersions.number))
    .limit(1);
  return row ?? null;
}

/**
 * Publishes each language of `rows` (a document's sections, as saved) whose published sections
 * differ from its newest version, in the caller's transaction; a language never published with
 * nothing published stays without versions. Answers the versions made.
 */
export async function publishChanged(
  tx: DbOrTx,
  document: PolicyDocument,
  rows: PolicySection[],
  options: PublishOptions & { today: string; now: Date; by: AuditActor },
): Promise<PolicyVersion[]> {
  const made: PolicyVersion[] = [];
  for (const language of ["en", "ar"] as const) {
    const sections = versionSections(rows, language);
    const latest = await latestVersion(tx, document, language);
    if (latest ? canonicalJson(latest.sections) === canonicalJson(sections) : !sections.length) {
      continue;
    }
    const effectiveOn = options.effectiveOn ?? options.today;
    if (effectiveOn < options.today) throw appError("BAD_REQUEST", "content.effectiveInPast");
    const [version] = await tx
      .insert(policyVersions)
      .values({
        document: DOCUMENT[document],
        language,
        number: (latest?.number ?? 0) + 1,
        sections,
        effectiveOn,
        summaryEn: options.summaryEn,
        summaryAr: options.summaryAr,
        material: options.material,
        publishedAt: options.now,
        publishedBy: options.by.id,
        publishedByLabel: options.by.label,
      })
      // Two servers seeding a fresh install at once: one version 1.
      .onConflictDoNothing()
      .returning();
    if (version) made.push(version);
  }
  return made;
}

/** The audit rows of versions just published. */
export function publishEntries(document: PolicyDocument, versions: PolicyVersion[]) {
  return versions.map((v) => ({
    action: "content.publish" as const,
    target: versionTarget(document, v),
    changes: {
      number: { before: v.number - 1 || null, after: v.number },
      effectiveOn: { before: null, after: v.effectiveOn },
      material: { before: null, after: v.material },
    },
  }));
}

const versionTarget = (document: PolicyDocument, v: PolicyVersion) => ({
  type: "policy-version",
  id: v.id,
  label: `${document} (${v.language}) v${v.number}`,
});

/** Each language's version in effect on `today` (the newest on or before it), by language. */
export async function versionsInEffect(db: Database, document: PolicyDocument, today: string) {
  const rows = await db
    .selectDistinctOn([policyVersions.language])
    .from(policyVersions)
    .where(
      and(eq(policyVersions.document, DOCUMENT[document]), lte(policyVersions.effectiveOn, today)),
    )
    .orderBy(policyVersions.language, desc(policyVersions.number));
  return new Map(rows.map((r) => [r.language, r]));
}

/** The privacy policy's versions in effect, read at most every 5 s (every join names one). */
const privacyInEffect = new ShortCache(5_000, (db) =>
  versionsInEffect(db, "privacy-policy", new Date().toISOString().slice(0, 10)),
);

/** The privacy policy's version in effect in a language, as a join's consent names it. */
export async function privacyVersionFor(db: Database, language: Language) {
  const version = (await privacyInEffect.get(db)).get(language);
  return version ? { id: version.id, number: version.number } : null;
}

/**
 * The material changes still ahead, for the site's banner (docs/policy-versions.md): each
 * document's and language's upcoming material version that no newer one replaces, soonest first.
 */
async function loadNotices(db: Database, today: string) {
  // Every version (a few dozen at most): a newer one may replace an upcoming one from any day.
  const rows = await db
    .select()
    .from(policyVersions)
    .orderBy(asc(policyVersions.effectiveOn), asc(policyVersions.number));
  return rows
    .filter((v) => v.material && v.effectiveOn > today && !superseded(v, rows))
    .map((v) => ({
      id: v.id,
      document:
        v.document === "privacy" ? ("privacy-policy" as const) : ("terms-of-service" as const),
      language: v.language,
      effectiveOn: v.effectiveOn,
      summaryEn: v.summaryEn,
      summaryAr: v.summaryAr,
    }));
}

/** Read at most every 60 s per server: every public page asks. */
const notices = new ShortCache(60_000, (db) =>
  loadNotices(db, new Date().toISOString().slice(0, 10)),
);

/** The upcoming material changes in a language (the site's banner). */
export async function policyNotices(db: Database, language: Language) {
  return (await notices.get(db)).filter((n) => n.language === language);
}

/** After a publish in this process: the next join and the next banner read the versions again. */
export const forgetVersionsInEffect = (db: Database) => {
  privacyInEffect.invalidate(db);
  notices.invalidate(db);
};

/**
 * Whether a version with a later day never takes effect: a newer one (a higher number) of its
 * language takes effect on or before its day.
 */
const superseded = (v: PolicyVersion, newer: PolicyVersion[]) =>
  newer.some(
    (n) => n.language === v.language && n.number > v.number && n.effectiveOn <= v.effectiveOn,
  );

function toDto(
  v: PolicyVersion,
  inEffect: Map<string, PolicyVersion>,
  today: string,
  all: PolicyVersion[],
) {
  const state: PolicyVersionDto["state"] =
    v.effectiveOn > today
      ? superseded(v, all)
        ? "past"
        : "upcoming"
      : inEffect.get(v.language)?.id === v.id
        ? "inEffect"
        : "past";
  return {
    id: v.id,
    number: v.number,
    language: v.language,
    effectiveOn: v.effectiveOn,
    summaryEn: v.summaryEn,
    summaryAr: v.summaryAr,
    material: v.material,
    publishedAt: v.publishedAt.toISOString(),
    state,
  } satisfies PolicyVersionDto;
}

/** A document's versions, newest first, of one language or both (English first). */
export async function listVersions(
  db: Database,
  document: PolicyDocument,
  language: Language | undefined,
  today: string,
) {
  const [rows, inEffect] = await Promise.all([
    db
      .select()
      .from(policyVersions)
      .where(
        and(
          eq(policyVersions.document, DOCUMENT[document]),
          language ? eq(policyVersions.language, language) : undefined,
        ),
      )
      .orderBy(
        sql`case ${policyVersions.language} when 'en' then 0 else 1 end`,
        desc(policyVersions.number),
      ),
    versionsInEffect(db, document, today),
  ]);
  return rows.map((v) => toDto(v, inEffect, today, rows));
}

async function findVersion(db: DbOrTx, document: PolicyDocument, id: string) {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.id, id), eq(policyVersions.document, DOCUMENT[document])));
  if (!row) throw appError("NOT_FOUND", "content.versionNotFound");
  return row;
}

/** One version with its sections, as it was published. */
export async function getVersion(
  db: Database,
  document: PolicyDocument,
  id: string,
  today: string,
) {
  const [row, inEffect] = await Promise.all([
    findVersion(db, document, id),
    versionsInEffect(db, document, today),
  ]);
  const newer = await db
    .select()
    .from(policyVersions)
    .where(
      and(
        eq(policyVersions.document, row.document),
        eq(policyVersions.language, row.language),
        gt(policyVersions.number, row.number),
      ),
    );
  return { ...toDto(row, inEffect, today, newer), sections: row.sections };
}

/**
 * Restores a version: its sections replace that language's published sections (its drafts and
 * the other language's sections are untouched) and are published again at once as a new version, in effect today, whose summary
 * says so. 409 when it is the version in effect already and nothing was edited since.
 */
export async function restoreVersion(
  db: Database,
  document: PolicyDocument,
  id: string,
  options: { today: string; now: Date; audit: AuditTrail },
) {
  const restored = await db.transaction(async (tx) => {
    const version = await findVersion(tx, document, id);
    const existing = await tx
      .select()
      .from(policySections)
      .where(eq(policySections.document, DOCUMENT[document]))
      .orderBy(asc(policySections.id))
      .for("update");
    const language = version.language;
    // The language's published sections give way to the version's; its drafts stay drafts.
    await tx
      .delete(policySections)
      .where(
        and(
          eq(policySections.document, DOCUMENT[document]),
          eq(policySections.language, language),
          eq(policySections.status, "published"),
        ),
      );
    if (version.sections.length > 0) {
      await tx.insert(policySections).values(
        version.sections.map((s) => ({
          document: DOCUMENT[document],
          title: s.title,
          content: s.content,
          order: s.order,
          language,
          status: "published" as const,
          category: (s.category as PolicySection["category"]) ?? null,
          lastUpdated: s.lastUpdated,
        })),
      );
    }
    const saved = await tx
      .select()
      .from(policySections)
      .where(eq(policySections.document, DOCUMENT[document]));
    const [made] = await publishChanged(tx, document, saved, {
      today: options.today,
      now: options.now,
      by: options.audit.actor,
      summaryEn: `Version ${version.number} restored.`,
      summaryAr: `استُعيد الإصدار ${version.number}.`,
      material: false,
    });
    if (!made) throw appError("CONFLICT", "content.versionAlreadyInEffect");
    await options.audit.record(tx, {
      action: "content.restore",
      target: versionTarget(document, made),
      changes: {
        restored: { before: null, after: version.number },
        number: { before: made.number - 1, after: made.number },
        sections: {
          before: existing.filter((r) => r.language === language).length,
          after: version.sections.length,
        },
      },
    });
    return { number: version.number, newNumber: made.number };
  });
  forgetVersionsInEffect(db);
  return restored;
}
