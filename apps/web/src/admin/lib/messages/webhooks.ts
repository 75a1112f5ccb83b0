import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { WEBHOOKS_ADMIN } from "@bayan/trpc/rules/messages/webhooks";

/** The words of the webhooks' answers and errors (WEBHOOKS_ADMIN): Settings > Integrations. */
export const WEBHOOKS_TEXTS = {
  "webhooks.created": msg`Endpoint added. Copy its signing secret now: it is shown only this once`,
  "webhooks.updated": msg`Endpoint saved`,
  "webhooks.deleted": msg`Endpoint deleted, with its delivery log`,
  "webhooks.secretRotated": msg`A new signing secret was made: copy it now, it is shown only this once. The previous one still signs for 24 hours`,
  "webhooks.testSent": msg`Test event delivered: the endpoint answered {code}`,
  "webhooks.testNotDelivered": msg`The test event was not delivered yet: it is tried again later (see the delivery log)`,
  "webhooks.redelivered": msg`Delivered again: the endpoint answered {code}`,
  "webhooks.redeliveryNotDelivered": msg`Not delivered yet: it is tried again later (see the delivery log)`,
  "webhooks.notFound": msg`Webhook endpoint not found`,
  "webhooks.deliveryNotFound": msg`Webhook delivery not found`,
  "webhooks.endpointDisabled": msg`This endpoint is disabled: enable it to send events to it`,
  "webhooks.deliveryBusy": msg`This delivery is being sent right now: try again in a minute`,
  "webhooks.urlInvalid": msg`Enter a web address starting with https://`,
  "webhooks.urlTooLong": msg`The address is too long (at most 2000 characters)`,
  "webhooks.httpsRequired": msg`Webhooks are sent over https only: the address must start with https://`,
  "webhooks.urlCredentials": msg`The address must not hold a user name or password`,
  "webhooks.privateDestination": msg`This address leads to a private, loopback or link-local network: webhooks are not sent there`,
  "webhooks.hostUnresolvable": msg`This address's host name could not be found`,
  "webhooks.eventsRequired": msg`Choose at least one event`,
  "webhooks.eventUnknown": msg`Unknown event type`,
  "webhooks.descriptionTooLong": msg`The description is too long (at most 200 characters)`,
  "webhooks.errorTimeout": msg`No answer within 10 seconds`,
  "webhooks.errorPrivateDestination": msg`Not sent: the address now leads to a private, loopback or link-local network`,
  "webhooks.errorEndpointDisabled": msg`Not sent: the endpoint is disabled`,
} satisfies Record<keyof typeof WEBHOOKS_ADMIN, MessageDescriptor>;
