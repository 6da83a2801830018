import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env.server.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "lrs-env-"));

describe("settings", () => {
  it("has working defaults for a fresh local run", () => {
    const dir = tmp();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.port).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.settingsDefaults.business.phone).toBe("450-555-0142");
    expect(env.outboxLeaseMs).toBe(60_000);
    // The generated secret is kept, so a restart keeps sessions valid.
    expect(env.authSecret).toBe(readFileSync(path.join(dir, "auth-secret"), "utf8"));
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
  });

  it("names the variable when a value is wrong", () => {
    expect(() => loadEnv({ PORT: "eighty", DATA_DIR: tmp() })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x", DATA_DIR: tmp() })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadEnv({ ADMIN_EMAILS: "a@b.ca, not-an-email", DATA_DIR: tmp() })).toThrow(EnvError);
    expect(() => loadEnv({ BUSINESS_POSTAL_CODE: "12345", DATA_DIR: tmp() })).toThrow(/BUSINESS_POSTAL_CODE/);
    expect(() => loadEnv({ OUTBOX_LEASE_MS: "500", DATA_DIR: tmp() })).toThrow(/OUTBOX_LEASE_MS: must be at least 1000/);
    expect(() => loadEnv({ OUTBOX_LEASE_MS: "a minute", DATA_DIR: tmp() })).toThrow(/OUTBOX_LEASE_MS/);
    expect(loadEnv({ OUTBOX_LEASE_MS: "2000", DATA_DIR: tmp() }).outboxLeaseMs).toBe(2_000);
  });

  it("answers /metrics to loopback unless METRICS_ALLOW names other addresses or networks, and refuses a malformed one", () => {
    expect(loadEnv({ DATA_DIR: tmp() }).metricsAllow).toEqual(["127.0.0.1", "::1"]);
    expect(loadEnv({ METRICS_ALLOW: " 10.0.0.0/8, 2001:db8::/32 ,192.0.2.7", DATA_DIR: tmp() }).metricsAllow).toEqual(["10.0.0.0/8", "2001:db8::/32", "192.0.2.7"]);
    for (const wrong of ["10.0.0.0/33", "monitoring.example", "2001:db8::/129", "10.0.0.1/8/2", "10.0.0.0/"]) {
      expect(() => loadEnv({ METRICS_ALLOW: wrong, DATA_DIR: tmp() })).toThrow(/METRICS_ALLOW: must be a comma-separated list of IP addresses/);
    }
  });

  it("requires AUTH_SECRET for a deployed public URL", () => {
    expect(() => loadEnv({ PUBLIC_URL: "https://shop.example", DATA_DIR: tmp() })).toThrow(/AUTH_SECRET/);
    const env = loadEnv({ PUBLIC_URL: "https://shop.example/", AUTH_SECRET: "x".repeat(40), DATA_DIR: tmp() });
    expect(env.publicUrl).toBe("https://shop.example");
  });

  it("takes the business identity defaults (edited later in /admin/settings) from the environment, and parses the admin list", () => {
    const env = loadEnv({
      DATA_DIR: tmp(),
      BUSINESS_PHONE: "514 555 0199",
      BUSINESS_POSTAL_CODE: "h2x 1y4",
      ADMIN_EMAILS: " Staff@Example.com ,boss@example.com",
    });
    expect(env.settingsDefaults.business.phone).toBe("514 555 0199");
    expect(env.settingsDefaults.business.postalCode).toBe("H2X 1Y4");
    expect(env.adminEmails).toEqual(["staff@example.com", "boss@example.com"]);
  });
});

describe("backup settings", () => {
  it("backs up daily at 03:00 into DATA_DIR/backups, keeps 14, and refuses a schedule or count it cannot read", () => {
    const dir = tmp();
    expect(loadEnv({ DATA_DIR: dir }).backup).toEqual({ every: { kind: "daily", time: "03:00" }, keep: 14, dir: path.join(dir, "backups") });
    expect(loadEnv({ DATA_DIR: dir, BACKUP_EVERY: "every:6h", BACKUP_KEEP: "3", BACKUP_DIR: "/srv/backups" }).backup).toEqual({ every: { kind: "every", hours: 6 }, keep: 3, dir: "/srv/backups" });
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_EVERY: "nightly" })).toThrow(/BACKUP_EVERY: must be off, daily@HH:MM/);
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: must be at least 1/);
  });
});
