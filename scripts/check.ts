/**
 * `npm test`: the whole check, step by step, with the time of each step and the total at the
 * end (docs/testing.md keeps the budget). Stops at the first step that fails, with its code.
 *
 * `npm run test:quick [-- spec …]`: the check of work in progress: typecheck, lint, the unit
 * and integration tests of the files changed since the last commit (Vitest's `--changed`, or
 * since CHANGED_SINCE, e.g. `CHANGED_SINCE=origin/main`), and the browser specs named, if any
 * (`npm run test:quick -- quote layout` runs tests/e2e/quote.spec.ts and layout.spec.ts).
 */
import { spawnSync } from "node:child_process";

type Step = { name: string; command: string[]; env?: Record<string, string> };

const npmRun = (script: string, ...args: string[]): string[] => ["npm", "run", "--silent", script, ...(args.length ? ["--", ...args] : [])];

function steps(quick: boolean, specs: string[]): Step[] {
  const common = [
    { name: "typecheck", command: npmRun("typecheck") },
    { name: "lint", command: npmRun("lint") },
  ];
  if (!quick) {
    // One production build for the reliability tests' servers and the browser tests' server.
    return [
      ...common,
      { name: "unit and integration", command: npmRun("test:unit") },
      { name: "build", command: npmRun("build") },
      { name: "reliability", command: npmRun("test:reliability"), env: { RELIABILITY_BUILD_DIR: "build" } },
      { name: "browser", command: ["npx", "playwright", "test"] },
    ];
  }
  const since = process.env.CHANGED_SINCE;
  const quickSteps = [...common, { name: "unit and integration (changed files)", command: npmRun("test:unit", since ? `--changed=${since}` : "--changed", "--passWithNoTests") }];
  if (specs.length)
    quickSteps.push({
      name: `browser (${specs.join(", ")})`,
      command: npmRun("test:e2e", ...specs.map((spec) => (spec.includes("/") ? spec : `tests/e2e/${spec.replace(/(\.spec\.ts)?$/, ".spec.ts")}`))),
    });
  return quickSteps;
}

const [mode, ...specs] = process.argv.slice(2);
const quick = mode === "--quick";
const started = Date.now();
const times: string[] = [];
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, "0")} s`;

for (const step of steps(quick, specs)) {
  const stepStarted = Date.now();
  process.stdout.write(`\n=== ${step.name}: ${step.command.join(" ")}\n`);
  const result = spawnSync(step.command[0]!, step.command.slice(1), { stdio: "inherit", env: { ...process.env, ...step.env } });
  times.push(`${minutes(Date.now() - stepStarted).padStart(13)}  ${step.name}${result.status === 0 ? "" : " (failed)"}`);
  if (result.status !== 0) {
    process.stdout.write(`\n${times.join("\n")}\n`);
    process.exit(result.status ?? 1);
  }
}
process.stdout.write(`\nStep times\n${times.join("\n")}\n${minutes(Date.now() - started).padStart(13)}  in all\n`);
