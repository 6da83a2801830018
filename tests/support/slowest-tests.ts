/**
 * The ten slowest tests of a run, printed at its end by each suite's reporter
 * (vitest-slowest-reporter.ts, tests/e2e/slowest-reporter.ts): the suites share a time
 * budget (docs/testing.md), and the test that eats it should be seen, not guessed.
 */
export type TimedTest = { name: string; ms: number };

export function slowestReport(suite: string, tests: readonly TimedTest[], count = 10): string {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  const total = tests.reduce((sum, test) => sum + test.ms, 0);
  const lines = slowest.map((test) => `  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.name}`);
  return [`\n${suite}: the ${slowest.length} slowest of ${tests.length} tests (${(total / 1000).toFixed(0)} s of test time in all)`, ...lines, ""].join("\n");
}
