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
    ...(bodyKind === "analytics" ? { requests: [{ setupRequest: analyticsRequest }] } : {}),
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

/**
 * One page view of the collection endpoint (POST /bayan/n), from a browser user agent: 5,000
 * visitors (the user agent varies), a few pages and referrers, so sessions are found and started.
 */
const PAGES = ["/", "/pricing", "/faq", "/ar", "/contact"];
const REFERRERS = ["", "https://www.google.com/", "https://t.co/x", "https://news.example.org/a"];
function analyticsRequest(req) {
  const i = n++;
  const visitor = i % 5_000;
  return {
    ...req,
    headers: {
      ...req.headers,
      "user-agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${visitor}.0 Safari/537.36`,
    },
    body: JSON.stringify({
      events: [
        {
          name: "pageview",
          url: `${PAGES[i % PAGES.length]}?utm_source=${i % 7 === 0 ? "newsletter" : ""}`,
          referrer: REFERRERS[visitor % REFERRERS.length],
          title: "Bayan",
          width: 1280,
          language: "en",
        },
      ],
    }),
  };
}

const warm = await run(true);
const result = await run(false);
const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx,
    // 2xx answers of the warm-up and the measured run (the analytics row counts stored events).
    accepted: warm["2xx"] + result["2xx"],
  }),
);
