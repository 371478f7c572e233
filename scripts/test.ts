// `npm test`: every check, on this machine (scripts/test-run/suite.ts lists the steps and says
// why each runs when it does; scripts/test-run/ runs them).
import { runTestSteps, suitePorts, suiteSteps } from './test-run/index.ts'

process.exit(await runTestSteps(suiteSteps, { ports: suitePorts() }))
