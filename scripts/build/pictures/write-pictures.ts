// npm run build's picture step (`npm run pictures`, scripts/pictures.ts), between the pull and
// `next build`: reads the snapshot, makes every picture file the pages need (web/public/img/,
// copied by Next into web/out/img/) and the manifest the site reads (web/.content/pictures.json,
// beside the snapshot). Encoded files are cached in web/.cache/pictures, so a rebuild whose
// pictures did not change opens no image. On any problem it writes no manifest, so `next build`
// cannot run with missing pictures.
import { readFileSync, rmSync } from 'node:fs'
import { relative } from 'node:path'
import { repoRoot, snapshotPathIn } from '../../lib/env.ts'
import { parseNdjson } from '../../lib/ndjson.ts'
import { manifestPath, pictureCacheDir, publicPictureDir, writeFileAtomically } from './cache.ts'
import { renderPictures } from './render.ts'

const shown = (path: string) => relative(repoRoot, path) || path

/** The picture step of this environment's snapshot (PICTURE_CACHE_DIR, PICTURE_PUBLIC_DIR). */
export async function writePictures(env: NodeJS.ProcessEnv): Promise<void> {
  const snapshotPath = snapshotPathIn(env)
  const manifestFile = manifestPath(snapshotPath)
  rmSync(manifestFile, { force: true })
  let text: string
  try {
    text = readFileSync(snapshotPath, 'utf8')
  } catch {
    throw new Error(
      `No content snapshot at ${shown(snapshotPath)}: run "npm run content:pull" first.`,
    )
  }
  const documents = parseNdjson(text, shown(snapshotPath))
  const { manifest, stats, problems } = await renderPictures(documents, {
    cacheDir: pictureCacheDir(env),
    publicDir: publicPictureDir(env),
  })
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  - ${problem}`).join('\n')
    throw new Error(
      `${problems.length} picture(s) cannot be published; fix them in the Studio and build again:\n${lines}`,
    )
  }
  writeFileAtomically(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`)
  // Peak memory is reported so a build log shows that even huge uploads stay bounded (the
  // process's: run in a test's process, it is the test runner's).
  const peakMb = Math.round(peakMemoryKb() / 1024)
  console.error(
    `pictures: ${stats.uses} uses, ${stats.renditions} renditions (${stats.cacheHits} from cache, ${stats.encoded} encoded), ${stats.files} files, ${Math.round(stats.bytes / 1024)} kB, ${stats.seconds.toFixed(1)} s, peak memory ${peakMb} MB`,
  )
}

/**
 * This process's peak resident memory in kB. On Linux, /proc's VmHWM: the peak of this program
 * alone. getrusage's maxRSS (process.resourceUsage) also counts the memory of the process that
 * started it, as it was at the fork before exec, so a step started by a big parent (a test
 * runner that has loaded many modules) would report the parent's size.
 */
function peakMemoryKb(): number {
  try {
    const line = readFileSync('/proc/self/status', 'utf8').match(/^VmHWM:\s*(\d+) kB$/m)
    if (line?.[1]) return Number(line[1])
  } catch {
    // Not Linux: no /proc.
  }
  return process.resourceUsage().maxRSS
}
