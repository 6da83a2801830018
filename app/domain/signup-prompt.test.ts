import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGNUP_PROMPT_DELAY_MS, SIGNUP_PROMPT_SUPPRESS_MS } from "./constants.ts";
import {
  isSuppressed,
  parseDismissedAt,
  recordSignupPromptDismissal,
  scheduleSignupPrompt,
  shouldScheduleSignupPrompt,
  SIGNUP_PROMPT_DISMISSED_KEY,
  type PromptClock,
  type PromptStorage,
} from "./signup-prompt.ts";

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 22, 15, 0, 0);

function memoryStorage(initial: Record<string, string> = {}): PromptStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

const fakeClock: PromptClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe("signup prompt rules", () => {
  it("uses the spec's 60 s delay and 7-day suppression", () => {
    expect(SIGNUP_PROMPT_DELAY_MS).toBe(60_000);
    expect(SIGNUP_PROMPT_SUPPRESS_MS).toBe(7 * DAY);
  });

  it("is suppressed for 7 days after a dismissal, not a millisecond more", () => {
    expect(isSuppressed(null, START)).toBe(false);
    expect(isSuppressed(START, START)).toBe(true);
    expect(isSuppressed(START, START + 7 * DAY - 1)).toBe(true);
    expect(isSuppressed(START, START + 7 * DAY)).toBe(false);
    // A dismissal stamped in the future (clock moved back) still suppresses, for 7 days from now at most.
    expect(isSuppressed(START + 30 * DAY, START)).toBe(true);
  });

  it("is never armed for a signed-in person", () => {
    expect(shouldScheduleSignupPrompt({ signedIn: true, dismissedAt: null, now: START })).toBe(false);
    expect(shouldScheduleSignupPrompt({ signedIn: false, dismissedAt: null, now: START })).toBe(true);
    expect(shouldScheduleSignupPrompt({ signedIn: false, dismissedAt: START - DAY, now: START })).toBe(false);
    expect(shouldScheduleSignupPrompt({ signedIn: false, dismissedAt: START - 8 * DAY, now: START })).toBe(true);
  });

  it("ignores garbage in storage", () => {
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt("")).toBeNull();
    expect(parseDismissedAt("yesterday")).toBeNull();
    expect(parseDismissedAt("-5")).toBeNull();
    expect(parseDismissedAt(String(START))).toBe(START);
  });
});

describe("signup prompt timer (fake clock)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens exactly 60 s after load for a visitor", () => {
    const open = vi.fn();
    scheduleSignupPrompt({ clock: fakeClock, storage: memoryStorage(), isSignedIn: () => false, open });
    vi.advanceTimersByTime(59_999);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("stays closed when dismissed less than 7 days ago, and opens again after", () => {
    const storage = memoryStorage();
    recordSignupPromptDismissal(storage, START - 6 * DAY);
    expect(storage.data[SIGNUP_PROMPT_DISMISSED_KEY]).toBe(String(START - 6 * DAY));
    const open = vi.fn();
    scheduleSignupPrompt({ clock: fakeClock, storage, isSignedIn: () => false, open });
    vi.advanceTimersByTime(2 * 60_000);
    expect(open).not.toHaveBeenCalled();

    vi.setSystemTime(START + DAY);
    scheduleSignupPrompt({ clock: fakeClock, storage, isSignedIn: () => false, open });
    vi.advanceTimersByTime(60_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("does not open if the visitor signed in, or dismissed it in another tab, during the minute", () => {
    let signedIn = false;
    const open = vi.fn();
    scheduleSignupPrompt({ clock: fakeClock, storage: memoryStorage(), isSignedIn: () => signedIn, open });
    vi.advanceTimersByTime(30_000);
    signedIn = true;
    vi.advanceTimersByTime(30_000);
    expect(open).not.toHaveBeenCalled();

    const storage = memoryStorage();
    scheduleSignupPrompt({ clock: fakeClock, storage, isSignedIn: () => false, open });
    vi.advanceTimersByTime(45_000);
    recordSignupPromptDismissal(storage, Date.now());
    vi.advanceTimersByTime(15_000);
    expect(open).not.toHaveBeenCalled();
  });

  it("can be cancelled (page left before the minute)", () => {
    const open = vi.fn();
    const cancel = scheduleSignupPrompt({ clock: fakeClock, storage: memoryStorage(), isSignedIn: () => false, open });
    vi.advanceTimersByTime(20_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(open).not.toHaveBeenCalled();
  });
});
