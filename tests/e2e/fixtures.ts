/**
 * The browser tests' `test`: Playwright's, plus a check after every test that no page of its
 * context rendered a message it did not have. Pages carry only their own messages
 * (app/i18n/namespaces.ts); a key missing in the browser renders as the key and is reported
 * in the console as "[i18n] missing message: …" (app/i18n/index.ts). Each test's browser is
 * a client of its own (accounts.ts, asAnotherClient), and its `page.goto` waits for the page to
 * hydrate (support.ts, hydrateOnGoto).
 */
import { expect, test as base } from "@playwright/test";
import { asAnotherClient } from "./accounts.ts";
import { hydrateOnGoto } from "./support.ts";

export * from "@playwright/test";

export const test = base.extend<{ messagesComplete: void }>({
  // `page.goto` returns once the page has hydrated, where it has JavaScript (support.ts).
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) hydrateOnGoto(page);
    await provide(page);
  },
  // Each test's browser is a client of its own for the server's per-client limits (accounts.ts).
  // (Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.)
  // oxlint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, provide) => provide(asAnotherClient()),
  messagesComplete: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on("console", (message) => {
        if (message.type() === "error" && message.text().startsWith("[i18n] missing message")) missing.push(`${message.page()?.url() ?? "?"}: ${message.text()}`);
      });
      await use();
      expect(missing, "messages a page did not bring (app/i18n/namespaces.ts)").toEqual([]);
    },
    { auto: true },
  ],
});
