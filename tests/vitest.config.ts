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
    testTimeout: 120_000,
  },
})
