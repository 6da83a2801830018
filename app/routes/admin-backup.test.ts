/**
 * GET /admin/backups/:name through its real route module: staff only, a backup BACKUP_DIR holds
 * and nothing else (no other file of the folder, no path), never stored.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../../tests/support/databases.ts";
import { ADMIN_EMAIL, callRoute, installServices, signedInCookie, testEnv } from "../../tests/support/route-harness.ts";
import * as adminBackup from "./admin-backup.ts";

const ENV_KEY = Symbol.for("location-rive-sud.env");
const NAME = "backup-2026-11-28T08-00-00-000Z.tar.gz";

describeEachDatabase("downloading a backup", (current) => {
  let undo: () => void = () => undefined;
  let root = "";
  beforeEach(() => {
    undo = installServices(current());
    root = mkdtempSync(path.join(tmpdir(), "lrs-backup-route-"));
    const dir = path.join(root, "data", "backups");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, NAME), "backup bytes");
    writeFileSync(path.join(dir, "last-backup.json"), "{}");
    writeFileSync(path.join(root, "data", "auth-secret"), "secret");
    (globalThis as Record<symbol, unknown>)[ENV_KEY] = { ...testEnv, dataDir: path.join(root, "data"), backup: { ...testEnv.backup, dir } };
  });
  afterEach(() => {
    undo();
    rmSync(root, { recursive: true, force: true });
  });

  const download = (name: string, cookie: string, lang = "") => callRoute(adminBackup.loader, { method: "GET", path: `${lang}/admin/backups/${encodeURIComponent(name)}`, params: { name }, cookie });

  it("gives staff the file, never to be stored", async () => {
    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    for (const lang of ["", "/en"]) {
      const answer = await download(NAME, staff, lang);
      expect(answer.status).toBe(200);
      expect(answer.body).toBe("backup bytes");
    }
    // The headers as the server sends them: the back office's layout keeps every answer out of any cache.
    const answer = await download(NAME, staff);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="${NAME}"`);
  });

  it("refuses anyone but staff, and any name that is not a backup the folder holds", async () => {
    expect((await download(NAME, "")).status).toBe(302);
    const customer = await signedInCookie(current(), "client@example.com");
    expect((await download(NAME, customer)).status).toBe(302);

    const staff = await signedInCookie(current(), ADMIN_EMAIL);
    for (const name of ["backup-2026-11-29T08-00-00-000Z.tar.gz", "last-backup.json", "../auth-secret", `../backups/${NAME}`, `${NAME}/..`, "..%2Fauth-secret"]) {
      const answer = await download(name, staff);
      expect(answer.status, name).toBe(404);
      expect(answer.body, name).not.toContain("secret");
    }
  });
});
