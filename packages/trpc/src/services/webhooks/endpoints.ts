// The administrator's webhooks (Settings > Integrations, /api/webhooks; docs/email-delivery.md,
// "Webhooks"): the endpoints, their secrets, the delivery log, a redelivery and a test event.
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookEventTypes,
  type Database,
  type WebhookDelivery,
  type WebhookEndpoint,
} from "@bayan/db";
import { and, desc, eq, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { appError, fieldError } from "../../errors.js";
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDto,
  type webhookCreateInput,
  type webhookDeliveriesQuery,
  type WebhookEndpointDto,
  type webhookUpdateInput,
} from "../../schemas/webhooks.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import { isUuid, listPage } from "../pagination.js";
import { destinationProblem, type DestinationOptions } from "./destination.js";
import { webhookPayload } from "./events.js";
import { PREVIOUS_SECRET_MS, webhookErrorKey } from "./sender.js";
import { newWebhookSecret } from "./signing.js";

type CreateInput = z.output<typeof webhookCreateInput>;
type UpdateInput = z.output<typeof webhookUpdateInput>;
type DeliveriesQuery = z.output<typeof webhookDeliveriesQuery>;

export function toEndpointDto(row: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: webhookEventTypes.filter((type) => row.events.includes(type)),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDeliveryDto(row: WebhookDelivery, endpointUrl: string): WebhookDeliveryDto {
  return {
    id: row.id,
    endpointId: row.endpointId,
    endpointUrl,
    eventType: row.eventType,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    lastErrorKey: webhookErrorKey(row.lastError),
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The address may be sent to (the form's `url` field): 400 with the reason otherwise. */
async function checkDestination(url: string, options: DestinationOptions) {
  const problem = await destinationProblem(url, options);
  if (problem) throw fieldError("url", problem);
}

/** Every endpoint, oldest first (there are a few). */
export async function listEndpoints(db: Database) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return { items: rows.map(toEndpointDto) };
}

async function endpointRow(db: Database, id: string) {
  if (!isUuid(id)) throw appError("NOT_FOUND", "webhooks.notFound");
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw appError("NOT_FOUND", "webhooks.notFound");
  return row;
}

/** An endpoint in the audit log: its address. */
const endpointTarget = (row: WebhookEndpoint) => ({ type: "webhook", id: row.id, label: row.url });

/** What changed of an endpoint (its secret never recorded). */
const endpointChanges = (before: WebhookEndpoint | null, after: WebhookEndpoint | null) =>
  auditChanges(before && toEndpointDto(before), after && toEndpointDto(after), [
    "url",
    "description",
    "events",
    "enabled",
  ]);

/** A new endpoint with a new secret; answered with the secret, this once. Recorded. */
export async function createEndpoint(
  db: Database,
  input: CreateInput,
  options: DestinationOptions,
  now: Date,
  audit: AuditTrail,
) {
  await checkDestination(input.url, options);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        secret,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit.record(tx, {
      action: "webhooks.create",
      target: endpointTarget(row!),
      changes: endpointChanges(null, row!),
    });
    return row!;
  });
  return { ...toEndpointDto(row), secret };
}

/**
 * Changes the fields given; a new address is checked as a new endpoint's is. Recorded with the
 * fields that changed; an edit that changes none is not.
 */
export async function updateEndpoint(
  db: Database,
  input: UpdateInput,
  options: DestinationOptions,
  now: Date,
  audit: AuditTrail,
) {
  const before = await endpointRow(db, input.id);
  if (input.url !== undefined) await checkDestination(input.url, options);
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(input.url === undefined ? {} : { url: input.url }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.events === undefined ? {} : { events: input.events }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, input.id))
      .returning();
    if (!row) throw appError("NOT_FOUND", "webhooks.notFound");
    const changes = endpointChanges(before, row);
    if (changes) {
      await audit.record(tx, { action: "webhooks.update", target: endpointTarget(row), changes });
    } else {
      audit.nothingChanged();
    }
    return row;
  });
  return toEndpointDto(row);
}

/**
 * Removes an endpoint and its delivery log (pending deliveries are not sent); recorded with what
 * the endpoint was.
 */
export async function deleteEndpoint(db: Database, id: string, audit: AuditTrail) {
  if (!isUuid(id)) throw appError("NOT_FOUND", "webhooks.notFound");
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!row) throw appError("NOT_FOUND", "webhooks.notFound");
    await audit.record(tx, {
      action: "webhooks.delete",
      target: endpointTarget(row),
      changes: endpointChanges(row, null),
    });
    return { id: row.id };
  });
}

/**
 * A new secret for the endpoint, answered this once. The previous one still signs every
 * delivery beside it for PREVIOUS_SECRET_MS, so the receiver has time to take the new one.
 * Recorded (that it was rotated; neither secret).
 */
export async function rotateEndpointSecret(db: Database, id: string, now: Date, audit: AuditTrail) {
  const current = await endpointRow(db, id);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: current.secret,
        previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_MS),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (!row) throw appError("NOT_FOUND", "webhooks.notFound");
    await audit.record(tx, { action: "webhooks.rotateSecret", target: endpointTarget(row) });
    return row;
  });
  return { ...toEndpointDto(row), secret };
}

const deliveryWithUrl = { delivery: webhookDeliveries, endpointUrl: webhookEndpoints.url };
const withUrl = (row: { delivery: WebhookDelivery; endpointUrl: string }) =>
  toDeliveryDto(row.delivery, row.endpointUrl);

/** The delivery log, newest first: of one endpoint (404 if it is unknown) or of all, by status. */
export async function listDeliveries(db: Database, query: DeliveriesQuery) {
  if (query.endpointId !== undefined) await endpointRow(db, query.endpointId);
  const conditions: SQL[] = [];
  if (query.endpointId !== undefined) {
    conditions.push(eq(webhookDeliveries.endpointId, query.endpointId));
  }
  if (query.status) conditions.push(eq(webhookDeliveries.status, query.status));
  return listPage(
    db,
    webhookDeliveries,
    {
      page: query.page,
      limit: query.limit,
      where: conditions.length > 0 ? and(...conditions) : undefined,
      orderBy: [desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)],
      select: db
        .select(deliveryWithUrl)
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .$dynamic(),
    },
    withUrl,
  );
}

/** One delivery as the log shows it; 404 if unknown. */
export async function getDelivery(db: Database, id: string) {
  if (!isUuid(id)) throw appError("NOT_FOUND", "webhooks.deliveryNotFound");
  const [row] = await db
    .select(deliveryWithUrl)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  if (!row) throw appError("NOT_FOUND", "webhooks.deliveryNotFound");
  return withUrl(row);
}

/**
 * Makes a delivery due again now, with the same id (Standard Webhooks: a retry keeps the
 * message's id, so a receiver that has it already can tell) and a fresh run of tries. 404 for an
 * unknown delivery, 409 when its endpoint is disabled or a sender is trying it at this moment.
 * Recorded with the delivery as its target (its event and endpoint; not its payload).
 */
export async function redeliver(db: Database, id: string, now: Date, audit: AuditTrail) {
  const found = await getDelivery(db, id);
  const [endpoint] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, found.endpointId));
  if (!endpoint?.enabled) throw appError("CONFLICT", "webhooks.endpointDisabled");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, deliveredAt: null })
      .where(
        and(
          eq(webhookDeliveries.id, id),
          or(
            ne(webhookDeliveries.status, "pending"),
            isNull(webhookDeliveries.lockedUntil),
            lt(webhookDeliveries.lockedUntil, now),
          ),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    if (!row) throw appError("CONFLICT", "webhooks.deliveryBusy");
    await audit.record(tx, {
      action: "webhooks.redeliver",
      target: {
        type: "webhook-delivery",
        id: row.id,
        label: `${found.eventType} → ${found.endpointUrl}`,
      },
      changes: {
        status: { before: found.status, after: "pending" },
        attempts: { before: found.attempts, after: 0 },
      },
    });
    return row.id;
  });
}

/** Queues a `webhook.test` event to the endpoint (enabled, else 409); answers its delivery's id. */
export async function queueTestEvent(db: Database, endpointId: string, now: Date) {
  const endpoint = await endpointRow(db, endpointId);
  if (!endpoint.enabled) throw appError("CONFLICT", "webhooks.endpointDisabled");
  const payload = webhookPayload(
    WEBHOOK_TEST_EVENT,
    {
      endpointId,
      message: "A test event from Bayan: this endpoint receives and can verify its webhooks.",
    },
    now,
  );
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      eventType: WEBHOOK_TEST_EVENT,
      payload: { ...payload },
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}
