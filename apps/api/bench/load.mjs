// One load run, in its own process so the load generator does not share the server's CPU time
// slice. Prints the result as one JSON line.
//   node load.mjs <url> <method> <connections> <seconds> [rate] [bodyKind]
// Without a rate: autocannon, each connection sending its next request when the last is answered
// (the most the server answers). With a rate: an open loop of our own (`atFixedRate`), because
// autocannon's `overallRate` is not one: each connection sends back to back until it has sent its
// share of the second, then waits for the next second (autocannon 9, lib/httpClient.js
// `reqsMadeThisSecond`), so "1,000/s" was bursts at full speed, and its correction for
// coordinated omission takes the interval between requests as 1 ms whatever the rate
// (lib/run.js, `Math.ceil(1 / rate)`), adding made-up slow answers.
import autocannon from "autocannon";
import http from "node:http";

const [url, method, connections, seconds, rate, bodyKind] = process.argv.slice(2);
let n = 0;
const run = (warmup) =>
  autocannon({
    url,
    method,
    connections: Number(connections),
    duration: warmup ? 2 : Number(seconds),
    headers: { "content-type": "application/json" },
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  });

/** A join of an address not seen before. */
function uniqueEmail(req) {
  return {
    ...req,
    body: JSON.stringify({
      email: `bench-${process.pid}-${Date.now()}-${n++}@example.com`,
      source: "bench",
      language: "en",
    }),
  };
}

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

/**
 * Requests sent at evenly spaced moments whatever the answers (`rate` a second over at most
 * `connections` kept-alive sockets), each one's time counted from the moment it was due, so a
 * server that falls behind is charged for the wait too.
 */
async function atFixedRate(warmup) {
  const total = Math.round(Number(rate) * (warmup ? 2 : Number(seconds)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
  const latencies = [];
  const counts = { ok: 0, other: 0 };
  const start = performance.now();
  const interval = 1_000 / Number(rate);
  let sent = 0;
  await new Promise((finished) => {
    let answered = 0;
    const send = (due) => {
      const request = setupRequest?.({ headers: {} }) ?? { headers: {} };
      const req = http.request(
        url,
        { method, agent, headers: { "content-type": "application/json", ...request.headers } },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode >= 200 && res.statusCode < 300) counts.ok += 1;
            else counts.other += 1;
            latencies.push(performance.now() - due);
            if (++answered === total) finished();
          });
        },
      );
      req.on("error", () => {
        counts.other += 1;
        if (++answered === total) finished();
      });
      req.end(request.body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) send(start + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: { average: total / ((performance.now() - start) / 1_000), total },
    latency: { p50: at(0.5), p99: at(0.99) },
    non2xx: counts.other,
    errors: 0,
    timeouts: 0,
    "2xx": counts.ok,
  };
}

/** Each request's body (and headers) by kind, for autocannon and the fixed rate alike. */
const setupRequest = { analytics: analyticsRequest, "unique-email": uniqueEmail }[bodyKind];

const measure = rate && rate !== "0" ? atFixedRate : run;
const warm = await measure(true);
const result = await measure(false);
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
