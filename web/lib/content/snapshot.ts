// The static build's content: the snapshot `npm run content:pull` wrote and the picture manifest
// `npm run pictures` wrote beside it, each read once per build process (source.ts chooses it).
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PictureManifest } from '../pictures/slots'
import {
  pageReadsDirName,
  pictureManifestName,
  renderOnlyName,
  snapshotInWeb,
} from './shared-facts'
import type { ContentSource, Dataset } from './source'

/**
 * Where the pull writes the snapshot; CONTENT_SNAPSHOT lets tests point elsewhere. Not a path
 * for Next to trace: from `process.cwd()` it would take the whole of web/ (sources, public/, a
 * built out/) into the preview server's output.
 */
function snapshotFile(): string {
  return (
    process.env.CONTENT_SNAPSHOT || join(/* turbopackIgnore: true */ process.cwd(), snapshotInWeb)
  )
}

let snapshot: Dataset | undefined

function loadSnapshot(): Dataset {
  if (snapshot) return snapshot
  const file = snapshotFile()
  let text: string
  try {
    // Not traced into the preview server's output: it never reads the snapshot.
    text = readFileSync(/* turbopackIgnore: true */ file, 'utf8')
  } catch {
    throw new Error(
      `No content snapshot at ${file}. Run "npm run content:pull" (or "npm run build").`,
    )
  }
  snapshot = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown)
  return snapshot
}

let manifest: PictureManifest | undefined

function loadManifest(): PictureManifest {
  if (manifest) return manifest
  const file = join(dirname(snapshotFile()), pictureManifestName)
  try {
    manifest = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as PictureManifest
  } catch {
    throw new Error(
      `No picture manifest at ${file}. Run "npm run pictures" after "npm run content:pull" (or "npm run build").`,
    )
  }
  return manifest
}

let readsFile: string | undefined

/** Appends one line to this process's file of page reads, beside the snapshot. */
function appendRead(line: string): void {
  if (!readsFile) {
    const dir = join(dirname(snapshotFile()), pageReadsDirName)
    mkdirSync(/* turbopackIgnore: true */ dir, { recursive: true })
    readsFile = join(dir, `${process.pid}.ndjson`)
  }
  appendFileSync(/* turbopackIgnore: true */ readsFile, line)
}

let renderOnly: ReadonlySet<string> | undefined | null = null

/** The pages an incremental build renders (render-only.json beside the snapshot), read once. */
function loadRenderOnly(): ReadonlySet<string> | undefined {
  if (renderOnly !== null) return renderOnly
  let text: string | undefined
  try {
    text = readFileSync(
      /* turbopackIgnore: true */ join(dirname(snapshotFile()), renderOnlyName),
      'utf8',
    )
  } catch {
    text = undefined
  }
  renderOnly = text === undefined ? undefined : new Set(JSON.parse(text) as string[])
  return renderOnly
}

export const snapshotSource: ContentSource = {
  documents: async () => loadSnapshot(),
  listsPages: true,
  marksEditTargets: false,
  // A picture the step did not make stops the build: the manifest and the snapshot come from the
  // same pull.
  rendition(value, slot, key) {
    const rendition = loadManifest().renditions[key]
    if (!rendition) {
      throw new Error(
        `The picture manifest has no ${slot} picture for asset ${value.asset?._ref}: run "npm run pictures" again after the pull.`,
      )
    }
    return rendition
  },
  missing: (what) =>
    `The content snapshot has no ${what}. Publish it in the Studio and build again.`,
  noteRead(render, read) {
    const key = JSON.stringify(read)
    if (render.noted.has(key)) return
    render.noted.add(key)
    appendRead(`${JSON.stringify([render.id, ...read])}\n`)
  },
  renderOnly: loadRenderOnly,
}
