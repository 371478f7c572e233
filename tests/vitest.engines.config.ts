// The visitor jobs (tests/engines/visitor-jobs.ts) in Chromium, Firefox and WebKit: a file per
// engine, the three at once (a job mostly waits for its page), each on a site server of its own
// (`npm start`'s, over plain http), the jobs of one engine one after another in one browser.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 3,
    // Limits that stop a hung job, not ones that time the machine: a job takes 3-15 s on a quiet
    // machine; under a load of 20 and more (other runs beside npm test) one took 110 s. Starting
    // wrangler and a browser gets the same; a hook that starts both wrangler and WebKit's driver
    // (each with its own 300 s start limit) gets longer, so those limits, naming what hung, speak
    // first.
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
})
