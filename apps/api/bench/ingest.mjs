// `pnpm bench`, analytics collection (issue 11): events/s the endpoint takes (one page view per
// request, 5,000 visitors) and its answer time at the target rate, then how many of the
// accepted events were written once the server stopped (SIGTERM flushes the buffer).
import { createDb } from "@bayan/db";
import postgres from "postgres";

export const INGEST_RATE = 2_000;
const PATH = "/bayan/n";

/**
 * Runs the two loads; answers the rows for the table, the events answered 202 and, on
 * PostgreSQL (readable while the server runs), how many of the fixed-rate run's were written.
 */
export async function measureIngestion(base, load, env) {
  // The floor of this machine at that rate: a cached read of the same server, nothing written.
  const reference = load(`${base}/api/system/countdown`, "GET", {
    rate: INGEST_RATE,
    connections: 20,
  });
  const atRate = load(`${base}${PATH}`, "POST", {
    rate: INGEST_RATE,
    body: "analytics",
    connections: 20,
  });
  let atRateStored = null;
  if (env.DATABASE_URL) {
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the last batch
    atRateStored = await storedEvents(env);
  }
  const max = load(`${base}${PATH}`, "POST", { body: "analytics" });
  return {
    rows: [
      [`GET /api/system/countdown at ${INGEST_RATE}/s`, reference],
      [`POST ${PATH} at ${INGEST_RATE} events/s`, atRate],
      [`POST ${PATH} (max events/s)`, max],
    ],
    accepted: atRate.accepted + max.accepted,
    atRateAccepted: atRate.accepted,
    atRateStored,
  };
}

/** Events in the target's database (after the server has stopped and released it). */
export async function storedEvents(env) {
  if (env.DATABASE_URL) {
    const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql`select count(*)::int as n from analytics_events`;
      return row.n;
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const handle = await createDb({ dataDir: env.DATA_DIR });
  try {
    const result = await handle.db.execute("select count(*)::int as n from analytics_events");
    return (result.rows ?? result)[0].n;
  } finally {
    await handle.close();
  }
}

/** The summary printed under the table. */
export function ingestionSummary(results) {
  const lines = [
    "",
    "Analytics collection (one event per request; target >= 2,000 events/s, 202 in < 5 ms):",
  ];
  for (const r of results) {
    const share = r.accepted ? ((r.stored / r.accepted) * 100).toFixed(1) : "0";
    lines.push(
      `  ${r.target}: at ${INGEST_RATE} events/s p50 ${r.p50} ms, p99 ${r.p99} ms ` +
        `(a cached read at that rate: p50 ${r.reference.p50} ms, p99 ${r.reference.p99} ms); ` +
        `${r.maxRate.toFixed(0)} events/s answered at most; ` +
        `${r.stored} of ${r.accepted} answered events written (${share}%)` +
        (r.atRateStored === null
          ? ""
          : `; of the ${INGEST_RATE}/s run alone ${r.atRateStored} of ${r.atRateAccepted}`),
    );
  }
  lines.push(
    "  (Events are written in batches after the 202. Offered faster than the database takes them,",
    "  they wait in memory up to 50,000; beyond that they are dropped, counted and logged.)",
  );
  return lines.join("\n");
}
