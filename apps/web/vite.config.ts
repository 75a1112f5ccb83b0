/// <reference types="vitest/config" />
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  minifySync,
  type Plugin,
} from "vite";

/**
 * public/boot.js is copied as it is written (commented, for its readers); the build minifies the
 * copy. Every public page fetches it before it is interactive (`pnpm size`): 2.6 kB gzipped as
 * written, 1.3 kB minified.
 */
function minifyBootScript(): Plugin {
  let outDir = "dist";
  return {
    name: "bayan:minify-boot-script",
    apply: (config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
    async writeBundle() {
      const file = join(outDir, "boot.js");
      const { code, errors } = minifySync("boot.js", await readFile(file, "utf8"));
      if (errors.length) throw new Error(`boot.js: ${errors[0]?.message}`);
      await writeFile(file, code);
    },
  };
}

// The API dev server (apps/api) listens here; `vite` proxies the API paths to it.
const API_DEV_ORIGIN = "http://127.0.0.1:3001";

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // The admin panel's routes (src/routes/); the public pages need no router (src/PublicApp.tsx).
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // The /admin routes are not split: their components already come lazily from the one admin
      // chunk (src/admin/panel.tsx); a chunk per route would make the landing page heavier.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId.startsWith("/admin") ? [] : undefined),
      },
    }),
    react(),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    // A production build refuses a catalog with an untranslated message.
    lingui({ failOnMissing: command === "build" }),
    minifyBootScript(),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript sources.
    conditions: ["@bayan/source", ...defaultClientConditions],
  },
  server: {
    proxy: {
      "/trpc": { target: API_DEV_ORIGIN, changeOrigin: false },
      "/api": { target: API_DEV_ORIGIN, changeOrigin: false },
      // The analytics collection endpoint (docs/analytics.md).
      "/bayan": { target: API_DEV_ORIGIN, changeOrigin: false },
    },
  },
  ssr: {
    // The prerender (src/prerender.tsx) runs once per build: one self-contained file is simplest.
    noExternal: true,
    resolve: { conditions: ["@bayan/source", ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? { outDir: "dist-prerender", target: "node20", sourcemap: false }
    : {
        target: "es2022",
        sourcemap: true,
        // scripts/prerender.mjs reads it to preload each page's language catalog.
        manifest: true,
        // No preload map of lazy files in the first script (1.2 kB gzipped of hashed file names,
        // about 80 of them): a lazy file's own imports are fetched when it arrives, one round trip
        // later. A prerendered page's files are listed by scripts/prerender.mjs and fetched at once
        // all the same; only later widgets, sections and the admin panel wait that round trip.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Seven hash characters instead of eight (the fewest rolldown allows for this many
            // chunks): every dynamic import names its file in the code that imports it.
            entryFileNames: "assets/[name]-[hash:7].js",
            chunkFileNames: "assets/[name]-[hash:7].js",
            assetFileNames: "assets/[name]-[hash:7][extname]",
            codeSplitting: {
              groups: [{ name: "initial", tags: ["$initial"] }],
            },
          },
        },
      },
  test: {
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // The files share one module registry per worker instead of loading React, Mantine, the router
    // and the admin chunk again for each file (177 s -> 78 s for the suite on this machine). Every
    // test starts clean all the same: setup.ts unmounts, clears toasts and ends the admin session.
    isolate: false,
    // The admin tests load the whole admin panel (one chunk) on their first render.
    testTimeout: 30_000,
  },
}));
