import { describe, expect, it } from "vitest";
import { roleFromAdminList, type RoleState } from "./admin-role.server.ts";

const account = (overrides: Partial<RoleState> = {}): RoleState => ({ email: "Boss@Example.com", emailVerified: true, role: "customer", roleSource: null, ...overrides });

describe("staff role from ADMIN_EMAILS (decisions.md)", () => {
  it("grants the role to a listed, verified account, compared case-insensitively", () => {
    expect(roleFromAdminList(account(), ["boss@example.com"])).toEqual({ role: "admin", roleSource: "env" });
  });

  it("does not grant it before the address is confirmed", () => {
    expect(roleFromAdminList(account({ emailVerified: false }), ["boss@example.com"])).toBeNull();
  });

  it("takes back a role that came from the list once removed from it", () => {
    expect(roleFromAdminList(account({ role: "admin", roleSource: "env" }), [])).toEqual({ role: "customer", roleSource: null });
    expect(roleFromAdminList(account({ role: "admin", roleSource: "env" }), ["boss@example.com"])).toBeNull();
  });

  it("leaves a role granted by the command line alone", () => {
    expect(roleFromAdminList(account({ role: "admin", roleSource: "cli" }), [])).toBeNull();
    expect(roleFromAdminList(account({ role: "admin", roleSource: "cli" }), ["boss@example.com"])).toBeNull();
  });

  it("changes nothing for an unlisted customer", () => {
    expect(roleFromAdminList(account(), ["someone@example.com"])).toBeNull();
  });
});
