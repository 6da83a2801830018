/** Vitest reporter: the run's ten slowest tests, after the default report (slowest-tests.ts). */
import type { Reporter, TestModule } from "vitest/node";
import { slowestReport, type TimedTest } from "./slowest-tests.ts";

export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const tests: TimedTest[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        tests.push({ name: `${module.moduleId.replace(`${process.cwd()}/`, "")} > ${test.fullName}`, ms: test.diagnostic()?.duration ?? 0 });
      }
    }
    process.stdout.write(slowestReport("vitest", tests));
  }
}
