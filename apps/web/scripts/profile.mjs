// Where a public page's main-thread time goes while it loads, from Chromium traces.
//
//   node scripts/profile.mjs [path] [--runs 5] [--cpu 4] [--lang en|ar]
//
// Loads the page on a 412 px phone with the CPU slowed down `--cpu` times (network not throttled),
// records a trace until `<html data-app-ready>` plus one second, and prints, as the median of the
// runs: the main thread's time per kind of work (style, layout, script evaluation, compile, ...),
// the long tasks (> 50 ms) with what dominates each, and the blocking time after the first paint
// (each task's time beyond 50 ms, as Lighthouse's TBT counts it). Run after `pnpm build`.
import { chromium } from "@playwright/test";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const path = args.find((arg, i) => !arg.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "/";
const runs = Number(option("runs", 5));
const cpu = Number(option("cpu", 4));
const language = option("lang", "en");

/** Trace event names grouped into the kinds of work a person profiling would name. */
const KINDS = {
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  "v8.compile": "compile JS",
  "v8.compileModule": "compile JS",
  "V8.CompileCode": "compile JS",
  EvaluateScript: "run JS",
  "v8.evaluateModule": "run JS",
  FunctionCall: "run JS",
  TimerFire: "run JS",
  EventDispatch: "run JS",
  FireAnimationFrame: "run JS",
  RunMicrotasks: "run JS",
  "v8.run": "run JS",
  Paint: "paint",
  PrePaint: "paint",
  Layerize: "paint",
  "Document::updateStyleAndLayout": "layout",
  MajorGC: "GC",
  MinorGC: "GC",
  "V8.GC_SCAVENGER": "GC",
  "V8.GC_MARK_COMPACTOR": "GC",
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Self time per kind inside the main thread's top-level tasks, and the tasks themselves. */
function summarise(events) {
  // The page's renderer: of the renderer main threads (about:blank has one too), the busiest.
  const mains = events.filter(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.ph === "M",
  );
  const busy = (thread) =>
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === "RunTask")
      .length;
  const main = mains.reduce((a, b) => (busy(b) > busy(a) ? b : a));
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.pid === main.pid &&
      String(e.args?.data?.documentLoaderURL ?? "").startsWith("http"),
  );
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid);
  const start = navigation?.ts ?? onMain[0].ts;

  const tasks = [];
  const perKind = {};
  const perScript = {};
  // Walk nested complete events: attribute each event's self time (minus its known children).
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      const kind = KINDS[done.event.name];
      const self = done.event.dur - done.children;
      if (kind) {
        perKind[kind] = (perKind[kind] ?? 0) + self;
        if (kind === "run JS" || kind === "compile JS") {
          const data = done.event.args?.data ?? {};
          const url = String(data.url ?? data.scriptName ?? data.fileName ?? "").replace(
            /^.*\//,
            "",
          );
          const where = `${kind}: ${url || done.event.name}${data.functionName ? ` ${data.functionName}` : ""}`;
          perScript[where] = (perScript[where] ?? 0) + self;
        }
        done.task.kinds[kind] = (done.task.kinds[kind] ?? 0) + self;
      }
      if (stack.length) stack.at(-1).children += kind ? done.event.dur : done.children;
    }
  };
  for (const event of onMain) {
    close(event.ts);
    if (event.name === "RunTask" && !stack.length) {
      const task = { at: event.ts - start, dur: event.dur, kinds: {} };
      tasks.push(task);
      stack.push({ event, end: event.ts + event.dur, children: 0, task });
    } else if (stack.length) {
      stack.push({ event, end: event.ts + event.dur, children: 0, task: stack[0].task });
    }
  }
  close(Infinity);
  const fcpAt = fcp ? fcp.ts - start : 0;
  const blocking = tasks
    .filter((task) => task.at >= fcpAt)
    .reduce((sum, task) => sum + Math.max(0, task.dur / 1000 - 50), 0);
  return { perKind, perScript, tasks: tasks.filter((task) => task.dur > 50_000), fcpAt, blocking };
}

const server = await startBuiltServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const results = [];
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: language === "ar" ? "ar" : "en-US",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const finished = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8",
        "v8.execute",
        "blink.user_timing",
        "loading",
        "toplevel",
      ].join(","),
      transferMode: "ReportEvents",
    });
    const began = Date.now();
    await page.goto(`${server.base}${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
    await page.waitForSelector("html[data-app-ready]", { state: "attached", timeout: 60_000 });
    const ready = Date.now() - began;
    await page.waitForTimeout(1000);
    await cdp.send("Tracing.end");
    await finished;
    const summary = summarise(events);
    results.push({ ...summary, ready });
    const long = summary.tasks
      .map((task) => {
        const top = Object.entries(task.kinds).sort((a, b) => b[1] - a[1])[0];
        return `${Math.round(task.dur / 1000)} ms at ${(task.at / 1e6).toFixed(2)} s (${top?.[0] ?? "?"})`;
      })
      .join(", ");
    console.log(
      `run ${run + 1}: ready after ${ready} ms, blocking after first paint ${Math.round(summary.blocking)} ms; long tasks: ${long}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\n${path} (${language}), CPU ${cpu}x, median of ${runs} runs:`);
const kinds = [...new Set(results.flatMap((r) => Object.keys(r.perKind)))];
const rows = kinds
  .map((kind) => [kind, median(results.map((r) => (r.perKind[kind] ?? 0) / 1000))])
  .sort((a, b) => b[1] - a[1]);
for (const [kind, ms] of rows) console.log(`  ${kind.padEnd(12)} ${Math.round(ms)} ms`);
if (args.includes("--scripts")) {
  console.log("  by script (run JS / compile JS self time):");
  const places = [...new Set(results.flatMap((r) => Object.keys(r.perScript)))];
  places
    .map((place) => [place, median(results.map((r) => (r.perScript[place] ?? 0) / 1000))])
    .filter(([, ms]) => ms >= 10)
    .sort((a, b) => b[1] - a[1])
    .forEach(([place, ms]) =>
      console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${place}`),
    );
}
console.log(`  ready after  ${Math.round(median(results.map((r) => r.ready)))} ms`);
console.log(`  blocking     ${Math.round(median(results.map((r) => r.blocking)))} ms (after FCP)`);
