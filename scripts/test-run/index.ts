// npm test's runner and its steps: the steps started as soon as what they need is done, the
// first failure stopping the rest, the fixed ports checked first, and nothing of the run left
// behind however it ends (steps.ts, leftovers.ts), each step's CPU counted in a cgroup of its own
// (step-cpu.ts); the steps of `npm test` (suite.ts), and those
// a change can affect, for `npm run test:changed` (changed.ts).
// This file is the room's door: the rest of the repository imports only what it exports
// (.dependency-cruiser.cjs). It stands on scripts/lib/ alone.

export { runChangedChecks } from './changed.ts'
export { stepCgroupsFolder, stepCpu } from './step-cpu.ts'
export { type FixedPort, runTestSteps, type Step } from './steps.ts'
export { suitePorts, suiteSteps } from './suite.ts'
