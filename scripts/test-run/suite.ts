// `npm test`'s steps: every check. Each step starts as soon as what it needs is done, so both cores
// are busy from the first second to the last. Each step's CPU, by a cgroup of its own (the run's
// closing table, step-cpu.ts), on a quiet clean clone of fc064c4: the browser tests 409 CPU-s, the
// build-level tests 326, unit tests 84, the engines 57, the site build 35, the Studio 20, typecheck
// 19, lint 6: 955 in all, 494 s. Typecheck and lint run at low CPU priority, taking the CPU the
// others leave idle while pages load and settle; every other step at normal priority (a step that
// starts servers at low priority can starve past their start limits under load). A step that does
// not print as it goes prints whole when it ends (so logs never interleave). The first failure
// stops the others, and a table of each step's time and CPU closes the run. However the run ends (a
// failure, Ctrl+C), nothing of it stays running, and a fixed port already in use fails it at once,
// naming what holds it (steps.ts).
//
//   site build + Studio ──> browser tests                     (normal priority, live)
//              ├─> visitor jobs in three engines              (normal priority)
//              ├─> build-level tests                          (normal priority)
//              ├─> unit tests (some read what the build writes; normal priority)
//              └─> typecheck (reads the types the build writes; low priority)
//   Studio                                                    (from the start, normal priority)
//   lint                                                      (from the start, low priority)
//
// The build-level tests build more copies of the site, among them the 1,000-town site
// (tests/support/scale-site.ts, about three minutes of CPU, kept between runs while its inputs are
// unchanged): they share web/.next with the site build, so they start after it.
//
// CI runs the same steps as parallel jobs (.github/workflows/ci.yml); tests/unit/ci-jobs.test.ts
// proves the jobs run exactly the tests these steps run. `npm run test:changed` runs these steps
// whole when it cannot tell what a change affects (changed.ts).
import { localPorts } from '../../web/lib/settings.ts'
import type { FixedPort, Step } from './steps.ts'

export const suiteSteps: Step[] = [
  // `typecheck` checks web/ too: Next's build need not check it again (web/next.config.ts).
  { script: 'build', live: true, env: { NEXT_SKIP_TYPECHECK: '1' } },
  // At normal priority: the browser tests wait for the Studio it builds (about 50 CPU-s; in the
  // background it finished at 607 s of a clean run).
  { script: 'test:studio' },
  // The Studio's browser tests open the Studio test:studio builds (tests/support/studio.ts).
  { script: 'test:e2e', after: ['build', 'test:studio'], live: true },
  // At normal priority: at low priority (tried) its builds waited for the CPU the browser tests
  // left, and under a load of 25 its wrangler, starved, did not answer within its 300 s limit.
  { script: 'test:build', after: 'build' },
  // The visitor jobs in Chromium, Firefox and WebKit (tests/engines): mostly waiting for pages.
  { script: 'test:engines', after: 'build' },
  { script: 'typecheck', after: 'build', background: true },
  { script: 'lint', background: true },
  // One process, file after file, at normal priority. After the build: some unit tests read what
  // it writes (ci-jobs.test.ts and changed.test.ts ask Playwright for its test list, and the
  // specs read the content snapshot and the picture manifest as they load; docs.test.ts checks
  // that the folders the docs name exist). Started from the first second beside the build, they
  // passed only because the build's first steps were quicker: in CI's unit job, with no build,
  // they failed.
  { script: 'test:unit', after: 'build' },
]

/** The browser tests' site: E2E_PORT moves it (tests/playwright.config.ts reads the same). */
export function browserTestsPort(env: NodeJS.ProcessEnv = process.env): FixedPort {
  return { port: Number(env.E2E_PORT ?? 4173), what: "the browser tests' site" }
}

/** The ports the Studio's browser tests listen on by number (tests/support/studio.ts). */
const studioTestPorts: FixedPort[] = [
  { port: localPorts.site, what: "the Studio's browser tests: the build record" },
  { port: localPorts.preview, what: "the Studio's browser tests: the preview server" },
  { port: localPorts.studio, what: "the Studio's browser tests: the Studio" },
  { port: localPorts.contentLake, what: "the Studio's browser tests: the Content Lake" },
  { port: localPorts.contentLakeForNode, what: "the Studio's browser tests: the Content Lake" },
]

/** The ports `npm test`'s steps listen on by number: checked before anything starts. */
export function suitePorts(env: NodeJS.ProcessEnv = process.env): FixedPort[] {
  return [browserTestsPort(env), ...studioTestPorts]
}
