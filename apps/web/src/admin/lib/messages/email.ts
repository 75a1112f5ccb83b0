import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { EMAIL_ADMIN } from "@bayan/trpc/rules/messages/email";

/** The words of the mail provider's webhook answers (EMAIL_ADMIN): no screen calls those paths. */
export const EMAIL_TEXTS = {
  "email.eventsSecret": msg`The email events secret is missing or wrong`,
  "email.eventsInvalid": msg`The email events could not be read`,
  "email.snsSignature": msg`The Amazon SNS message's signature could not be verified`,
  "email.snsTopic": msg`The Amazon SNS topic is not one of SES_TOPIC_ARNS`,
  "email.snsUnreachable": msg`Amazon SNS could not be reached to check the message; try again`,
  "email.templateUnknown": msg`There is no email template of this name`,
} satisfies Record<keyof typeof EMAIL_ADMIN, MessageDescriptor>;
