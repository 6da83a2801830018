import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

/**
 * Browser chunks. Left to automatic splitting, the home page preloaded 34 small
 * files (one per icon or helper shared by two routes): over HTTP/1.1 that is
 * six connections taking turns, and in Lighthouse's simulated mobile network
 * it cost ~0.5 s of first paint. Grouped, a page loads 8 to 13:
 * - react: React, React DOM, React Router (changes only with an upgrade);
 * - (icons are no JavaScript: app/components/ui/icons.tsx references one SVG sprite);
 * - shell: the app code the root route imports (header, footer, toasts, i18n...),
 *   which every page needs, and SHELL_EXTRAS below;
 * - rental, format-dates, form-kit and form-post: small modules the pages with dates, product
 *   cards or a form load together.
 * Route code and what loads lazily (the cookie banner, forms' rules, dialogs, the error page) keep
 * their own chunks.
 *
 * SHELL_EXTRAS: modules nearly every page imports without the root, the pages' titles and links
 * (26 of the 27 routes) and the page header (every public page but the home page). In the shell
 * they cost those pages no byte more and save each a file or two (measured: the home page's
 * 128.6 KB gzip did not move).
 */
const SHELL_EXTRAS = /app[\\/](seo[\\/]meta|components[\\/]page-header|domain[\\/]catalogue[\\/]photos)\.tsx?$/;

const groups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/, priority: 30 },
  { name: (id: string, ctx: ChunkingContext) => (inRootClosure(id, ctx) || SHELL_EXTRAS.test(id) ? "shell" : null), priority: 10 },
  // Rental rules the product and quote pages (and the back office's quotes) load together:
  // price by dates, rental dates and their errors, availability notes. One file instead of four.
  // (The availability message, which words them, comes with what shows it: the product page's
  // price block and the quote cart's lines, both loaded later, with the date formatting.)
  {
    name: "rental",
    test: /app[\\/](domain[\\/](rental[\\/](duration-pricing|availability-note|rental-dates)|quote[\\/]line-price|validation[\\/]rental-date-errors))\./,
    priority: 5,
  },
  // Dates and times in words (i18n/format-dates.ts): the product cards' return dates, the rental
  // pages' dates. Its own file, so a page with product cards does not load the rental rules.
  { name: "format-dates", test: /app[\\/]i18n[\\/]format-dates\./, priority: 6 },
  // The form kit's fields, which every page with a form loads.
  { name: "form-kit", test: /app[\\/]components[\\/]ui[\\/]form-field\./, priority: 5 },
  // What posts a form and shows its answer (the contact and quote forms, the account's and the back office's).
  { name: "form-post", test: /app[\\/](components[\\/]ui[\\/](submission-form|use-form-submission)|domain[\\/]validation[\\/]form-shapes)\./, priority: 5 },
];

/** Per chunking pass (a watch rebuild starts a new one), the app modules app/root.tsx imports statically, directly or not. */
const rootClosures = new WeakMap<ChunkingContext, Set<string>>();
function inRootClosure(id: string, ctx: ChunkingContext): boolean {
  let closure = rootClosures.get(ctx);
  if (!closure) {
    closure = new Set();
    const stack = [path.join(import.meta.dirname, "app/root.tsx")];
    while (stack.length) {
      for (const dep of ctx.getModuleInfo(stack.pop()!)?.importedIds ?? []) {
        if (closure.has(dep) || dep.includes("node_modules")) continue;
        closure.add(dep);
        stack.push(dep);
      }
    }
    rootClosures.set(ctx, closure);
  }
  return closure.has(id);
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Assets are fingerprinted and served with immutable caching by server/static.ts.
    assetsInlineLimit: 0,
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } },
  },
});
