import { configDefaults, defineConfig } from "vitest/config";

// Its own config (not vite.config.ts): the React Router plugin is not wanted in
// unit tests, and Playwright specs under tests/e2e must not be collected.
export default defineConfig({
  // Where app code reads React Router's server build (app/routes/facts.server.ts): the same routes, from the sources.
  resolve: { alias: { "virtual:react-router/server-build": new URL("./tests/support/source-build.ts", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    // Real server processes and a production build: `npm run test:reliability` (vitest.reliability.config.ts).
    exclude: [...configDefaults.exclude, "server/reliability.test.ts", "server/*.reliability.test.ts"],
    environment: "node",
    reporters: ["default", "./tests/support/vitest-slowest-reporter.ts"],
    setupFiles: ["tests/support/setup-i18n.ts"],
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Database tests open PGlite instances; keep the 2-core machine breathing.
    maxWorkers: 2,
  },
});
