import { describe, expect, it } from "vitest";
import { commonPasswords, isCommonPassword } from "./common-passwords.server.ts";
import { newPasswordProblem } from "./password-policy.server.ts";

describe("common passwords", () => {
  it("ships several thousand entries, lower-case", () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(5000);
    for (const entry of list) expect(entry).toBe(entry.toLowerCase());
  });

  it("knows the classics and the variants people try next, whatever the case", () => {
    for (const password of [
      "password",
      "Password1",
      "PASSWORD123",
      "12345678",
      "qwerty123",
      "azerty123",
      "motdepasse",
      "MotDePasse1",
      "soleil123",
      "Soleil2024!",
      "bonjour1",
      "canadiens",
      "Habs2025",
      "iloveyou",
      "1q2w3e4r",
      "00000000",
      "0123456789",
      "987654321",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets real passphrases through", () => {
    for (const password of ["le beton coule bien", "Tr3s-l0ng mot de p@sse", "scarifieuse orange du mardi", "x7#Kq9!vLm2"]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe("new password policy", () => {
  it("refuses common passwords and the person's own e-mail or name", () => {
    expect(newPasswordProblem("azerty123")).toBe("accountArea.password.common");
    expect(newPasswordProblem("marie.tremblay@example.com", { email: "Marie.Tremblay@example.com" })).toBe("accountArea.password.personal");
    expect(newPasswordProblem("marie.tremblay2024", { email: "marie.tremblay@example.com" })).toBe("accountArea.password.personal");
    expect(newPasswordProblem("Tremblayyy", { names: ["Tremblayyy"] })).toBe("accountArea.password.personal");
    expect(newPasswordProblem("le beton coule bien", { email: "marie@example.com", names: ["Marie", "Tremblay"] })).toBeNull();
  });
});
