// The bench's builds of the site: `npm run build` timed, with the peak memory of its processes;
// the fixture's build against the local Content Lake stand-in, its requests counted; and the
// site at many towns built beside the fixture's 10, its export kept in bench/scale-out.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageTypeOf, postcodeTablePath } from '../../web/lib/routes.ts'
import { startContentLake } from '../content-lake/index.ts'
import { defaultFixturePath, envWithoutContentSettings, repoRoot } from '../lib/env.ts'
import { outDir } from '../lib/export-files.ts'
import { parseNdjson } from '../lib/ndjson.ts'
import { runCommand } from '../lib/run-command.ts'
import { type HostingFigures, measureHosting } from './hosting.ts'
import { serveFixtureAssets } from './pictures.ts'
import { type ScaleFigures, samplePeakMemory, scaleFigures } from './scale.ts'
import { writeScaledFixture } from './scale-dataset.ts'
import { measureValidation, type ValidationBench } from './validation.ts'

/** Where the many-town site's export is kept, for Lighthouse to audit its home page. */
export const scaleOut = join(repoRoot, 'bench', 'scale-out')

/** A build's wall time and the peak memory of all its processes. */
export type TimedBuild = { ms: number; peakMb: number }

/**
 * Runs `npm run build` and returns its wall time in ms and the peak memory of its processes;
 * fails loudly with the build's output. Asynchronous on purpose: the Content Lake stand-in
 * answering the build lives in this process.
 */
async function timedBuild(env: NodeJS.ProcessEnv): Promise<TimedBuild> {
  const started = performance.now()
  let memory: { stop: () => number } | undefined
  try {
    await runCommand('npm run build', 'npm', ['run', 'build'], {
      cwd: repoRoot,
      env,
      onStart: (pid) => {
        memory = samplePeakMemory(pid)
      },
    })
  } finally {
    memory?.stop()
  }
  return { ms: performance.now() - started, peakMb: (memory?.stop() ?? Number.NaN) / 2 ** 20 }
}

/** The fixture plus generated towns, written to a temporary CONTENT_FIXTURE. */
function scaledFixture(totalTowns: number): { file: string; extraTowns: number } {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'dataset.ndjson')
  return { file, extraTowns: writeScaledFixture(file, totalTowns).extraTowns }
}

/** One build against the local Content Lake stand-in: its time, and the requests it makes. */
export async function fixtureBuild(): Promise<TimedBuild & { lakeRequests: number }> {
  const lake = await startContentLake({
    documents: parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture'),
  })
  serveFixtureAssets(lake)
  let build: TimedBuild
  let lakeRequests: number
  try {
    build = await timedBuild(
      envWithoutContentSettings({
        SANITY_PROJECT_ID: 'bench',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: lake.url,
      }),
    )
    // Content requests: picture files come from the asset CDN (none when already cached).
    lakeRequests = lake.requests.filter((request) => request.kind !== 'file').length
  } finally {
    await lake.close()
  }
  console.error(
    `bench: full build ${Math.round(build.ms)} ms, ${lakeRequests} Content Lake request(s)`,
  )
  return { ...build, lakeRequests }
}

/** The many-town site beside the fixture's 10: its build cost and its figures. */
export type ScaleRun = {
  towns: number
  extraTowns: number
  extraPages: number
  buildMs: number
  baseBuildMs: number
  msPerExtraTownPage: number
  msPerExtraTown: number
  baseBuildPeakMb: number
  buildPeakMb: number
  figures: ScaleFigures
}

/**
 * Builds the site at `totalTowns` (and at the fixture's 10 first, unless `base` is that build
 * already), keeps its export in bench/scale-out and builds the normal site into web/out again.
 * Returns its figures, its hosting figures (measured before its export moves) and the content
 * check's cost on its dataset.
 */
export async function scaleBuild(
  totalTowns: number,
  base: TimedBuild | undefined,
): Promise<{ scale: ScaleRun; hosting: HostingFigures; validation: ValidationBench }> {
  const fixture = base ?? (await timedBuild(envWithoutContentSettings()))
  const { file, extraTowns } = scaledFixture(totalTowns)
  console.error(`bench: building with ${extraTowns} extra towns`)
  const scaled = await timedBuild(envWithoutContentSettings({ CONTENT_FIXTURE: file }))
  const hosting = await measureHosting(outDir, totalTowns)
  rmSync(scaleOut, { recursive: true, force: true })
  mkdirSync(join(repoRoot, 'bench'), { recursive: true })
  renameSync(outDir, scaleOut)
  // The pages each extra town adds to the export: its main page, rendered by Next, and its
  // aliases, written by postbuild as copies of it (scripts/finishing/alias-pages.ts). The budget is
  // per page written, as when it was set (both kinds were rendered then); the cost of a whole
  // extra town is reported beside it.
  const extraPages = extraTowns * (1 + (pageTypeOf('town')?.aliases.length ?? 0))
  const scale: ScaleRun = {
    towns: totalTowns,
    extraTowns,
    extraPages,
    buildMs: scaled.ms,
    baseBuildMs: fixture.ms,
    msPerExtraTownPage: (scaled.ms - fixture.ms) / extraPages,
    msPerExtraTown: (scaled.ms - fixture.ms) / extraTowns,
    baseBuildPeakMb: fixture.peakMb,
    buildPeakMb: scaled.peakMb,
    figures: scaleFigures(scaleOut, postcodeTablePath),
  }
  await timedBuild(envWithoutContentSettings())
  const validation = await measureValidation({ file, extraPages })
  return { scale, hosting, validation }
}
