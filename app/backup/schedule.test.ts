import { describe, expect, it } from "vitest";
import { nextBackupAt, parseBackupSchedule } from "./schedule.ts";

describe("BACKUP_EVERY", () => {
  it("reads its three forms and nothing else", () => {
    expect(parseBackupSchedule("daily@03:00")).toEqual({ kind: "daily", time: "03:00" });
    expect(parseBackupSchedule(" Daily@23:59 ")).toEqual({ kind: "daily", time: "23:59" });
    expect(parseBackupSchedule("every:6h")).toEqual({ kind: "every", hours: 6 });
    expect(parseBackupSchedule("off")).toEqual({ kind: "off" });
    for (const wrong of ["", "daily", "daily@3:00", "daily@24:00", "every:0h", "every:169h", "every:6", "hourly", "03:00"]) {
      expect(parseBackupSchedule(wrong), wrong).toBeUndefined();
    }
  });

  it("comes next at the Quebec time asked, also across the days the clocks change", () => {
    const daily = { kind: "daily", time: "03:00" } as const;
    // 02:00 in Quebec (EST, UTC-5): today's 03:00 is still to come.
    expect(nextBackupAt(daily, new Date("2026-11-28T07:00:00Z"))?.toISOString()).toBe("2026-11-28T08:00:00.000Z");
    // At 03:00 exactly it is done: the next is tomorrow's.
    expect(nextBackupAt(daily, new Date("2026-11-28T08:00:00Z"))?.toISOString()).toBe("2026-11-29T08:00:00.000Z");
    // The night the clocks go back (2026-11-01): 03:00 EST is 08:00 UTC, the day before it was 07:00 UTC (EDT).
    expect(nextBackupAt(daily, new Date("2026-10-31T12:00:00Z"))?.toISOString()).toBe("2026-11-01T08:00:00.000Z");
    expect(nextBackupAt(daily, new Date("2026-10-30T12:00:00Z"))?.toISOString()).toBe("2026-10-31T07:00:00.000Z");
    expect(nextBackupAt({ kind: "every", hours: 6 }, new Date("2026-11-28T07:00:00Z"))?.toISOString()).toBe("2026-11-28T13:00:00.000Z");
    expect(nextBackupAt({ kind: "off" }, new Date())).toBeNull();
  });
});
