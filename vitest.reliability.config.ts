import { defineConfig } from "vitest/config";

// The reliability tests (server/reliability.test.ts, server/*.reliability.test.ts): a production build, real
// server processes killed and restarted, a real SMTP server. Kept out of
// `test:unit` (vitest.config.ts) and run by `npm run test:reliability`.
export default defineConfig({
  test: {
    include: ["server/reliability.test.ts", "server/*.reliability.test.ts"],
    environment: "node",
    reporters: ["default", "./tests/support/vitest-slowest-reporter.ts"],
    testTimeout: 5 * 60_000,
    // The first run builds the app (tests/reliability/server-process.ts, ensureBuild).
    hookTimeout: 10 * 60_000,
    // One file; its servers and the build already keep both cores busy.
    maxWorkers: 1,
  },
});
