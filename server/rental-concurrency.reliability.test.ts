/**
 * Double booking is impossible through the real servers (docs/decisions/0021): 20
 * customers accept, at the same moment, 20 quotes for the LAST unit of a product, each by the
 * plain form post of the private link's page (/quotes/{token}, no JavaScript), split between
 * TWO server processes (`node server/index.ts`, production build) on ONE PostgreSQL database.
 * Exactly one is told the reservation is confirmed; the 19 others get the "no longer
 * available" message (409, never a 5xx) and leave nothing behind: no reservation, no answer,
 * no status change, no e-mail.
 *
 * On PGlite (always run) the same test goes through ONE server: the embedded database has a
 * single owning process, so two instances cannot share it. On PostgreSQL (TEST_DATABASE_URL,
 * like the other reliability tests) it runs with two. The data layer's own test of the same
 * race, without HTTP, is app/db/quote-concurrency.server.test.ts.
 *
 * The quotes are prepared through the data layer, as the staff screen sends them
 * (tests/support/sent-quote.ts), while no server runs. Run by `npm run test:reliability`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submissionStatusChanges } from "../app/db/admin-schema.ts";
import { openDatabase, type Database, type Db } from "../app/db/client.server.ts";
import { acceptQuote } from "../app/db/quotes.server.ts";
import { quoteResponses, quoteVersions, reservations } from "../app/db/rental-schema.ts";
import { emailOutbox, submissions } from "../app/db/schema.ts";
import { defaultBusiness } from "../app/config/business.ts";
import { translate } from "../app/i18n/index.ts";
import { loadAllCatalogues } from "../app/i18n/load-all.ts";
import { postForm, type PostAnswer } from "../tests/reliability/http.ts";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { quoteMail, RENTED_PRODUCT, sentQuote, type SentQuote } from "../tests/support/sent-quote.ts";
import { migratedDataDir, migratedPostgresTemplate } from "../tests/support/migrated-images.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

loadAllCatalogues();

const MINUTE = 60_000;
const CUSTOMERS = 20;
/** The product's fleet; an earlier customer holds all but one unit on the same dates. */
const FLEET = 3;
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) rental-concurrency test";

type Place = { kind: "pglite" | "postgres"; instances: number; server: { dataDir: string; databaseUrl?: string }; open(): Promise<Database>; dispose(): Promise<void> };

async function pglitePlace(): Promise<Place> {
  const dataDir = await migratedDataDir(mkdtempSync(path.join(tmpdir(), "lrs-rental-race-")));
  return {
    kind: "pglite",
    // One process owns the embedded database.
    instances: 1,
    server: { dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresPlace(serverUrl: string): Promise<Place> {
  const throwaway = await createThrowawayPostgres(serverUrl, "lrs_rental_race", await migratedPostgresTemplate(serverUrl));
  // Each process also keeps its auth secret in its own data folder.
  const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-rental-race-"));
  return {
    kind: "postgres",
    instances: 2,
    server: { dataDir, databaseUrl: throwaway.url },
    open: () => openDatabase({ databaseUrl: throwaway.url }),
    async dispose() {
      await throwaway.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const places: { kind: Place["kind"]; make: () => Promise<Place> }[] = [{ kind: "pglite", make: pglitePlace }];
if (process.env.TEST_DATABASE_URL) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  places.push({ kind: "postgres", make: () => postgresPlace(serverUrl) });
}

async function withDatabase<T>(place: Place, work: (db: Db) => Promise<T>): Promise<T> {
  const database = await place.open();
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** The text a person reads in a page: tags dropped, React's escapes undone, spaces collapsed. */
function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#xa0;/gi, "\u00a0")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** As the browser sends the link's form: its page's origin, the host it posts to. */
function browserHeaders(server: ServerProcess, clientIp: string): Record<string, string> {
  return { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}`, "X-Forwarded-For": clientIp, "User-Agent": USER_AGENT };
}

let buildDir = "";
beforeAll(() => {
  buildDir = ensureBuild();
}, 10 * MINUTE);

for (const { kind, make } of places) {
  describe(`the last unit, accepted by ${CUSTOMERS} customers at once over HTTP [${kind}]`, () => {
    let place: Place;
    const servers: ServerProcess[] = [];
    let held: SentQuote;
    let quotes: SentQuote[] = [];
    /** The e-mails of the 20 requests before the race (each was sent its quote). */
    let outboxBefore: string[] = [];
    let productName = "";

    beforeAll(async () => {
      place = await make();
      await withDatabase(place, async (db) => {
        // An earlier customer holds all but one unit on the same dates: one unit is left.
        held = await sentQuote(db, { quantity: FLEET - 1, fleet: FLEET, email: "deja@example.com" });
        const earlier = await acceptQuote(db, { token: held.token, version: 1, fullName: "Déjà Réservé", ip: null, userAgent: null, mail: quoteMail });
        expect(earlier).toEqual({ ok: true });
        for (let i = 0; i < CUSTOMERS; i++) quotes.push(await sentQuote(db, { quantity: 1, fleet: FLEET, email: `client${i}@example.com` }));
        const ids = quotes.map((quote) => quote.submissionId);
        outboxBefore = (await db.select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.submissionId, ids))).map((row) => row.id).sort();
        const [version] = await db.select({ lines: quoteVersions.lines }).from(quoteVersions).where(eq(quoteVersions.submissionId, quotes[0]!.submissionId));
        productName = version!.lines[0]!.name.fr;
      });
      for (let n = 0; n < place.instances; n++) {
        servers.push(await startServer({ port: await freePort(), buildDir, ...place.server }));
      }
    }, 5 * MINUTE);

    afterAll(async () => {
      for (const server of servers) await server.kill();
      await place?.dispose();
    });

    it(
      `exactly one acceptance reserves the unit; the ${CUSTOMERS - 1} others are told it is gone and write nothing`,
      async () => {
        const serverOf = (i: number) => servers[i % servers.length]!;
        const clientIp = (i: number) => `203.0.113.${i + 1}`;

        // Each customer has the link's page open (as a browser would before posting); it offers the acceptance of version 1.
        await Promise.all(
          quotes.map(async (quote, i) => {
            const page = await fetch(`${serverOf(i).url}/quotes/${quote.token}`, { headers: { "X-Forwarded-For": clientIp(i) } });
            expect(page.status).toBe(200);
            expect(await page.text()).toMatch(/name="version" value="1"/);
          }),
        );

        const answers: PostAnswer[] = await Promise.all(
          quotes.map((quote, i) =>
            postForm(
              `${serverOf(i).url}/quotes/${quote.token}`,
              { intent: "accept", version: "1", fullName: `Client ${i}`, conditionsAccepted: "on" },
              { headers: browserHeaders(serverOf(i), clientIp(i)), timeoutMs: 2 * MINUTE },
            ),
          ),
        );
        for (const server of servers) expect(server.output(), "no server logged an error").not.toMatch(/"level":"error"/);

        const statuses = answers.map((answer) => answer.status);
        const winners = quotes.flatMap((quote, i) => (answers[i]!.status === 302 ? [{ quote, i }] : []));
        expect(winners, `answers: ${statuses.join(", ")}`).toHaveLength(1);
        const { quote: winner, i: w } = winners[0]!;

        // The winner: redirected to the link's page, which confirms the reservation.
        expect(answers[w]!.headers.location).toBe(`/quotes/${winner.token}?done=accepted`);
        const confirmation = await fetch(`${serverOf(w).url}${answers[w]!.headers.location}`, { headers: { "X-Forwarded-For": clientIp(w) } });
        expect(confirmation.status).toBe(200);
        expect(pageText(await confirmation.text())).toContain(translate("fr", "quoteLink.done.accepted"));

        // The 19 others: a 409 page with the clear message, never a 5xx.
        const gone = translate("fr", "quoteLink.errors.unavailable", { product: productName, phone: defaultBusiness.phone });
        for (const [i, answer] of answers.entries()) {
          if (i === w) continue;
          expect(answer.status, `customer ${i}`).toBe(409);
          expect(pageText(answer.body), `customer ${i}`).toContain(gone);
        }

        // What the database shows, once the servers are stopped (PGlite has one owner at a time).
        for (const server of servers) expect(await server.stop()).toBe(0);
        servers.length = 0;
        await withDatabase(place, async (db) => {
          const ids = quotes.map((quote) => quote.submissionId);
          const loserIds = ids.filter((id) => id !== winner.submissionId);

          // One reservation among the 20, the winner's; with the earlier one, the fleet is full.
          expect(await db.select({ submissionId: reservations.submissionId, units: reservations.units }).from(reservations).where(inArray(reservations.submissionId, ids))).toEqual([
            { submissionId: winner.submissionId, units: 1 },
          ]);
          const active = await db
            .select({ units: reservations.units })
            .from(reservations)
            .where(and(eq(reservations.productId, RENTED_PRODUCT), isNull(reservations.releasedAt)));
          expect(active.reduce((sum, row) => sum + row.units, 0)).toBe(FLEET);

          // One 'accepted' answer, with who typed it, from where and with what browser.
          expect(
            await db
              .select({ submissionId: quoteResponses.submissionId, actorName: quoteResponses.actorName, ip: quoteResponses.ip, userAgent: quoteResponses.userAgent })
              .from(quoteResponses)
              .where(and(inArray(quoteResponses.submissionId, ids), eq(quoteResponses.kind, "accepted"))),
          ).toEqual([{ submissionId: winner.submissionId, actorName: `Client ${w}`, ip: clientIp(w), userAgent: USER_AGENT }]);
          expect(await db.select().from(quoteResponses).where(inArray(quoteResponses.submissionId, loserIds))).toEqual([]);

          // One status change to accepted, by the customer; the others are still 'quoted'.
          expect(
            await db
              .select({ submissionId: submissionStatusChanges.submissionId, changedByKind: submissionStatusChanges.changedByKind })
              .from(submissionStatusChanges)
              .where(and(inArray(submissionStatusChanges.submissionId, ids), eq(submissionStatusChanges.toStatus, "accepted"))),
          ).toEqual([{ submissionId: winner.submissionId, changedByKind: "customer" }]);
          const rows = await db.select({ id: submissions.id, status: submissions.status }).from(submissions).where(inArray(submissions.id, ids));
          expect(rows.filter((row) => row.status !== "quoted").map((row) => row.id)).toEqual([winner.submissionId]);

          // E-mails: the two confirmations of the winner are the only new ones.
          const after = await db.select({ id: emailOutbox.id, submissionId: emailOutbox.submissionId, kind: emailOutbox.kind }).from(emailOutbox).where(inArray(emailOutbox.submissionId, ids));
          const added = after.filter((row) => !outboxBefore.includes(row.id));
          expect(added.map((row) => [row.submissionId, row.kind]).sort()).toEqual([
            [winner.submissionId, "quote-accepted-customer"],
            [winner.submissionId, "quote-accepted-staff"],
          ]);
          expect(
            after
              .map((row) => row.id)
              .filter((id) => outboxBefore.includes(id))
              .sort(),
          ).toEqual(outboxBefore);
        });
      },
      5 * MINUTE,
    );
  });
}
