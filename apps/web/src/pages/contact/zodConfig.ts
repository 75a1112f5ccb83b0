import { z } from "zod";

// zod compiles object checks with `new Function` when it can, and finds out whether it can by
// trying it, which the page's Content-Security-Policy (no 'unsafe-eval') reports as a violation.
// The browser checks a few fields: plain interpretation is fast enough and keeps the CSP quiet.
z.config({ jitless: true });
