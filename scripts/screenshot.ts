/**
 * Screenshots of pages at the five widths the design is checked at (390, 768, 1024, 1280 and
 * 1366 px), for looking at it:
 *   node scripts/screenshot.ts http://localhost:3000 / /en/quote ...
 * PNGs go to reports/screenshots/ (`{width}{path}.png`); FULL=1 takes the whole page.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../playwright.config.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const out = "reports/screenshots";
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunch);
for (const width of [390, 768, 1024, 1280, 1366]) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${width}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
