import { z } from "zod";
import { operations, type Operation } from "./operations.js";

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

const errorBody: JsonSchema = {
  type: "object",
  required: ["success", "code", "message"],
  properties: {
    success: { const: false },
    code: {
      type: "string",
      enum: [
        "BAD_REQUEST",
        "UNAUTHORIZED",
        "NOT_FOUND",
        "CONFLICT",
        "PAYLOAD_TOO_LARGE",
        "UNSUPPORTED_MEDIA_TYPE",
        "TOO_MANY_REQUESTS",
        "INTERNAL_SERVER_ERROR",
        "SERVICE_UNAVAILABLE",
      ],
    },
    message: { type: "string" },
    errors: {
      type: "array",
      items: {
        type: "object",
        required: ["path", "message"],
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
    requestId: { type: "string", description: "On 500 only: the id of the logged fault" },
  },
};

const ERROR_TEXT: Record<number, string> = {
  400: "Bad input: the fields and reasons are in `errors`",
  401: "Missing, invalid, expired or revoked token (or, for login, `Invalid password`)",
  404: "No such id",
  409: "Conflict",
  413: "Body too large",
  415: "Body is not application/json",
  429: "Rate limited: see the Retry-After header",
  500: "Server fault (message hidden; see requestId)",
  503: "Database unavailable",
};

function successBody(op: Operation): JsonSchema {
  const data = op.data ? toSchema(op.list ? z.array(op.data) : op.data, "output") : {};
  return {
    type: "object",
    required: ["success", "data"],
    properties: {
      success: { const: true },
      data,
      message: { type: "string" },
      ...(op.list ? { pagination: { $ref: "#/components/schemas/Pagination" } } : {}),
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
    const statuses = [...op.errors, ...(op.admin ? [401] : []), 500];
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
        description: ERROR_TEXT[status] ?? "Error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    const parameters = [
      ...(op.path.includes("{id}")
        ? [{ name: "id", in: "path", required: true, schema: { type: "string" } }]
        : []),
      ...queryParameters(op.query),
    ];
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      tags: [op.tag],
      summary: op.summary,
      operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? "").toUpperCase())}`,
      ...(op.admin ? { security: [{ bearerAuth: [] }] } : { security: [] }),
      ...(parameters.length ? { parameters } : {}),
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
        "answers are `{ success: true, data, message? }` (lists add `pagination`); errors are " +
        "`{ success: false, code, message, errors? }`.",
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
