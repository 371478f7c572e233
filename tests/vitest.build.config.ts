// Tests that build extra copies of the site; they run after `npm run build` (they compare with
// web/out), two files at a time: the builds among them take turns (tests/support/build-site.ts
// holds a lock on web/.next while one builds), and a file that only serves and reads a build
// (wrangler, Chromium, the HTML checker) runs beside them. CI splits them between jobs with
// `--shard` (.github/workflows/ci.yml), dealt by their CPU (BuildsFirst.shard).
import { basename, relative } from 'node:path'
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

/**
 * Each building file's CPU-seconds, measured alone on a quiet two-core machine (docs/testing.md),
 * by which `--shard` deals the files between CI's jobs. preview.test.ts has not been measured
 * alone: it counts as the least of the others.
 */
const measuredCpu: Record<string, number> = {
  'scale.test.ts': 213,
  'incremental.test.ts': 195,
  'content-follows.test.ts': 128,
  'local-studio-build.test.ts': 115,
  'preview.test.ts': 115,
}
/** Each other file (they read, serve and check builds): about 150 CPU-s of test:build's 916. */
const otherFileCpu = 15
/**
 * Files that share a build (the 1,000-town site, tests/support/scale-site.ts): dealt to one job
 * together, or each job would build it.
 */
const sharingABuild = [['scale.test.ts', 'host.test.ts']]

class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = buildingFiles.indexOf(basename(file.moduleId))
      return index === -1 ? buildingFiles.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }

  /**
   * This job's files of `--shard=<index>/<count>`: the files (those sharing a build together)
   * from the costliest down, each to the job with the least CPU so far. Vitest's own shard deals
   * by a hash of the path, which put scale, incremental and local-studio-build in one job.
   */
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { config } = this.ctx
    if (!config.shard) return files
    const { index, count } = config.shard
    const name = (file: TestSpecification) => relative(config.root, file.moduleId)
    const together = (file: TestSpecification) =>
      sharingABuild.findIndex((group) => group.includes(basename(file.moduleId)))
    const units = Map.groupBy(files, (file) => {
      const group = together(file)
      return group === -1 ? name(file) : `group ${group}`
    })
    const cost = (unit: TestSpecification[]) =>
      unit.reduce((sum, file) => sum + (measuredCpu[basename(file.moduleId)] ?? otherFileCpu), 0)
    const ordered = [...units.entries()].sort(
      ([aKey, a], [bKey, b]) => cost(b) - cost(a) || aKey.localeCompare(bKey),
    )
    const loads = Array.from({ length: count }, () => 0)
    const mine: TestSpecification[] = []
    for (const [, unit] of ordered) {
      const least = loads.indexOf(Math.min(...loads))
      loads[least] = (loads[least] ?? 0) + cost(unit)
      if (least === index - 1) mine.push(...unit)
    }
    return mine
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
    // Limits that stop a hung test, not ones that time the machine. A hook that builds a site
    // waits for the builds before it (they take turns) and builds under the whole of npm test:
    // at a load of 25 to 33 on two cores, the whole of test:build took 27 minutes and one such
    // hook more than 10. No test or hook here sets a shorter one.
    testTimeout: 2_400_000,
    hookTimeout: 2_400_000,
    // web/out served once for the files that read it (build-record, host, integrity).
    globalSetup: [fileURLToPath(new URL('./support/built-site-server.ts', import.meta.url))],
  },
})
