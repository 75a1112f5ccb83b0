// The server entry. Production mode unless told otherwise, decided before any library reads it
// (tRPC and Fastify check NODE_ENV when they load, e.g. to leave stack traces out of errors).
process.env.NODE_ENV ??= "production";
await import("./main.js");
