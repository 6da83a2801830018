import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ROLE_SOURCES } from "../auth/account-types.ts";
import { decideStaffRoleChange, readStaffRoleForm, type StaffRoleHolder } from "./staff-role.ts";

const customer: StaffRoleHolder = { id: "marc", role: "customer", roleSource: null };
const granted: StaffRoleHolder = { id: "marc", role: "admin", roleSource: "cli" };
const listed: StaffRoleHolder = { id: "marc", role: "admin", roleSource: "env" };

describe("what the customer's page may do with a staff role", () => {
  it("grants a customer; leaves staff as they are, whatever the source", () => {
    expect(decideStaffRoleChange(customer, "grant", "sophie")).toEqual({ ok: true, change: "grant" });
    expect(decideStaffRoleChange(granted, "grant", "sophie")).toEqual({ ok: true, change: "unchanged" });
    expect(decideStaffRoleChange(listed, "grant", "sophie")).toEqual({ ok: true, change: "unchanged" });
  });

  it("revokes a role granted by the screen or the command, never an ADMIN_EMAILS role", () => {
    expect(decideStaffRoleChange(granted, "revoke", "sophie")).toEqual({ ok: true, change: "revoke" });
    expect(decideStaffRoleChange(listed, "revoke", "sophie")).toEqual({ ok: false, refusal: "env-role" });
    expect(decideStaffRoleChange(customer, "revoke", "sophie")).toEqual({ ok: true, change: "unchanged" });
  });

  it("never lets a staff member remove their own role, whatever its source", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.constantFrom(...ROLE_SOURCES), (id, roleSource) => {
        const decision = decideStaffRoleChange({ id, role: "admin", roleSource }, "revoke", id);
        expect(decision).toEqual({ ok: false, refusal: "own-role" });
      }),
    );
  });
});

describe("the role form", () => {
  it("asks for the change and its confirmation", () => {
    expect(readStaffRoleForm({ intent: "grant-staff", confirm: "yes" })).toEqual({ ok: true, change: "grant" });
    expect(readStaffRoleForm({ intent: "revoke-staff", confirm: "yes" })).toEqual({ ok: true, change: "revoke" });
    expect(readStaffRoleForm({ intent: "revoke-staff", confirm: null })).toEqual({ ok: false, error: "unconfirmed" });
    expect(readStaffRoleForm({ intent: "grant-staff", confirm: "on" })).toEqual({ ok: false, error: "unconfirmed" });
    expect(readStaffRoleForm({ intent: "delete", confirm: "yes" })).toEqual({ ok: false, error: "unknown-intent" });
    expect(readStaffRoleForm({ intent: null, confirm: null })).toEqual({ ok: false, error: "unknown-intent" });
  });
});
