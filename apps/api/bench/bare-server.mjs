// The baseline: a bare Fastify answering a small JSON document, started the same way as the app.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ success: true, data: { hello: "world" } }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
