// Reads a V8 CPU profile (`node --cpu-prof --cpu-prof-dir=DIR dist/server.js` under autocannon,
// stopped with Ctrl-C / SIGINT) and prints where the time went: self time by function and by
// package or file, over the last LAST seconds (default 9: the load's measured run, not start-up).
//   node bench/profile-top.mjs DIR/<file>.cpuprofile [rows]
// docs/scale.md, "The request path", was found with it.
import { readFileSync } from "node:fs";
const p = JSON.parse(readFileSync(process.argv[2], "utf8"));
const self = new Map();
const byFile = new Map();
const dt = p.timeDeltas;
const counts = new Map();
// Only the last LAST seconds of samples (the load's measured run, not start-up and warm-up).
const LAST = Number(process.env.LAST ?? 9) * 1e6;
const times = [];
let t = p.startTime;
for (const d of dt) {
  t += d;
  times.push(t);
}
const end = times.at(-1);
p.samples.forEach((s, i) => {
  if (end - times[i] <= LAST) counts.set(s, (counts.get(s) ?? 0) + 1);
});
let total = 0;
for (const n of p.nodes) {
  const c = counts.get(n.id) ?? 0;
  total += c;
  const f = n.callFrame;
  const key = `${f.functionName || "(anon)"} ${f.url.replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, "").replace(/.*\/work\/main\//, "")}:${f.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + c);
  const file =
    f.url
      .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\/((@[^/]+\/)?[^/]+).*/, "$1")
      .replace(/.*\/work\/main\/((apps|packages)\/[^/]+\/[^/]+\/[^/]+).*/, "$1") || f.functionName;
  byFile.set(file, (byFile.get(file) ?? 0) + c);
}
const pct = (c) => ((100 * c) / total).toFixed(1).padStart(5) + "%";
console.log("== self by function");
[...self]
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(process.argv[3] ?? 30))
  .forEach(([k, c]) => console.log(pct(c), k));
console.log("== self by package/file");
[...byFile]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)
  .forEach(([k, c]) => console.log(pct(c), k));
