// The one 1,000-town build the build-level tests share (scripts/bench/scale-dataset.ts makes its
// dataset). Building it costs about a minute and a half of CPU, so it is made once and kept in
// web/.build-scale-<towns>/ with a key of everything the build reads (the sources of web/,
// scripts/ and studio/, the fixture, the lockfile, SITE_URL): a later test, test file or run
// reuses it while that key holds, and rebuilds when any input changed. It has its own Next dist
// out dir (tests/support/build-site.ts). A lock keeps two processes from building it at once;
// the second waits and reuses the result.
//
// Run alone: `node tests/support/scale-site.ts` builds it if needed and prints where it is.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SCALE_TOWNS, writeScaledFixture } from '../../scripts/bench/index.ts'
import { inputsKey } from '../../scripts/build/index.ts'
import { rankBetween } from '../../scripts/content/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { readNdjsonFile, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import { buildSite, readFileOrEmpty, withLock } from './build-site.ts'

export type ScaleSite = {
  /** The build's output, with each step's time (empty when reused). */
  log: string
  /** The exported site (as web/out is for the main build). */
  outDir: string
  /** The dataset it was built from: the fixture plus the generated towns. */
  documents: SanityDocument[]
  towns: number
  /** Whether this call built it (false: reused from an earlier run). */
  built: boolean
}

/** What the build reads, besides the dataset the generator makes from the fixture. */
const INPUT_PATHS = [
  'web',
  'scripts',
  'studio',
  'tests/fixtures',
  'tests/support',
  'package-lock.json',
]

/** A hash of every input file's path and bytes (committed or not; ignored files excluded). */
function scaleInputsKey(towns: number): string {
  const key = inputsKey(INPUT_PATHS, `towns=${towns}\0SITE_URL=${process.env.SITE_URL ?? ''}`)
  if (!key)
    throw new Error('The 1,000-town test build needs a git checkout (git lists its inputs).')
  return key
}

/**
 * The town staff drag to the top of the Towns list in this dataset (the last copy), so that the
 * tests can check the site shows the order staff set: the plugin gives it a rank before the first.
 */
export const DRAGGED_TO_TOP = 'town.newport-999'

function dragToTop(documents: SanityDocument[]): SanityDocument[] {
  const first = documents
    .filter((document) => document._type === 'town')
    .map((document) => String(document.orderRank))
    .sort()[0]
  return documents.map((document) =>
    document._id === DRAGGED_TO_TOP
      ? { ...document, orderRank: rankBetween(undefined, first) }
      : document,
  )
}

/** The shared many-town build: reused when its inputs are unchanged, built otherwise. */
export async function scaleSite(towns: number = SCALE_TOWNS): Promise<ScaleSite> {
  const name = `scale-${towns}`
  const dir = join(repoRoot, 'web', `.build-${name}`)
  const keyFile = join(dir, 'inputs.sha256')
  const fixture = join(dir, 'dataset.ndjson')
  const outDir = join(dir, 'out')
  mkdirSync(join(repoRoot, 'web'), { recursive: true })
  return withLock(`${dir}.lock`, async () => {
    const key = scaleInputsKey(towns)
    if (readFileOrEmpty(keyFile) === key && existsSync(join(outDir, 'index.html'))) {
      return { outDir, documents: readNdjsonFile(fixture), towns, built: false, log: '' }
    }
    // The key goes only after a build that finished: a failed or stopped one is never reused.
    rmSync(keyFile, { force: true })
    rmSync(outDir, { recursive: true, force: true })
    const { documents } = writeScaledFixture(fixture, towns, dragToTop)
    const { log } = await buildSite(name, { CONTENT_FIXTURE: fixture })
    writeFileSync(keyFile, key)
    return { outDir, documents, towns, built: true, log }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now()
  const site = await scaleSite()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    site.log
      .split('\n')
      .filter((line) => /^[\w: ]+: [\d.]+ s$/.test(line))
      .join('\n'),
  )
  console.log(
    `${site.towns}-town site ${site.built ? `built in ${seconds} s` : 'reused (inputs unchanged)'}: ${site.outDir}`,
  )
}
