import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { hitRateLimit } from "../server/rate-limit.server.ts";
import { openDatabase, pingDatabase } from "./client.server.ts";

describeEachDatabase("database start-up", (current, kind) => {
  it("applies the committed migrations and answers queries", async () => {
    const { db, kind: opened } = current();
    expect(opened).toBe(kind);
    expect(await pingDatabase(db)).toBe(true);
  });
});

describe("embedded database on disk", () => {
  it("keeps its data across a restart", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "lrs-db-"));
    const rule = { limit: 2, windowMs: 3_600_000 };
    const now = Date.UTC(2026, 10, 22, 12);
    const first = await openDatabase({ dataDir });
    await hitRateLimit(first.db, "restart", rule, now);
    await hitRateLimit(first.db, "restart", rule, now);
    await first.close();

    // Reopening re-runs the migrator (a no-op) and finds the counters.
    const second = await openDatabase({ dataDir });
    expect((await hitRateLimit(second.db, "restart", rule, now)).allowed).toBe(false);
    await second.close();
  });
});
