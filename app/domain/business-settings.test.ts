import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultBusiness, type DayOfWeek } from "../config/business.ts";
import { businessOf, changedSettings, openingHoursOf, settingsFormValues, settingsOf, WEEK_DAYS, weeklyHoursOf, type WeeklyHours } from "./business-settings.ts";
import { businessSettingsFormSchema, normaliseGstNumber, normaliseQstNumber, normaliseSettings, normaliseTime, readStoredSettings } from "./validation/business-settings-form.ts";
import { checkForm } from "./validation/check-form.ts";

const defaults = { business: defaultBusiness, staffNotifyEmail: "soumissions@location-rive-sud.example" };
const initial = normaliseSettings(settingsOf(defaults));
/** The form as the page first shows it: every field filled from the defaults. */
const form = (changes: Record<string, string | undefined> = {}) => {
  const values: Record<string, string | undefined> = { ...settingsFormValues(initial), ...changes };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
};
const check = (changes: Record<string, string | undefined> = {}) => checkForm(businessSettingsFormSchema, form(changes));
const errorsOf = (changes: Record<string, string | undefined>) => {
  const result = check(changes);
  if (result.ok) throw new Error("expected the form to be refused");
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.key]));
};

describe("the business settings form", () => {
  it("gives back, unchanged, the defaults it was filled with", () => {
    const result = check();
    expect(result).toEqual({ ok: true, value: initial });
    if (result.ok) expect(changedSettings(result.value, initial)).toEqual({});
  });

  it("normalises what staff type: the phone in the business's style, the postal code, times, tax numbers, a decimal comma", () => {
    const result = check({
      phone: "(514) 555 0199",
      postalCode: "h2x1y4",
      latitude: "45,5",
      longitude: " -73.55 ",
      sundayClosed: undefined,
      sundayOpens: "9:00",
      sundayCloses: "13:30",
      gstNumber: "123456789rt0001",
      qstNumber: "1234567890 tq 0001",
      serviceArea: "Laval\n\n  Longueuil \nlaval\n",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      phone: "514-555-0199",
      postalCode: "H2X 1Y4",
      latitude: 45.5,
      longitude: -73.55,
      gstNumber: "123456789 RT 0001",
      qstNumber: "1234567890 TQ 0001",
      serviceArea: ["Laval", "Longueuil"],
    });
    expect(result.value.hours.Sunday).toEqual({ opens: "09:00", closes: "13:30" });
    expect(changedSettings(result.value, initial)).toMatchObject({ phone: "514-555-0199", hours: expect.any(Object) });
  });

  it("closes a day when its box is ticked, whatever its times say", () => {
    const result = check({ saturdayClosed: "on", saturdayOpens: "nonsense" });
    expect(result.ok && result.value.hours.Saturday).toBeNull();
  });

  it("refuses each wrong value beside its field, all at once, with a translation key", () => {
    expect(
      errorsOf({
        name: "  ",
        phone: "555-0142",
        email: "not-an-address",
        staffNotifyEmail: "",
        postalCode: "12345",
        latitude: "91",
        longitude: "east",
        mondayOpens: "25:00",
        tuesdayCloses: "06:00",
        wednesdayOpens: "",
        emergencyLineEn: "",
        serviceArea: "\n \n",
        gstNumber: "12345 RT 0001",
        qstNumber: "123456789 RT 0001",
      }),
    ).toEqual({
      name: "validation.required",
      phone: "validation.invalidPhone",
      email: "validation.invalidEmail",
      staffNotifyEmail: "validation.required",
      postalCode: "validation.invalidPostalCode",
      latitude: "adminSettings.errors.latitude",
      longitude: "adminSettings.errors.longitude",
      mondayOpens: "adminSettings.errors.time",
      tuesdayCloses: "adminSettings.errors.closesBeforeOpens",
      wednesdayOpens: "validation.required",
      emergencyLineEn: "adminSettings.errors.emergencyBothLanguages",
      serviceArea: "validation.required",
      gstNumber: "adminSettings.errors.gstNumber",
      qstNumber: "adminSettings.errors.qstNumber",
    });
  });

  it("takes no emergency line when both texts are empty, and refuses line breaks and invisible characters", () => {
    const none = check({ emergencyLineFr: "", emergencyLineEn: "" });
    expect(none.ok && none.value.emergencyLine).toBeNull();
    expect(errorsOf({ name: "Location\nRive-Sud", legalName: "Location\u0000inc." })).toEqual({ name: "quote.errors.lineBreak", legalName: "validation.controlCharacters" });
  });

  it("takes the rentals' turnaround in whole days, 0 to 14, 1 by default", () => {
    expect(initial.turnaroundDays).toBe(1);
    const zero = check({ turnaroundDays: " 0 " });
    expect(zero.ok && zero.value.turnaroundDays).toBe(0);
    expect(zero.ok && changedSettings(zero.value, initial)).toEqual({ turnaroundDays: 0 });
    expect(errorsOf({ turnaroundDays: "1.5" })).toEqual({ turnaroundDays: "adminSettings.errors.turnaroundDays" });
    expect(errorsOf({ turnaroundDays: "-1" })).toEqual({ turnaroundDays: "adminSettings.errors.turnaroundDays" });
    expect(errorsOf({ turnaroundDays: "" })).toEqual({ turnaroundDays: "validation.required" });
    const tooLong = check({ turnaroundDays: "15" });
    expect(!tooLong.ok && tooLong.errors.turnaroundDays).toEqual({ key: "adminSettings.errors.turnaroundTooLong", n: 14 });
    expect(readStoredSettings({ turnaroundDays: 3 }).values).toEqual({ turnaroundDays: 3 });
    expect(readStoredSettings({ turnaroundDays: 30 }).invalid).toEqual(["turnaroundDays"]);
  });

  it("limits the service area's places and their length, with the limit in the message", () => {
    const result = check({ serviceArea: Array.from({ length: 21 }, (_, i) => `Ville ${i}`).join("\n") });
    expect(!result.ok && result.errors.serviceArea).toEqual({ key: "adminSettings.errors.tooManyPlaces", n: 20 });
    const long = check({ serviceArea: "x".repeat(61) });
    expect(!long.ok && long.errors.serviceArea).toEqual({ key: "adminSettings.errors.placeTooLong", n: 60 });
  });
});

describe("formats", () => {
  it("accepts the tax numbers' printed formats only", () => {
    expect(normaliseGstNumber("123456789 RT 0001")).toBe("123456789 RT 0001");
    expect(normaliseGstNumber("123456789-rt-0001")).toBe("123456789 RT 0001");
    for (const bad of ["123456789 TQ 0001", "12345678 RT 0001", "123456789 RT 001", "RT"]) expect(normaliseGstNumber(bad), bad).toBeUndefined();
    expect(normaliseQstNumber("1234567890TQ0001")).toBe("1234567890 TQ 0001");
    for (const bad of ["1234567890 RT 0001", "123456789 TQ 0001"]) expect(normaliseQstNumber(bad), bad).toBeUndefined();
  });

  it("reads every time of day, and only those", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(normaliseTime(`${h}:${String(m).padStart(2, "0")}`)).toBe(`${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
      }),
    );
    for (const bad of ["24:00", "7h", "07:60", "0700", ""]) expect(normaliseTime(bad), bad).toBeUndefined();
  });
});

describe("opening hours", () => {
  const day = fc.option(
    fc
      .tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 1, max: 3 }))
      .map(([h, span]) => ({ opens: `${String(h).padStart(2, "0")}:00`, closes: `${String(Math.min(23, h + span)).padStart(2, "0")}:30` })),
    { nil: null },
  );
  const week = fc.tuple(...WEEK_DAYS.map(() => day)).map((days) => Object.fromEntries(WEEK_DAYS.map((d, i) => [d, days[i]])) as WeeklyHours);

  it("groups days with the same hours, and reads back the same week", () => {
    fc.assert(
      fc.property(week, (hours) => {
        const specs = openingHoursOf(hours);
        expect(weeklyHoursOf(specs)).toEqual(hours);
        // One group per distinct pair of hours, days in week order.
        expect(new Set(specs.map((s) => `${s.opens}-${s.closes}`)).size).toBe(specs.length);
        for (const spec of specs) expect(spec.days).toEqual(WEEK_DAYS.filter((d: DayOfWeek) => spec.days.includes(d)));
      }),
    );
  });

  it("gives the default week the groups the site has always shown", () => {
    expect(openingHoursOf(weeklyHoursOf(defaultBusiness.openingHours))).toEqual(defaultBusiness.openingHours);
  });
});

describe("stored settings", () => {
  it("keep what staff set and leave out, for its default, a value that breaks its rule", () => {
    const stored = readStoredSettings({ phone: "514-555-0199", latitude: 200, hours: { Monday: null }, unknown: 1, gstNumber: "123456789 RT 0001" });
    expect(stored.values).toEqual({ phone: "514-555-0199", gstNumber: "123456789 RT 0001" });
    expect(stored.invalid.sort()).toEqual(["hours", "latitude", "unknown"]);
    expect(readStoredSettings({})).toEqual({ values: {}, invalid: [] });
  });

  it("make the business the site shows; what they do not cover stays", () => {
    const business = businessOf(defaultBusiness, { ...initial, name: "Béton Plus", emergencyLine: null, hours: { ...initial.hours, Saturday: null } });
    expect(business).toMatchObject({ name: "Béton Plus", emergencyLine: null, priceRange: defaultBusiness.priceRange, inventoryClaim: defaultBusiness.inventoryClaim });
    expect(business.openingHours).toEqual([defaultBusiness.openingHours[0]]);
  });
});
