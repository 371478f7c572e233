// Tests that build extra copies of the site; they run after `npm run build` (they compare with
// web/out), two files at a time: the builds among them take turns (tests/support/build-site.ts
// holds a lock on web/.next while one builds), and a file that only serves and reads a build
// (wrangler, Chromium, the HTML checker) runs beside them.
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The files that build a site of their own, longest first: started first, their builds overlap
 * the quick files instead of running alone at the end (on a clean clone vitest has no durations
 * of an earlier run to order by).
 */
const buildingFiles = [
  'scale.test.ts',
  'preview.test.ts',
  'incremental.test.ts',
  'content-follows.test.ts',
]

class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = buildingFiles.indexOf(basename(file.moduleId))
      return index === -1 ? buildingFiles.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { concurrent: false, sequencer: BuildsFirst },
    // Limits that stop a hung test, not ones that time the machine (a build under the whole of
    // npm test can take minutes; so can a hook that starts wrangler on a busy machine).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // web/out served once for the files that read it (build-record, host, integrity).
    globalSetup: [fileURLToPath(new URL('./support/built-site-server.ts', import.meta.url))],
  },
})
