// The visitor jobs (tests/engines/run-jobs.ts) in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver, selenium-webdriver).
import { runVisitorJobs } from './run-jobs.ts'

runVisitorJobs('webkit')
