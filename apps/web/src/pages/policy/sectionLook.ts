import type { PolicySectionDto } from "@bayan/trpc/schemas";
import type { ComponentType } from "react";

export type SectionIcon = ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;

/** What decides a section's look: its category (the terms). */
type Looked = Pick<PolicySectionDto, "category">;

/**
 * How a document's sections are drawn: their icon, and the label above the title (if any). Each
 * document's in a module of its own (privacyLook.ts, termsLook.ts), so a page loads only its own
 * icons.
 */
export interface PolicyLook {
  iconFor: (section: Looked, index: number) => SectionIcon;
  labelFor?: (section: Looked) => string | null;
}
