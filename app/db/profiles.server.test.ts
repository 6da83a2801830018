import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import type { Db } from "./client.server.ts";
import { clientProfiles, user } from "./auth-schema.ts";
import { createProfile, getProfile, getProfileView, namesFromDisplayName, saveProfile } from "./profiles.server.ts";

async function addUser(db: Db, id: string, email: string, name = "Marie Tremblay") {
  await db.insert(user).values({ id, email, name, emailVerified: true });
}

it("splits a display name into first and last names", () => {
  expect(namesFromDisplayName("Marie Tremblay")).toEqual({ firstName: "Marie", lastName: "Tremblay" });
  expect(namesFromDisplayName("  Jean  de la Fontaine ")).toEqual({ firstName: "Jean", lastName: "de la Fontaine" });
  expect(namesFromDisplayName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
});

describeEachDatabase("client profiles", (current) => {
  it("creates the registration row once, as a 'particulier'", async () => {
    const { db } = current();
    await addUser(db, "u1", "marie@example.com");
    await createProfile(db, "u1", { firstName: "Marie", lastName: "Tremblay", phone: "+15141234567" });
    await createProfile(db, "u1", { firstName: "Autre", lastName: "Nom", phone: null });
    expect(await getProfile(db, "u1")).toEqual({
      firstName: "Marie",
      lastName: "Tremblay",
      phone: "+15141234567",
      company: null,
      address: null,
      city: null,
      postalCode: null,
      accountType: "particulier",
    });
  });

  it("shows an account without a row as an empty form with the account's names and e-mail", async () => {
    const { db } = current();
    await addUser(db, "u2", "jean@example.com", "Jean Roy");
    expect(await getProfileView(db, "u2")).toMatchObject({ firstName: "Jean", lastName: "Roy", email: "jean@example.com", accountType: "particulier", phone: null });
    expect(await getProfileView(db, "nobody")).toBeNull();
  });

  it("saves only the given account's row, creating it if needed, and keeps the display name in step", async () => {
    const { db } = current();
    await addUser(db, "a", "a@example.com", "Alice A");
    await addUser(db, "b", "b@example.com", "Bruno B");
    await createProfile(db, "a", { firstName: "Alice", lastName: "A", phone: null });
    const update = { firstName: "Bruno", lastName: "Bélanger", company: "B inc.", phone: null, address: "1 rue X", city: "Laval", postalCode: "H7N 1A1", accountType: "entreprise" as const };
    await saveProfile(db, "b", update);
    await saveProfile(db, "b", { ...update, city: "Longueuil" });
    expect(await getProfileView(db, "b")).toEqual({ ...update, city: "Longueuil", email: "b@example.com" });
    expect(await getProfile(db, "a")).toMatchObject({ firstName: "Alice", company: null });
    const [b] = await db.select({ name: user.name }).from(user).where(eq(user.id, "b"));
    expect(b!.name).toBe("Bruno Bélanger");
  });

  it("refuses an account type outside the two of the spec, and disappears with its account", async () => {
    const { db } = current();
    await addUser(db, "c", "c@example.com");
    await expect(saveProfile(db, "c", { firstName: "C", lastName: "C", company: null, phone: null, address: null, city: null, postalCode: null, accountType: "admin" as never })).rejects.toThrow();
    await createProfile(db, "c", { firstName: "C", lastName: "C", phone: null });
    await db.delete(user).where(eq(user.id, "c"));
    expect(await db.select().from(clientProfiles)).toEqual([]);
  });
});
