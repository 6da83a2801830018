import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3107);
export const BASE_URL = `http://localhost:${PORT}`;
/** The browser tests' SMTP server (started by tests/e2e/global-setup.ts). */
export const SMTP_PORT = PORT + 1000;
/** Where that SMTP server writes each received message (one .eml file each). */
export const MAIL_DIR = `.tmp-e2e-${PORT}-mail`;
export const STAFF_EMAIL = "staff@location-rive-sud.example";

/** Debian's Chromium (never a downloaded browser); flags needed as root on a closed network. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so parallel runs (several people, several builds) do not clobber each other.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["./tests/e2e/slowest-reporter.ts"], ...(process.env.CI ? [["html", { open: "never", outputFolder: "playwright-report" }] as const] : [])],
  // Per test. A page walk with two axe runs takes 15–32 s in the full suite on a 2-core
  // machine with two workers (CI went past 30 s on such walks twice): 60 s leaves room, and a
  // test waiting for something that never comes still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test cost about a quarter of the suite's time (content.spec:
    // 81 s with, 62 s without); a failure still writes the page's snapshot (error-context.md).
    // Locally, `npx playwright test … --trace=retain-on-failure` records them.
    trace: "off",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunch } }],
  globalSetup: "./tests/e2e/global-setup.ts",
  // The production build, served by the real server with a fresh embedded database.
  webServer: {
    command: `rm -rf .tmp-e2e-${PORT} && mkdir -p .tmp-e2e-${PORT} && node server/index.ts`,
    url: `${BASE_URL}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: `.tmp-e2e-${PORT}/data`,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      STAFF_NOTIFY_EMAIL: "soumissions@location-rive-sud.example",
      ADMIN_EMAILS: STAFF_EMAIL,
      // The shop's tax numbers, which an invoice must carry (invoice.spec.ts reads them back).
      BUSINESS_GST_NUMBER: "123456789 RT 0001",
      BUSINESS_QST_NUMBER: "1234567890 TQ 0001",
      // The browsers reach the server from 127.0.0.1 as customers behind a load balancer would:
      // each test's context names its client in X-Forwarded-For (tests/e2e/accounts.ts).
      TRUSTED_PROXIES: "127.0.0.1",
    },
  },
});
