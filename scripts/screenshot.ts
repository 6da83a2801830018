/**
 * Screenshots of pages at desktop and phone widths, for looking at the design:
 *   node scripts/screenshot.ts http://localhost:3000 / /en/quote ...
 * PNGs go to reports/screenshots/.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = "reports/screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
for (const [name, viewport] of [
  ["desktop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  const page = await browser.newPage({ viewport });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${name}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
