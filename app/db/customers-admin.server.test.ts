import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { parseCustomerListQuery, type CustomerListQuery } from "../domain/customer-list-query.ts";
import { clientProfiles, user } from "./auth-schema.ts";
import { staffRoleChanges } from "./back-office-schema.ts";
import type { Db } from "./client.server.ts";
import { getCustomerDetail, listCustomers } from "./customers-admin.server.ts";
import { submissions } from "./schema.ts";

type Account = Partial<typeof user.$inferInsert> & { id: string; createdAt: Date };

async function addAccount(db: Db, values: Account, profile?: Partial<typeof clientProfiles.$inferInsert>) {
  await db.insert(user).values({ name: "Client", email: `${values.id}@example.com`, emailVerified: true, ...values });
  if (profile) await db.insert(clientProfiles).values({ userId: values.id, firstName: "", lastName: "", ...profile });
}

let sequence = 0;
async function addRequest(db: Db, values: Partial<typeof submissions.$inferInsert> & { email: string; createdAt: Date }) {
  sequence += 1;
  const type = values.type ?? "quote";
  await db.insert(submissions).values({ type, reference: `${type === "quote" ? "S" : "C"}-2026-${String(sequence).padStart(6, "0")}`, lang: "fr", name: "Client", ...values });
}

const query = (values: Partial<CustomerListQuery> = {}): CustomerListQuery => ({ sort: "created", page: 1, ...values });
const day = (n: number) => new Date(Date.UTC(2026, 4, n, 14));

/** Three accounts: a company customer with requests, a private one without, an unconfirmed one. */
async function seed(db: Db) {
  await addAccount(
    db,
    { id: "helene", name: "Hélène Côté", email: "helene@beton-cote.example", createdAt: day(1) },
    { firstName: "Hélène", lastName: "Côté", company: "Béton Côté inc.", accountType: "entreprise", phone: "+15145550199", city: "Longueuil" },
  );
  await addAccount(db, { id: "marc", name: "Marc Tremblay", email: "marc@example.com", createdAt: day(3) });
  await addAccount(db, { id: "zoe", name: "Zoé Bédard", email: "zoe@example.com", emailVerified: false, createdAt: day(2) }, { firstName: "Zoé", lastName: "Bédard" });
  // Hélène: one request signed in, one with her confirmed address before she had an account (capitals), one contact message.
  await addRequest(db, { userId: "helene", email: "helene@beton-cote.example", createdAt: day(5), totalAmount: 1234.5 });
  await addRequest(db, { email: "Helene@Beton-Cote.example", createdAt: day(4), totalAmount: 99 });
  await addRequest(db, { type: "contact", email: "helene@beton-cote.example", createdAt: day(6) });
  // Zoé's address is not confirmed: a request sent with it is not hers yet; one signed in is.
  await addRequest(db, { email: "zoe@example.com", createdAt: day(7) });
  await addRequest(db, { userId: "zoe", email: "zoe@example.com", createdAt: day(2) });
  // Somebody else's request.
  await addRequest(db, { email: "autre@example.com", createdAt: day(8) });
}

describeEachDatabase("back office: customers", (current) => {
  it("lists every account with its profile, its requests counted by the rule of 'Mes demandes', newest account first", async () => {
    const { db } = current();
    await seed(db);
    const page = await listCustomers(db, query());
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(page.rows.map((row) => row.id)).toEqual(["marc", "zoe", "helene"]);
    const helene = page.rows.find((row) => row.id === "helene");
    expect(helene).toEqual({
      id: "helene",
      name: "Hélène Côté",
      email: "helene@beton-cote.example",
      company: "Béton Côté inc.",
      accountType: "entreprise",
      createdAt: day(1),
      emailVerified: true,
      role: "customer",
      roleSource: null,
      requestCount: 3,
      lastRequestAt: day(6),
    });
    // No profile row: the registration name and the default account type.
    expect(page.rows.find((row) => row.id === "marc")).toMatchObject({ name: "Marc Tremblay", company: null, accountType: "particulier", requestCount: 0, lastRequestAt: null });
    expect(page.rows.find((row) => row.id === "zoe")).toMatchObject({ emailVerified: false, requestCount: 1, lastRequestAt: day(2) });
  });

  it("searches names, e-mail and company ignoring case and accents", async () => {
    const { db } = current();
    await seed(db);
    const ids = async (q: string) => (await listCustomers(db, query({ q }))).rows.map((row) => row.id);
    expect(await ids("HELENE")).toEqual(["helene"]);
    expect(await ids("cote")).toEqual(["helene"]);
    expect(await ids("béton côté")).toEqual(["helene"]);
    expect(await ids("zoe bedard")).toEqual(["zoe"]);
    expect(await ids("@example.com")).toEqual(["marc", "zoe"]);
    expect(await ids("tremb")).toEqual(["marc"]);
    // LIKE's wildcards are taken literally.
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([]);
    expect((await listCustomers(db, query({ q: "personne" }))).total).toBe(0);
  });

  it("sorts by name, creation, number of requests and last request", async () => {
    const { db } = current();
    await seed(db);
    const ids = async (sort: CustomerListQuery["sort"]) => (await listCustomers(db, query({ sort }))).rows.map((row) => row.id);
    expect(await ids("name")).toEqual(["helene", "marc", "zoe"]);
    expect(await ids("created")).toEqual(["marc", "zoe", "helene"]);
    expect(await ids("requests")).toEqual(["helene", "zoe", "marc"]);
    expect(await ids("last-request")).toEqual(["helene", "zoe", "marc"]);
  });

  it("pages the list, and a page past the end shows the last one", async () => {
    const { db } = current();
    for (let n = 1; n <= 7; n += 1) await addAccount(db, { id: `client-${n}`, name: `Client ${n}`, createdAt: day(n) });
    const first = await listCustomers(db, query(), 3);
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(first.rows.map((row) => row.id)).toEqual(["client-7", "client-6", "client-5"]);
    const last = await listCustomers(db, parseCustomerListQuery(new URLSearchParams("page=99")), 3);
    expect(last).toMatchObject({ page: 3 });
    expect(last.rows.map((row) => row.id)).toEqual(["client-1"]);
  });

  it("shows one customer's profile, every request newest first, and the staff-role history", async () => {
    const { db } = current();
    await seed(db);
    await db.insert(staffRoleChanges).values([
      { userId: "helene", userEmail: "helene@beton-cote.example", action: "grant", via: "screen", changedByName: "Sophie Gagnon", changedAt: day(9) },
      { userId: "helene", userEmail: "helene@beton-cote.example", action: "revoke", via: "cli", changedByName: "command-line", changedAt: day(10) },
    ]);
    const detail = await getCustomerDetail(db, "helene");
    expect(detail).toMatchObject({
      id: "helene",
      name: "Hélène Côté",
      company: "Béton Côté inc.",
      phone: "+15145550199",
      city: "Longueuil",
      accountType: "entreprise",
      lang: "fr",
      role: "customer",
      emailVerified: true,
    });
    expect(detail?.requests.map((request) => [request.type, request.createdAt, request.totalAmount])).toEqual([
      ["contact", day(6), null],
      ["quote", day(5), 1234.5],
      ["quote", day(4), 99],
    ]);
    expect(detail?.roleChanges).toEqual([
      { action: "revoke", via: "cli", changedByName: "command-line", changedAt: day(10) },
      { action: "grant", via: "screen", changedByName: "Sophie Gagnon", changedAt: day(9) },
    ]);
    // An unconfirmed address owns only what was sent signed in.
    expect((await getCustomerDetail(db, "zoe"))?.requests.map((request) => request.createdAt)).toEqual([day(2)]);
    expect(await getCustomerDetail(db, "nobody")).toBeNull();
  });
});
