import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  emailSchema,
  formatPhone,
  hasControlCharacter,
  hasLineBreak,
  multiLine,
  normalisePhone,
  normalisePostalCode,
  optionalLine,
  optionalPostalCodeSchema,
  phoneSchema,
  requiredLine,
} from "./fields.ts";

describe("phone numbers (decisions.md: 10 digits, +1 allowed, stored normalised)", () => {
  it("accepts the usual ways of writing a North American number", () => {
    for (const typed of ["450-555-0142", "(450) 555-0142", "450.555.0142", "450 555 0142", "4505550142", "+1 450 555 0142", "1-450-555-0142", "+1(450)555-0142"]) {
      expect(normalisePhone(typed), typed).toBe("+14505550142");
    }
  });

  it("refuses what is not a dialable 10-digit number", () => {
    for (const typed of ["555-0142", "450-555-01425", "+33 1 23 45 67 89", "045-555-0142", "150-555-0142", "450-555-O142", "phone", "+2 450 555 0142", ""]) {
      expect(normalisePhone(typed), typed).toBeUndefined();
    }
  });

  it("prints the stored form the way the business writes its own number", () => {
    expect(formatPhone("+14505550142")).toBe("450-555-0142");
  });

  it("normalises any valid number to +1 and 10 digits, whatever the separators", () => {
    const digit = fc.constantFrom(..."0123456789");
    const nxx = fc.tuple(fc.constantFrom(..."23456789"), digit, digit).map((d) => d.join(""));
    const exchange3 = fc.tuple(digit, digit, digit).map((d) => d.join(""));
    const separator = fc.constantFrom("", " ", "-", ".");
    fc.assert(
      fc.property(nxx, exchange3, fc.array(digit, { minLength: 4, maxLength: 4 }), separator, fc.boolean(), (area, exchange, line, sep, plusOne) => {
        const typed = `${plusOne ? "+1 " : ""}${area}${sep}${exchange}${sep}${line.join("")}`;
        expect(normalisePhone(typed)).toBe(`+1${area}${exchange}${line.join("")}`);
      }),
    );
  });

  it("reports a missing phone as required and a wrong one as invalid", () => {
    expect(phoneSchema.safeParse("").error?.issues[0]?.message).toBe("validation.required");
    expect(phoneSchema.safeParse("12").error?.issues[0]?.message).toBe("validation.invalidPhone");
    expect(phoneSchema.parse(" (514) 123-4567 ")).toBe("+15141234567");
  });
});

describe("postal codes (Canadian, at most 7 characters, stored upper-case with the space)", () => {
  it("accepts any case with or without the space", () => {
    expect(normalisePostalCode("j5r1v8")).toBe("J5R 1V8");
    expect(normalisePostalCode("J5R 1V8")).toBe("J5R 1V8");
    expect(optionalPostalCodeSchema.parse("h2x 1y4")).toBe("H2X 1Y4");
    expect(optionalPostalCodeSchema.parse("")).toBeUndefined();
  });

  it("refuses US ZIP codes, letters Canada Post never uses and over-long values", () => {
    for (const typed of ["12345", "J5R 1V", "D5R 1V8", "J5R  1V8", "J5R-1V8", "W1A 1A1"]) {
      expect(normalisePostalCode(typed), typed).toBeUndefined();
    }
    expect(optionalPostalCodeSchema.safeParse("J5R 1V8X").error?.issues[0]?.message).toBe("validation.maxChars");
  });
});

describe("values that can reach a mail header", () => {
  it("refuse CR and LF (header injection) and are bounded", () => {
    const name = requiredLine(80);
    expect(name.safeParse("Jean\r\nBcc: victim@example.com").error?.issues[0]?.message).toBe("quote.errors.lineBreak");
    expect(name.safeParse("Jean\u2028Tremblay").success).toBe(false);
    expect(name.safeParse("x".repeat(81)).error?.issues[0]).toMatchObject({ message: "validation.maxChars", maximum: 80 });
    expect(name.parse("  Jean  ")).toBe("Jean");
    expect(hasLineBreak("a\nb")).toBe(true);
  });

  it("e-mail addresses are checked, trimmed, lower-cased and never multi-line", () => {
    expect(emailSchema.parse(" jean@example.com ")).toBe("jean@example.com");
    expect(emailSchema.parse(" Jean.Roy@Example.COM ")).toBe("jean.roy@example.com");
    expect(emailSchema.safeParse(`${"a".repeat(250)}@example.com`).error?.issues).toMatchObject([{ message: "validation.maxChars", maximum: 254 }]);
    expect(emailSchema.safeParse("jean@example.com\nBcc: x@y.z").success).toBe(false);
    expect(emailSchema.safeParse("jean@").error?.issues[0]?.message).toBe("validation.invalidEmail");
    expect(emailSchema.safeParse("").error?.issues[0]?.message).toBe("validation.required");
  });
});

describe("invisible control characters (PostgreSQL refuses NUL; nobody types the others)", () => {
  const controls = ["\u0000", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f", "\u0080", "\u009f"];

  it("are refused in every single-line field with their own message, tab included", () => {
    for (const schema of [requiredLine(80), optionalLine(80)]) {
      for (const control of [...controls, "\t"]) {
        expect(schema.safeParse(`Jean${control}Tremblay`).error?.issues[0]?.message, JSON.stringify(control)).toBe("validation.controlCharacters");
      }
      expect(schema.parse("Béton Tremblay inc. — 2ᵉ étage")).toBe("Béton Tremblay inc. — 2ᵉ étage");
    }
  });

  it("are refused in multi-line texts, which keep their tabs and line breaks", () => {
    const comments = multiLine(2000, false);
    for (const control of controls) {
      expect(comments.safeParse(`Dalle${control}de béton`).error?.issues[0]?.message, JSON.stringify(control)).toBe("validation.controlCharacters");
    }
    expect(comments.parse("Dalle\tde 2000 pi²\r\nLivraison le matin")).toBe("Dalle\tde 2000 pi²\nLivraison le matin");
  });

  it("are refused in e-mail addresses", () => {
    expect(emailSchema.safeParse("jean\u0000@example.com").success).toBe(false);
  });

  it("are found wherever they are, and only they are", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...controls), fc.string(), (before, control, after) => {
        expect(hasControlCharacter(`${before}${control}${after}`)).toBe(true);
        expect(hasControlCharacter(`${before}${control}${after}`, { multiLine: true })).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        const printable = text.replace(/\p{Cc}/gu, "");
        expect(hasControlCharacter(printable)).toBe(false);
        expect(hasControlCharacter(`${printable}\t\n${printable}`, { multiLine: true })).toBe(false);
      }),
    );
  });
});
