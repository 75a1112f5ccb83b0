// One autocannon run, in its own process so the load generator does not share the server's CPU
// time slice. Prints the result as one JSON line.
//   node load.mjs <url> <method> <connections> <seconds> [rate] [bodyKind]
import autocannon from "autocannon";

const [url, method, connections, seconds, rate, bodyKind] = process.argv.slice(2);
let n = 0;
const run = (warmup) =>
  autocannon({
    url,
    method,
    connections: Number(connections),
    duration: warmup ? 2 : Number(seconds),
    ...(rate && rate !== "0" ? { overallRate: Number(rate) } : {}),
    headers: { "content-type": "application/json" },
    ...(bodyKind === "unique-email"
      ? {
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify({
                  email: `bench-${process.pid}-${Date.now()}-${n++}@example.com`,
                  source: "bench",
                  language: "en",
                }),
              }),
            },
          ],
        }
      : {}),
  });

await run(true);
const result = await run(false);
const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx,
  }),
);
