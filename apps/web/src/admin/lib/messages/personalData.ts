import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PERSONAL_DATA_ADMIN } from "@bayan/trpc/rules/messages/personal-data";

/** The words of a data-subject request's answers (PERSONAL_DATA_ADMIN): the erasure, or nothing kept. */
export const PERSONAL_DATA_TEXTS = {
  "privacy.erasedFor": msg`The data of {email} is erased and the address will not be emailed again`,
  "privacy.nothingFound": msg`Nothing is kept about this address`,
} satisfies Record<keyof typeof PERSONAL_DATA_ADMIN, MessageDescriptor>;
