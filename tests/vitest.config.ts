// Unit tests live beside the code they test (web/, scripts/, studio/); this one config runs them all.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // The site's '@/…' imports (web/tsconfig.json paths).
  resolve: { alias: { '@': fileURLToPath(new URL('../web', import.meta.url)) } },
  test: {
    include: [
      'web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'studio/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'web/.next/**', 'web/.next-preview/**', 'web/out/**'],
    environment: 'node',
    setupFiles: [fileURLToPath(new URL('./unit/setup.ts', import.meta.url))],
    // Limits that stop a hung test, not ones that time the machine: under the whole of npm test
    // on a busy two-core machine a test that starts wrangler (seconds on a quiet one) has taken
    // minutes. A hook (a server started once for a file) gets the same.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // One worker process runs file after file, keeping the modules it has loaded (the Studio's
    // rules, sharp, groq-js are loaded once, not once per file): about a third less CPU than a
    // fresh process per file. A test that changes process-wide state (the environment, console,
    // a module's cache) puts it back (runInProcess does).
    isolate: false,
  },
})
