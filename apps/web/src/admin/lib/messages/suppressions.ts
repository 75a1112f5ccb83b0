import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SUPPRESSIONS_ADMIN } from "@bayan/trpc/rules/messages/suppressions";

/** The words of the suppression screen's answers (SUPPRESSIONS_ADMIN): adding and removing. */
export const SUPPRESSIONS_TEXTS = {
  "suppressions.added": msg`{email} is on the suppression list: no email will be sent to it`,
  "suppressions.removed": msg`The address is off the suppression list: it can be emailed again from now on`,
  "suppressions.notFound": msg`This address is not on the suppression list`,
  "suppressions.noteTooLong": msg`The note is too long (at most 500 characters)`,
  "suppressions.alreadyNotMe": msg`This address is already suppressed: the person said it is not theirs`,
  "suppressions.alreadyUnsubscribed": msg`This address is already suppressed: it unsubscribed`,
  "suppressions.alreadyHardBounce": msg`This address is already suppressed: mail to it bounced`,
  "suppressions.alreadyComplaint": msg`This address is already suppressed: the recipient reported an email as spam`,
  "suppressions.alreadySoftBounces": msg`This address is already suppressed: mail to it bounced three times in a week`,
  "suppressions.alreadyErased": msg`This address is already suppressed: the person erased their data`,
  "suppressions.alreadyManual": msg`This address is already suppressed: an administrator added it`,
} satisfies Record<keyof typeof SUPPRESSIONS_ADMIN, MessageDescriptor>;
