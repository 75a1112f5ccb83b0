import { Stack } from "@mantine/core";
import type { PolicySectionDto } from "@bayan/trpc/schemas";
import { PolicySectionCard } from "./PolicySectionCard";
import type { PolicyLook } from "./sectionLook";
import classes from "./PolicyPage.module.css";

/** A section as the list draws it: the fallback section and a version's have no server id. */
export type ListedSection = Pick<PolicySectionDto, "title" | "content" | "category"> & {
  key: string;
};

/**
 * A document's sections as the public pages show them, each a card with its icon, in order: the
 * policy page's (PolicyContent) and a published version's (pages/versions).
 */
export function PolicySections({
  sections,
  iconFor,
  labelFor,
  lang,
}: PolicyLook & {
  sections: readonly ListedSection[];
  /** The sections' language when it is not the page's (a version read in the other language). */
  lang?: "en" | "ar";
}) {
  return (
    <Stack
      gap="md"
      component="ol"
      className={classes.sections}
      {...(lang ? { lang, dir: lang === "ar" ? "rtl" : "ltr" } : {})}
    >
      {sections.map((section, index) => {
        const Icon = iconFor(section, index);
        return (
          <PolicySectionCard
            key={section.key}
            icon={<Icon size={22} aria-hidden="true" />}
            label={labelFor?.(section) ?? null}
            title={section.title}
            content={section.content}
            headingOrder={2}
          />
        );
      })}
    </Stack>
  );
}
