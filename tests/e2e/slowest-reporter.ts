/** Playwright reporter: the run's ten slowest tests, after the list (tests/support/slowest-tests.ts). */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";
import { slowestReport, type TimedTest } from "../support/slowest-tests.ts";

export default class SlowestTestsReporter implements Reporter {
  private readonly tests: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({ name: `${test.location.file.replace(`${process.cwd()}/`, "")} › ${test.titlePath().slice(3).join(" › ")}`, ms: result.duration });
  }

  onEnd() {
    process.stdout.write(slowestReport("playwright", this.tests));
  }

  printsToStdio() {
    return false;
  }
}
