// Unsubscribing (docs/email-delivery.md): the unsubscribe page's answers.

export const EMAIL_PUBLIC = {
  "email.tokenInvalid": "This unsubscribe link is not valid",
  "email.unsubscribeLinkUnknown": "This unsubscribe link is not valid",
  "email.unsubscribed": "{email} is unsubscribed: Bayan will not email it again",
  // The one-click POST of RFC 8058 without its body (List-Unsubscribe=One-Click).
  "email.oneClickRequired": "A one-click unsubscribe sends List-Unsubscribe=One-Click",
} as const;

/** The mail provider's webhooks (only a provider calls them; no page shows these). */
export const EMAIL_ADMIN = {
  "email.eventsSecret": "The email events secret is missing or wrong",
  "email.eventsInvalid": "The email events could not be read",
  // Amazon SES's events through Amazon SNS: each message's signature is checked.
  "email.snsSignature": "The Amazon SNS message's signature could not be verified",
  "email.snsTopic": "The Amazon SNS topic is not one of SES_TOPIC_ARNS",
  "email.snsUnreachable": "Amazon SNS could not be reached to check the message; try again",
  // The templates' preview (docs/email-delivery.md, "Templates").
  "email.templateUnknown": "There is no email template of this name",
} as const;
