// Webhooks (docs/email-delivery.md, "Webhooks"): Settings > Integrations and /api/webhooks.

export const WEBHOOKS_ADMIN = {
  "webhooks.created": "Endpoint added. Copy its signing secret now: it is shown only this once",
  "webhooks.updated": "Endpoint saved",
  "webhooks.deleted": "Endpoint deleted, with its delivery log",
  "webhooks.secretRotated":
    "A new signing secret was made: copy it now, it is shown only this once. The previous one " +
    "still signs for 24 hours",
  "webhooks.testSent": "Test event delivered: the endpoint answered {code}",
  "webhooks.testNotDelivered":
    "The test event was not delivered yet: it is tried again later (see the delivery log)",
  "webhooks.redelivered": "Delivered again: the endpoint answered {code}",
  "webhooks.redeliveryNotDelivered":
    "Not delivered yet: it is tried again later (see the delivery log)",
  "webhooks.notFound": "Webhook endpoint not found",
  "webhooks.deliveryNotFound": "Webhook delivery not found",
  "webhooks.endpointDisabled": "This endpoint is disabled: enable it to send events to it",
  "webhooks.deliveryBusy": "This delivery is being sent right now: try again in a minute",
  // The endpoint's form (the `url`, `description` and `events` fields).
  "webhooks.urlInvalid": "Enter a web address starting with https://",
  "webhooks.urlTooLong": "The address is too long (at most 2000 characters)",
  "webhooks.httpsRequired":
    "Webhooks are sent over https only: the address must start with https://",
  "webhooks.urlCredentials": "The address must not hold a user name or password",
  "webhooks.privateDestination":
    "This address leads to a private, loopback or link-local network: webhooks are not sent there",
  "webhooks.hostUnresolvable": "This address's host name could not be found",
  "webhooks.eventsRequired": "Choose at least one event",
  "webhooks.eventUnknown": "Unknown event type",
  "webhooks.descriptionTooLong": "The description is too long (at most 200 characters)",
  // A delivery's last error when the sender stopped it itself (`lastErrorKey` of a delivery).
  "webhooks.errorTimeout": "No answer within 10 seconds",
  "webhooks.errorPrivateDestination":
    "Not sent: the address now leads to a private, loopback or link-local network",
  "webhooks.errorEndpointDisabled": "Not sent: the endpoint is disabled",
} as const;
