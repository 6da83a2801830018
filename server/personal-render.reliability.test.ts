/**
 * Signed-in public pages from the shared render (decision 0026), through real server processes:
 * a person's page, made from the render of their shape with their details filled in, is byte for
 * byte the page a full render makes for them (nonce, form keys and the clock aside), for details
 * that need escaping in HTML and in the loader data's script alike; a second person of the same
 * shape is served from the same render and sees their own details; no sentinel ever reaches a
 * page; such pages are never for a shared cache.
 *
 * One server with the render cache answers everyone, then, on the same database, one that
 * renders every page for every request (RENDER_CACHE=off) answers the same requests. Run by
 * `npm run test:reliability`, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "../app/db/auth-schema.ts";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { blankProfile, saveProfile, type ClientProfile } from "../app/db/profiles.server.ts";
import { postForm } from "../tests/reliability/http.ts";
import { ensureBuild, freePort, startServer, type ServerProcess } from "../tests/reliability/server-process.ts";
import { migratedDataDir, migratedPostgresTemplate } from "../tests/support/migrated-images.ts";
import { createThrowawayPostgres } from "../tests/support/throwaway-postgres.ts";

const MINUTE = 60_000;
const PASSWORD = "Correct-Horse-Battery-42";
const PAGES = ["/", "/product/1", "/quote", "/en/quote", "/contact", "/en/categories"];

type Person = { email: string; role: "customer" | "admin"; profile: ClientProfile };
const profile = (fields: Partial<ClientProfile> & Pick<ClientProfile, "firstName" | "lastName">): ClientProfile => ({ ...blankProfile(fields), ...fields });

const PEOPLE: Person[] = [
  // Every detail needs escaping somewhere: quotes, apostrophes, markup, a script's end, U+2028, an emoji.
  {
    email: "zoe+chantier@example.com",
    role: "customer",
    profile: profile({
      firstName: `Zoë "Zed" O'Brien 🦺`,
      lastName: "<b>Côté</b>\u2028& fils",
      company: "</script><script>alert(1)</script>",
      phone: "5145550123",
      address: "12, rue de l'Église",
      city: "Saint-Jean-sur-Richelieu",
      postalCode: "J3B 1A1",
    }),
  },
  // The same shape (every detail given, all different): served from the same render.
  {
    email: "marc.gagnon@example.com",
    role: "customer",
    profile: profile({ firstName: "Marc", lastName: "Gagnon", company: "Béton Gagnon inc.", phone: "4505550199", address: "800, boul. Taschereau", city: "Longueuil", postalCode: "J4K 2X1" }),
  },
  // Empty details and two equal ones: a shape of its own.
  { email: "lee@example.com", role: "customer", profile: profile({ firstName: "Lee", lastName: "Lee" }) },
  // Staff: the header adds the dashboard link.
  { email: "staff-personal@example.com", role: "admin", profile: profile({ firstName: "Rosalie", lastName: "Tremblay", phone: "4505550100" }) },
];

type Answer = { status: number; cache: string | null; cacheControl: string | null; nonce: string; body: string };

async function get(server: ServerProcess, page: string, cookie: string): Promise<Answer> {
  const response = await fetch(`${server.url}${page}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return {
    status: response.status,
    cache: response.headers.get("X-Render-Cache"),
    cacheControl: response.headers.get("Cache-Control"),
    nonce: /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "",
    body: await response.text(),
  };
}

/** What may differ between two answers to the same person: the nonce, the form keys, the quote page's clock. */
function normalised({ body, nonce }: Answer): string {
  return body
    .replaceAll(nonce, "NONCE")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "KEY")
    .replace(/\b1[0-9]{12}\b/g, "NOW");
}

/** Where two pages part, with some context; "" when they are the same. */
function firstDifference(a: string, b: string): string {
  if (a === b) return "";
  let i = 0;
  while (a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 80), i + 80)}… | …${b.slice(Math.max(0, i - 80), i + 80)}…`;
}

async function signIn(server: ServerProcess, email: string, n: number): Promise<string> {
  const answer = await postForm(
    `${server.url}/account`,
    { intent: "sign-in", email, password: PASSWORD },
    { headers: { Origin: `http://localhost:${server.port}`, Host: `localhost:${server.port}`, "X-Forwarded-For": `203.0.113.${60 + n}` } },
  );
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  return (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]!).join("; ");
}

const kinds = process.env.TEST_DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const);

for (const kind of kinds) {
  describe(`signed-in pages from the shared render [${kind}]`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-personal-render-"));
    let databaseUrl: string | undefined;
    let dropDatabase = async () => {};
    let buildDir = "";
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      buildDir = ensureBuild();
      if (kind === "postgres") {
        const throwaway = await createThrowawayPostgres(process.env.TEST_DATABASE_URL!, "lrs_personal_render", await migratedPostgresTemplate(process.env.TEST_DATABASE_URL!));
        databaseUrl = throwaway.url;
        dropDatabase = throwaway.drop;
      }
      const database: Database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: await migratedDataDir(dataDir) });
      try {
        const { db } = database;
        for (const person of PEOPLE) {
          const name = `${person.profile.firstName} ${person.profile.lastName}`;
          await db.insert(user).values({ id: person.email, name, email: person.email, emailVerified: true, role: person.role, roleSource: "cli" });
          await db.insert(account).values({ id: `acc-${person.email}`, accountId: person.email, providerId: "credential", userId: person.email, password: await hashPassword(PASSWORD) });
          await saveProfile(db, person.email, person.profile);
        }
      } finally {
        await database.close();
      }
    }, 10 * MINUTE);

    afterAll(async () => {
      for (const server of servers) await server.stop();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(
      "makes each person's page the one a full render makes for them, from one render per shape",
      async () => {
        // The embedded database has one owner at a time: the two servers take turns.
        const cached = await startServer({ port: await freePort(), buildDir, dataDir, databaseUrl });
        servers.push(cached);
        const spliced = new Map<string, Answer>();
        for (const [n, person] of PEOPLE.entries()) {
          const cookie = await signIn(cached, person.email, n);
          for (const page of PAGES) {
            const first = await get(cached, page, cookie);
            const second = await get(cached, page, cookie);
            // Marc has Zoë's shape: her render serves him from his first request.
            expect(first.cache, `${person.email} ${page}`).toBe(n === 1 ? "hit" : "miss");
            expect(second.cache, `${person.email} ${page}`).toBe("hit");
            for (const answer of [first, second]) {
              expect(answer.status).toBe(200);
              expect(answer.cacheControl, "a signed-in page is never for a shared cache").toBe("private, no-store");
              expect(answer.body, "no sentinel reaches a page").not.toMatch(/lrsp[0-9a-f]{12}/i);
            }
            expect(normalised(second)).toBe(normalised(first));
            spliced.set(`${person.email} ${page}`, second);
          }
        }
        await cached.stop();
        servers.pop();

        // The same port: the pages carry the site's address.
        const full = await startServer({ port: cached.port, buildDir, dataDir, databaseUrl, env: { RENDER_CACHE: "off" } });
        servers.push(full);
        for (const [n, person] of PEOPLE.entries()) {
          const cookie = await signIn(full, person.email, n);
          for (const page of PAGES) {
            const rendered = await get(full, page, cookie);
            expect(rendered.cache).toBe("bypass");
            const copy = spliced.get(`${person.email} ${page}`)!;
            expect(firstDifference(normalised(copy), normalised(rendered)), `${person.email} ${page}: the spliced page is the full render`).toBe("");
          }
        }
        // The details show where a person reads them (the header; the quote form's own fields are drawn in the browser).
        const zoe = spliced.get(`${PEOPLE[0]!.email} /product/1`)!.body;
        expect(zoe).toContain("Zoë &quot;Zed&quot; O&#x27;Brien 🦺 &lt;b&gt;Côté&lt;/b&gt;\u2028&amp; fils");
        expect(spliced.get(`${PEOPLE[1]!.email} /product/1`)!.body).toContain("Marc Gagnon");
        expect(spliced.get(`${PEOPLE[1]!.email} /product/1`)!.body).not.toContain("Zed");
      },
      10 * MINUTE,
    );
  });
}
