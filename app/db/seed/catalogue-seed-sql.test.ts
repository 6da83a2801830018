import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../client.server.ts";
import { catalogueSeedSql } from "./catalogue-seed-sql.ts";

describe("the catalogue's seed migration", () => {
  it("is what scripts/catalogue-seed-migration.ts writes from the seed modules", () => {
    const committed = readFileSync(path.join(MIGRATIONS_DIR, "0007_catalogue_seed.sql"), "utf8");
    expect(committed).toBe(catalogueSeedSql());
  });
});
