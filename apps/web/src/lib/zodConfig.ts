// zod compiles object checks with `new Function` when it can, and finds out whether it can by
// trying it as each object schema is built, which the page's Content-Security-Policy (no
// 'unsafe-eval') reports as a violation. The browser checks a few fields per form: interpreting is
// fast enough and keeps the CSP quiet.
//
// Set here, in the entry, because schemas are built as their lazy chunk loads, before the code of
// the page that uses them runs. zod keeps its settings on this global (so that copies of zod share
// them) and starts from what it finds there (the object, not a copy); writing it directly keeps all of zod, even its small
// config module, out of the landing page's scripts. zodConfig.test.ts checks zod still reads it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
export {};
