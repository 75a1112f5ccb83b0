import { MESSAGES } from "@bayan/trpc/rules/messages";
import { ERROR_STATUS, RETRY_AFTER_SECONDS, type ErrorCode } from "@bayan/trpc";
import { z } from "zod";
import { openApiPath, type Route } from "../rest/route.js";
import { routes } from "../rest/routes/index.js";

/** Every operation the document describes: the route table, with OpenAPI paths ("/api/x/{id}"). */
export const operations = routes.map((route) => ({ ...route, path: openApiPath(route.path) }));

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const json = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  }) as JsonSchema;
  delete json.$schema; // the document's own dialect applies
  return json;
};

/** Every error code the API answers with (`ERROR_STATUS` in @bayan/trpc). */
const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** What each code means: a code added to `ERROR_STATUS` must be described here. */
const ERROR_TEXT: Record<ErrorCode, string> = {
  BAD_REQUEST: "Bad input: the fields and reasons are in `errors`",
  UNAUTHORIZED: "Missing, invalid, expired or revoked token (or, for login, `Invalid password`)",
  FORBIDDEN: "Not allowed for this token",
  NOT_FOUND: "No such id",
  CONFLICT: "Conflict",
  PAYLOAD_TOO_LARGE: "Body too large",
  UNSUPPORTED_MEDIA_TYPE: "Body is not application/json",
  TOO_MANY_REQUESTS: "Rate limited: see the Retry-After header",
  INTERNAL_SERVER_ERROR: "Server fault (message hidden; see requestId)",
  SERVICE_UNAVAILABLE: "Database unavailable: try again after the seconds in Retry-After",
};

function errorText(status: number): string {
  const code = ERROR_CODES.find((c) => ERROR_STATUS[c] === status);
  return code ? ERROR_TEXT[code] : "Error";
}

/** A message's stable key (docs/messages.md): what a client shows in its own language. */
const messageKeySchema: JsonSchema = {
  type: "string",
  enum: Object.keys(MESSAGES),
  description: "The message's stable key; its English text is `message`",
};
const messageParamsSchema: JsonSchema = {
  type: "object",
  additionalProperties: { type: ["string", "number"] },
  description: "The values of the `{name}` places in the message",
};

const errorBody: JsonSchema = {
  type: "object",
  required: ["success", "code", "message"],
  properties: {
    success: { const: false },
    code: {
      type: "string",
      enum: ERROR_CODES,
      description: ERROR_CODES.map(
        (code) => `\`${code}\` (${ERROR_STATUS[code]}): ${ERROR_TEXT[code]}`,
      ).join("; "),
    },
    message: { type: "string", description: "The message in English" },
    messageKey: messageKeySchema,
    params: messageParamsSchema,
    errors: {
      type: "array",
      items: {
        type: "object",
        required: ["path", "message"],
        properties: {
          path: { type: "string" },
          message: { type: "string" },
          messageKey: messageKeySchema,
          params: messageParamsSchema,
        },
      },
    },
    requestId: { type: "string", description: "On 500 only: the id of the logged fault" },
  },
};

const retryAfterHeader = {
  description: "Seconds to wait before trying again",
  schema: { type: "integer", example: RETRY_AFTER_SECONDS },
};

function successBody(op: Route): JsonSchema {
  const data = op.data ? toSchema(op.list ? z.array(op.data) : op.data, "output") : {};
  return {
    type: "object",
    required: ["success", "data"],
    properties: {
      success: { const: true },
      data,
      message: { type: "string", description: "What happened, in English" },
      messageKey: messageKeySchema,
      params: messageParamsSchema,
      ...(op.list ? { pagination: { $ref: "#/components/schemas/Pagination" } } : {}),
      ...(op.extra ? (toSchema(op.extra, "output") as { properties: JsonSchema }).properties : {}),
    },
  };
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = toSchema(query, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of the REST adapter, generated from the shared zod schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const admin = op.access === "admin";
    // Any call can meet a fault (500) or a database outage (503).
    const statuses = [...op.errors, ...(admin ? [401] : []), 500, 503];
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: {
        description: "Success",
        content: op.raw
          ? { [op.raw.contentType]: { schema: toSchema(op.raw.schema, "output") } }
          : { "application/json": { schema: successBody(op) } },
      },
    };
    for (const status of [...new Set(statuses)].sort()) {
      responses[String(status)] = {
        description: errorText(status),
        ...(status === 503 ? { headers: { "Retry-After": retryAfterHeader } } : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    const parameters = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: "path",
        required: true,
        schema: { type: "string" },
      })),
      ...queryParameters(op.query),
    ];
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      tags: [op.tag],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
      ...(admin ? { security: [{ bearerAuth: [] }] } : { security: [] }),
      ...(parameters.length ? { parameters } : {}),
      ...(op.upload
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                op.upload.contentTypes.map((type) => [
                  type,
                  { schema: { type: "string", format: "binary" } },
                ]),
              ),
            },
          }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toSchema(op.body, "input") } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Bayan API",
      version: "1.0.0",
      description:
        "The REST adapter of the Bayan pre-launch site. Public paths need no token; every other " +
        "path needs `Authorization: Bearer <access_token>` from POST /api/auth/login. Successful " +
        "answers are `{ success: true, data, message?, messageKey?, params? }` (lists add " +
        "`pagination`); errors are `{ success: false, code, message, messageKey?, params?, " +
        "errors? }`. `message` is English; `messageKey` is its stable key (a client shows its own " +
        "words for it, in its own language) and `params` the values in its `{name}` places.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        Error: errorBody,
        Pagination: {
          type: "object",
          required: ["page", "limit", "total", "totalPages"],
          properties: {
            page: { type: "integer" },
            limit: { type: "integer" },
            total: { type: "integer" },
            totalPages: { type: "integer" },
          },
        },
      },
    },
    paths,
  };
}
