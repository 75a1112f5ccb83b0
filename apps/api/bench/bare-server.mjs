// The baselines, started the same way as the app: a bare Fastify answering a small JSON document,
// and, given BARE_DATABASE_URL, a request that writes one row to PostgreSQL and commits (the least
// a join can do: the host's floor for a join's answer time).
import Fastify from "fastify";
import postgres from "postgres";

const app = Fastify({ logger: false });
app.get("/hello", async () => ({ success: true, data: { hello: "world" } }));
const sql = process.env.BARE_DATABASE_URL
  ? postgres(process.env.BARE_DATABASE_URL, { max: 10, onnotice: () => {} })
  : null;
if (sql) {
  await sql`create table if not exists bare_joins (email text primary key, at timestamptz not null)`;
  app.post("/join", async (request) => {
    await sql`insert into bare_joins (email, at) values (${request.body.email}, now())`;
    return { success: true };
  });
}
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on("SIGTERM", () =>
  app
    .close()
    .then(() => sql?.end({ timeout: 1 }))
    .then(() => process.exit(0)),
);
