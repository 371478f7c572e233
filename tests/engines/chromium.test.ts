// The visitor jobs (tests/engines/run-jobs.ts) in Chromium (Debian's headless shell, over the DevTools protocol, puppeteer-core).
import { runVisitorJobs } from './run-jobs.ts'

runVisitorJobs('chromium')
