/**
 * The render cache through real server processes (decision 0035):
 * - it never serves a personalised page: signed in, after a form error, after a language
 *   switch, with a one-time notice in the URL;
 * - every anonymous visitor gets the same bytes (no nonce, no form key; the inline scripts allowed
 *   by their hashes), compressed once, with an ETag answered 304; two visitors' posts are two
 *   requests, a form posted twice without its key one;
 * - a change made on one instance (a price and a unit block through the staff screens' form
 *   posts, the business phone through the settings form) shows at the next request on another.
 *
 * On PostgreSQL (TEST_DATABASE_URL) two server processes share the database: A takes the staff's
 * posts, B answers the pages. On PGlite one process owns the database, so A and B are the same
 * server (the versions still have to move). Run by `npm run test:reliability`.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBusiness } from "../app/config/business.ts";
import { account, user } from "../app/db/auth-schema.ts";
import { getBusinessSettings } from "../app/db/business-settings.server.ts";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { getAdminProduct } from "../app/db/product-admin.server.ts";
import { settingsFormValues, weeklyHoursOf } from "../app/domain/business-settings.ts";
import { productFormValues } from "../app/domain/catalogue/product-form-values.ts";
import { earliestStartDate } from "../app/domain/rental/rental-dates.ts";
import { postForm } from "../tests/reliability/http.ts";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { migratedDataDir, migratedPostgresTemplate } from "../tests/support/migrated-images.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

const MINUTE = 60_000;
const PASSWORD = "Correct-Horse-Battery-42";
const STAFF_EMAIL = "cache-staff@example.com";
const STAFF_NAME = "Rosalie Tremblay";
const PRODUCT = 1;
const STAFF_NOTIFY_EMAIL = "staff@location-rive-sud.example";

type Place = { kind: "pglite" | "postgres"; instances: number; dataDir: string; databaseUrl?: string; drop(): Promise<void> };

async function newPlace(kind: Place["kind"]): Promise<Place> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-render-cache-"));
  if (kind === "pglite") return { kind, instances: 1, dataDir: await migratedDataDir(dataDir), drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const throwaway = await createThrowawayPostgres(process.env.TEST_DATABASE_URL!, "lrs_render_cache", await migratedPostgresTemplate(process.env.TEST_DATABASE_URL!));
  return {
    kind,
    instances: 2,
    dataDir,
    databaseUrl: throwaway.url,
    async drop() {
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Page = { status: number; cache: string | null; cacheControl: string | null; csp: string; encoding: string | null; body: string; setCookie: string[]; headers: Headers };

async function get(server: ServerProcess, pathAndQuery: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.url}${pathAndQuery}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("X-Render-Cache"),
    cacheControl: response.headers.get("Cache-Control"),
    csp: response.headers.get("Content-Security-Policy") ?? "",
    encoding: response.headers.get("Content-Encoding"),
    body: await response.text(),
    setCookie: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

/** As the browser posts a form of the site: its own origin; `clientIp` plays one visitor. */
function browserHeaders(server: ServerProcess, extra: Record<string, string> = {}): Record<string, string> {
  return { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}`, ...extra };
}

/** What a person reads: scripts (the loader data, the messages) and tags dropped. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'");

const kinds: Place["kind"][] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

for (const kind of kinds) {
  describe(`the render cache [${kind}]`, () => {
    let place: Place;
    const servers: ServerProcess[] = [];
    let productForm: Record<string, string> = {};
    let settingsForm: Record<string, string> = {};
    let fleet = 0;
    /** A = where staff post, B = where visitors read (the same server on PGlite). */
    const serverA = () => servers[0]!;
    const serverB = () => servers[servers.length - 1]!;

    beforeAll(async () => {
      const buildDir = ensureBuild();
      place = await newPlace(kind);
      // Set up while no server runs (the embedded database has one owner at a time).
      const database: Database = await openDatabase(place.databaseUrl ? { databaseUrl: place.databaseUrl } : { dataDir: place.dataDir });
      try {
        const { db } = database;
        await db.insert(user).values({ id: STAFF_EMAIL, name: STAFF_NAME, email: STAFF_EMAIL, emailVerified: true, role: "admin", roleSource: "cli" });
        await db.insert(account).values({ id: `acc-${STAFF_EMAIL}`, accountId: STAFF_EMAIL, providerId: "credential", userId: STAFF_EMAIL, password: await hashPassword(PASSWORD) });
        // The staff screens' forms as they load: the product's fields, the settings' fields.
        const product = (await getAdminProduct(db, PRODUCT))!;
        productForm = { ...productFormValues(product.input), loadedAt: product.updatedAt.toISOString() };
        fleet = product.input.fleetUnits ?? 0;
        const settings = await getBusinessSettings(db, { business: defaultBusiness, staffNotifyEmail: STAFF_NOTIFY_EMAIL });
        settingsForm = { ...settingsFormValues(settings.settings), version: String(settings.version) };
      } finally {
        await database.close();
      }
      for (let n = 0; n < place.instances; n++) {
        servers.push(await startServer({ port: await freePort(), buildDir, dataDir: place.dataDir, databaseUrl: place.databaseUrl, env: { STAFF_NOTIFY_EMAIL } }));
      }
    }, 10 * MINUTE);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await place?.drop();
    });

    async function staffCookie(server: ServerProcess): Promise<string> {
      const answer = await postForm(`${server.url}/account`, { intent: "sign-in", email: STAFF_EMAIL, password: PASSWORD }, { headers: browserHeaders(server) });
      expect(answer.status, answer.body.slice(0, 300)).toBe(200);
      return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).join("; ");
    }

    it("serves every anonymous visitor the same bytes: scripts allowed by their hashes, one ETag, compressed once; two visitors' posts are two requests", async () => {
      const server = serverB();
      for (const page of ["/contact", "/quote", "/product/1"]) {
        const browser = { "Accept-Encoding": "gzip, deflate, br, zstd" };
        const answers = [
          await get(server, page, browser),
          await get(server, page, browser),
          await get(server, page, { "Accept-Encoding": "gzip" }),
          await get(server, page, { "Accept-Encoding": "identity" }),
        ];
        expect(answers.map((answer) => answer.cache)).toEqual(["miss", "hit", "hit", "hit"]);
        expect(new Set(answers.map((answer) => answer.body)).size, `${page}: one body for everyone, whatever the encoding`).toBe(1);
        expect(new Set(answers.map((answer) => answer.csp)).size).toBe(1);
        expect(answers.map((answer) => answer.encoding)).toEqual(["br", "br", "gzip", null]);
        const [first] = answers;
        expect(first!.status).toBe(200);
        expect(first!.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
        expect(first!.body).not.toMatch(/nonce="[^"]+"/);
        expect(first!.csp).not.toContain("'nonce-");
        expect(first!.csp).not.toContain("'unsafe-inline'; script");
        // Every inline script of the page is allowed by its hash, and nothing else is.
        const hashes = [...first!.body.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
        expect(hashes.length).toBeGreaterThan(0);
        const scriptSrc = /script-src ([^;]+)/.exec(first!.csp)![1]!.split(" ");
        expect(new Set(scriptSrc)).toEqual(new Set([...hashes, "'strict-dynamic'"]));
        // A form's key is made in the browser: the page holds none.
        if (page !== "/product/1") expect(first!.body).toContain('name="submissionKey" value=""');
        // The ETag of what the client holds: 304, no body.
        const etag = first!.headers.get("ETag")!;
        expect(etag).toMatch(/^"[\w-]+-br"$/);
        const again = await fetch(`${server.url}${page}`, { headers: { "If-None-Match": etag, "Accept-Encoding": "br" } });
        expect(again.status).toBe(304);
        expect(await again.text()).toBe("");
        expect(again.headers.get("ETag")).toBe(etag);
        expect((await fetch(`${server.url}${page}`, { headers: { "If-None-Match": etag, "Accept-Encoding": "gzip" } })).status, "another representation").toBe(200);
      }

      // Two visitors, each with the key their browser made: two messages stored, two references.
      // The same form posted twice without a key (no scripts: a refresh after the answer) is one.
      const references: string[] = [];
      for (const [n, submissionKey] of ["browser-key-0000000000000001", "browser-key-0000000000000002", "", ""].entries()) {
        const fields = {
          name: `Visiteur ${n}`,
          email: `visiteur${Math.min(n, 2)}@example.com`,
          phone: "450 555-0123",
          subject: "rental",
          message: n < 2 ? `La meuleuse est-elle libre samedi? (${n})` : "Et la scie?",
          privacyAccepted: "on",
          submissionKey,
        };
        if (n === 3) fields.name = "Visiteur 2";
        const answer = await postForm(`${server.url}/contact`, fields, { headers: browserHeaders(server, { "X-Forwarded-For": `203.0.113.${10 + Math.min(n, 2)}` }) });
        expect(answer.status).toBe(200);
        const reference = /\b(?:C|CT|MSG|LRS)[-‑]?[0-9A-Z]{4,}[-‑0-9A-Z]*\b/.exec(answer.body.replace(/<[^>]+>/g, " "))?.[0];
        expect(reference, answer.body.replace(/<[^>]+>/g, " ").slice(0, 300)).toBeTruthy();
        references.push(reference!);
      }
      expect(new Set(references).size).toBe(3);
      expect(references[3]).toBe(references[2]);
    });

    it("never serves a personalised page: signed in, after a form error, after a language switch, with a notice", async () => {
      const server = serverB();
      await get(server, "/product/1");
      const anonymous = await get(server, "/product/1");
      expect(anonymous.cache).toBe("hit");
      expect(anonymous.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");

      // Signed in: rendered for this person with this response's nonce, never for a shared
      // cache; the anonymous copy stays anonymous.
      const cookie = await staffCookie(server);
      const signedIn = await get(server, "/product/1", { Cookie: cookie });
      expect(signedIn.cache).toBe("bypass");
      expect(signedIn.cacheControl).toBe("private, no-store");
      expect(signedIn.body).toContain("Rosalie");
      expect(signedIn.csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(signedIn.headers.get("ETag")).toBeNull();
      const after = await get(server, "/product/1");
      expect(after.cache).toBe("hit");
      expect(after.body).not.toContain("Rosalie");

      // A form error repeats what was typed: never stored, the next visitor gets a clean form.
      const refused = await postForm(
        `${server.url}/contact`,
        { name: "Zéphyrine Bouchard", email: "not-an-address", message: "" },
        { headers: browserHeaders(server, { "X-Forwarded-For": "203.0.113.40" }) },
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("Zéphyrine Bouchard");
      const clean = await get(server, "/contact");
      expect(["hit", "miss"]).toContain(clean.cache);
      expect(clean.body).not.toContain("Zéphyrine");

      // A language switch: the cookie's request is rendered for it; "/" and "/en" are two pages.
      const switched = await get(server, "/language?lang=en&to=/");
      const langCookie = switched.setCookie.map((line) => line.split(";")[0]!).join("; ");
      expect(langCookie).toContain("en");
      const withCookie = await get(server, "/", { Cookie: langCookie });
      expect(withCookie.cache).toBe("bypass");
      expect(withCookie.status).toBe(302);
      await get(server, "/");
      const french = await get(server, "/");
      expect(french.cache).toBe("hit");
      expect(french.body).toMatch(/<html lang="fr/);
      expect(french.cacheControl, '"/" reads the language cookie: never in a shared cache').toBe("private, no-store");
      await get(server, "/en");
      const english = await get(server, "/en");
      expect(english.cache).toBe("hit");
      expect(english.body).toMatch(/<html lang="en/);
      // Other pages do not read the language cookie: its visitor gets the anonymous copy, and it
      // stays theirs (private, no-store: a shared cache would hand it to anyone).
      const faqWithCookie = await get(server, "/en/faq", { Cookie: langCookie });
      expect(faqWithCookie.cache).toBe("bypass");
      await get(server, "/en/faq");
      const copyWithCookie = await get(server, "/en/faq", { Cookie: langCookie });
      expect(copyWithCookie.cache).toBe("hit");
      expect(copyWithCookie.cacheControl).toBe("private, no-store");
      expect((await get(server, "/en/faq.data", { Cookie: langCookie })).cache, "nothing stored for a request with a cookie").toBe("bypass");

      // A one-time notice in the URL (after an e-mail link) is never looked up or stored.
      expect((await get(server, "/?login=1&notice=confirmed")).cache).toBe("bypass");
      expect((await get(server, "/?login=1&notice=confirmed")).cache).toBe("bypass");
    });

    it("shows a profile change and a sign-out made on one instance at the next request on another", async () => {
      const [a, b] = [serverA(), serverB()];
      const cookie = await staffCookie(a);
      const name = (html: string) => />([^<]*)<\/span><\/a><form[^>]*action="\/account"/.exec(html)?.[1];
      // Read on B (and remembered there), twice.
      expect(name((await get(b, "/faq", { Cookie: cookie })).body)).toBe(STAFF_NAME);
      expect(name((await get(b, "/faq", { Cookie: cookie })).body)).toBe(STAFF_NAME);

      // The profile form on A: B shows the new name at once.
      const profile = { intent: "save-profile", firstName: "Rosalie", lastName: "Tremblay-Roy", accountType: "particulier", phone: "", company: "", address: "", city: "", postalCode: "" };
      const saved = await postForm(`${a.url}/profile`, profile, { headers: browserHeaders(a, { Cookie: cookie }) });
      expect(saved.status, saved.body.slice(0, 300)).toBe(200);
      expect(name((await get(b, "/faq", { Cookie: cookie })).body)).toBe("Rosalie Tremblay-Roy");

      // Signed out on A: the same cookie on B is a visitor's.
      const signedOut = await postForm(`${a.url}/account`, { intent: "sign-out" }, { headers: browserHeaders(a, { Cookie: cookie }) });
      expect(signedOut.status).toBeLessThan(400);
      const after = await get(b, "/faq", { Cookie: cookie });
      expect(after.status).toBe(200);
      expect(name(after.body)).toBeUndefined();
      expect(visibleText(after.body)).not.toContain("Tremblay");
      expect(visibleText(after.body)).toContain("Mon compte");
    });

    it("shows a staff change made on one instance at the next request on another: a price, a unit block, the business phone", async () => {
      const [a, b] = [serverA(), serverB()];
      const cookie = await staffCookie(a);
      const staff = browserHeaders(a, { Cookie: cookie });

      // A price, through the product form's post.
      await get(b, "/product/1");
      const before = await get(b, "/product/1");
      expect(before.cache).toBe("hit");
      expect(visibleText(before.body)).not.toContain("377,77");
      const saved = await postForm(`${a.url}/admin/products/${PRODUCT}`, { ...productForm, intent: "save", priceDay: "377.77" }, { headers: staff });
      expect(saved.status, saved.body.slice(0, 300)).toBe(200);
      const repriced = await get(b, "/product/1");
      expect(repriced.cache).toBe("miss");
      expect(visibleText(repriced.body)).toContain("377,77");

      // A unit block over every unit, through the calendar's post: the dates are free only from the next day.
      const start = earliestStartDate(new Date(), weeklyHoursOf(defaultBusiness.openingHours))!;
      const dated = `/product/1?start=${start}&end=${start}`;
      await get(b, dated);
      const free = await get(b, dated);
      expect(free.cache).toBe("hit");
      expect(visibleText(free.body)).not.toContain("Disponible à partir du");
      expect(fleet).toBeGreaterThan(0);
      const blocked = await postForm(`${a.url}/admin/products/${PRODUCT}/calendar`, { intent: "add-block", units: String(fleet), start, end: start, reason: "Entretien" }, { headers: staff });
      expect(blocked.status, blocked.body.slice(0, 300)).toBe(200);
      const none = await get(b, dated);
      expect(none.cache).toBe("miss");
      expect(visibleText(none.body)).toContain("Disponible à partir du");

      // The business phone, through the settings form: the footer of every cached page.
      await get(b, "/faq");
      const old = await get(b, "/faq");
      expect(old.cache).toBe("hit");
      expect(visibleText(old.body)).not.toContain("555-0177");
      const settings = await postForm(`${a.url}/admin/settings`, { ...settingsForm, intent: "save-settings", phone: "450-555-0177" }, { headers: staff });
      expect(settings.status, settings.body.slice(0, 300)).toBe(200);
      const renewed = await get(b, "/faq");
      expect(renewed.cache).toBe("miss");
      expect(visibleText(renewed.body)).toContain("555-0177");
    });
  });
}
