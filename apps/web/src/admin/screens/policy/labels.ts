import type { Language, SectionStatus, TermsCategory } from "@bayan/trpc/rules";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** SPEC 3: the terms categories' labels (also shown by the public terms page). */
export const CATEGORY_LABELS: Record<TermsCategory, MessageDescriptor> = {
  usage: msg`Platform Usage`,
  accounts: msg`User Accounts`,
  intellectual: msg`Intellectual Property`,
  termination: msg`Service Termination`,
};

export const STATUS_LABELS: Record<SectionStatus, MessageDescriptor> = {
  published: msg`Published`,
  draft: msg`Draft`,
};

export const LANGUAGE_LABELS: Record<Language, MessageDescriptor> = {
  en: msg`English`,
  ar: msg`Arabic`,
};
