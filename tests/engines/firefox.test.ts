// The visitor jobs (tests/engines/run-jobs.ts) in Firefox ESR (Debian's firefox-esr, over WebDriver BiDi, puppeteer-core).
import { runVisitorJobs } from './run-jobs.ts'

runVisitorJobs('firefox')
