import { describe, expect, it } from "vitest";
import { displayName } from "../components/account/account-dialog-context.tsx";
import { SESSION_EXPIRES_IN_S, SESSION_MAX_AGE_MS, SESSION_UPDATE_AGE_S } from "./auth.server.ts";
import { isPastAbsoluteLimit, signInRedirectPath } from "./session.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("sessions (decisions.md: 7 days, renewed at most daily, 30 days at most)", () => {
  it("uses the settled durations", () => {
    expect(SESSION_EXPIRES_IN_S * 1000).toBe(7 * DAY_MS);
    expect(SESSION_UPDATE_AGE_S * 1000).toBe(DAY_MS);
    expect(SESSION_MAX_AGE_MS).toBe(30 * DAY_MS);
  });

  it("ends a session 30 days after sign-in, however often it was used", () => {
    const signedIn = new Date("2026-11-01T12:00:00Z");
    expect(isPastAbsoluteLimit(signedIn, signedIn.getTime() + 30 * DAY_MS)).toBe(false);
    expect(isPastAbsoluteLimit(signedIn, signedIn.getTime() + 30 * DAY_MS + 1)).toBe(true);
  });

  it("sends a visitor to the home page of the page's language with the sign-in dialog", () => {
    expect(signInRedirectPath(new URL("http://x/profile"))).toBe("/?login=1");
    expect(signInRedirectPath(new URL("http://x/en/profile"))).toBe("/en?login=1");
  });
});

describe("the header's name", () => {
  it("is first and last name, or the spec's fallback", () => {
    expect(displayName({ firstName: "Marie", lastName: "Tremblay" }, "Utilisateur")).toBe("Marie Tremblay");
    expect(displayName({ firstName: "", lastName: "" }, "Utilisateur")).toBe("Utilisateur");
  });
});
