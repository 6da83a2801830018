/**
 * Every page is valid HTML by the reference checker (the W3C Nu HTML checker, `vnu-jar`, run with
 * the machine's Java): the public pages in both languages, the account pages, the private link's
 * page for an unknown token, and the staff pages as staff see them. Browsers forgive invalid
 * markup differently; assistive technology and autofill read what the markup says (a duplicated
 * id named the wrong heading, an address token a one-line field cannot hold filled nothing).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { newContext, signInAsCustomer, signInAsStaff } from "./accounts.ts";
import { en, GUARDED_PAGES, PUBLIC_PAGES } from "./routes.ts";

const VNU_JAR: string = createRequire(import.meta.url)("vnu-jar");

/**
 * What the checker does not know yet: `<link rel="expect" blocking="render">` (HTML's render
 * blocking, decision 0030), which Chromium follows and the checker's schema predates.
 */
const NOT_YET_KNOWN = [/“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/];

type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string; lastLine?: number };

async function collect(request: APIRequestContext, paths: readonly string[], into: Map<string, string>) {
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toContain("text/html");
    into.set(path, await response.text());
  }
}

test("every page passes the Nu HTML checker with no error", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const publicPaths = PUBLIC_PAGES.flatMap(({ path }) => [path, en(path)]);
  await collect(request, [...publicPaths, "/account", "/en/account?tab=sign-up", "/reset-password", "/quotes/no-such-token", "/en/quotes/no-such-token", "/product/99999"], pages);

  const customer = await newContext(browser);
  await signInAsCustomer(customer, "html-check");
  await collect(customer.request, ["/profile", "/en/profile"], pages);
  const staff = await newContext(browser);
  await signInAsStaff(staff);
  await collect(staff.request, [...GUARDED_PAGES.filter((path) => path.startsWith("/admin")), "/en/admin", "/en/admin/settings"], pages);
  await customer.close();
  await staff.close();

  const folder = mkdtempSync(join(tmpdir(), "html-check-"));
  try {
    const files = new Map<string, string>();
    [...pages].forEach(([path, html], index) => {
      const file = join(folder, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, path);
    });
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", ...[...files.keys()].map((url) => url.slice("file:".length))], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(run.error, "java (Debian: default-jre-headless) runs the checker").toBeUndefined();
    const messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .filter((m) => !NOT_YET_KNOWN.some((known) => known.test(m.message)))
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract?.trim() ?? ""}`);
    expect(errors).toEqual([]);
    // It did check every page: a document it could not read says so as an error above.
    expect(files.size).toBe(pages.size);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
