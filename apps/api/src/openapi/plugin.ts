import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "../rest/route.js";
import { openApiDocument } from "./document.js";

/** Serves the OpenAPI document at /api/openapi.json and a reference page at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  const document = openApiDocument();
  app.get(`${API_PREFIX}/openapi.json`, (_req, reply) => reply.send(document));
  await app.register(swagger, {
    mode: "static",
    specification: { document: document as never },
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    uiConfig: { validatorUrl: null, deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
