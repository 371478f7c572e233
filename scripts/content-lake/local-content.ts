// The content `npm run studio` edits when no Sanity project is configured: the local Content
// Lake (scripts/content-lake/) on 127.0.0.1, seeded from the fixture the first time, its
// documents and uploaded pictures kept in .local-content/ so what staff change there survives a
// restart. The browser tests start the same lake, from the fixture, in a folder of their own.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import selfsigned from 'selfsigned'
import { localContentLake, localPorts } from '../../web/lib/settings.ts'
import { defaultFixturePath, repoRoot } from '../lib/env.ts'
import { documentRevision, readNdjsonFile, type SanityDocument } from '../lib/ndjson.ts'
import { Dataset, type Doc } from './dataset.ts'
import { type ContentLake, startContentLake } from './server.ts'
import type { StudioRole } from './studio-api.ts'

const localContentDir = join(repoRoot, '.local-content')

/** The lake's address for Node (Node does not resolve `*.localhost`: settings.ts). */
export const localLakeUrl = (port: number) => `http://127.0.0.1:${port}`

/**
 * The fixture as the local Content Lake holds it: each picture's address on the lake's own
 * image CDN (the fixture's say cdn.sanity.io), its file read from beside the fixture.
 */
function seedFromFixture(port: number, fixture: string) {
  const files = new Map<string, Buffer>()
  const importedAt = new Date().toISOString()
  const documents = (readNdjsonFile(fixture) as Doc[]).map((fixtureDoc) => {
    // As `sanity dataset import` stores a document: with a revision and its times. The revision
    // is the one a build from the fixture records for it (build-record.ts), so the fixture's
    // build record and the seeded lake agree on what is live.
    const doc: Doc = {
      ...fixtureDoc,
      _rev: documentRevision(fixtureDoc as SanityDocument),
      _createdAt: importedAt,
      _updatedAt: importedAt,
    }
    if (doc._type !== 'sanity.imageAsset') return doc
    const name = basename(String(doc.path))
    const path = `images/${localContentLake.projectId}/${localContentLake.dataset}/${name}`
    files.set(
      `/${path}`,
      readFileSync(join(dirname(fixture), 'assets', String(doc.originalFilename))),
    )
    return { ...doc, path, url: `${localLakeUrl(port)}/${path}` }
  })
  return { documents, files }
}

/**
 * The certificate the lake answers TLS with (server.ts says why the Studio needs HTTP/2, which
 * browsers speak over TLS only): made on this computer for its own names the first time, kept
 * in `dir` so a browser told to trust it once goes on trusting it. A browser has no reason to
 * trust it otherwise: `npm run studio` says how (scripts/studio.ts), the tests tell Chromium to
 * (tests/support/studio.ts).
 */
export async function localCertificate(dir: string): Promise<{ cert: string; key: string }> {
  const certFile = join(dir, 'certificate.pem')
  const keyFile = join(dir, 'certificate-key.pem')
  if (existsSync(certFile) && existsSync(keyFile)) {
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') }
  }
  const made = await selfsigned.generate(
    [{ name: 'commonName', value: 'Local Content Lake (this computer only)' }],
    {
      keyType: 'ec',
      algorithm: 'sha256',
      // Browsers refuse a server certificate valid for more than 825 days.
      notAfterDate: new Date(Date.now() + 825 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 2, value: `${localContentLake.projectId}.localhost` },
            { type: 7, ip: '127.0.0.1' },
          ],
        },
      ],
    },
  )
  mkdirSync(dir, { recursive: true })
  writeFileSync(certFile, made.cert)
  writeFileSync(keyFile, made.private, { mode: 0o600 })
  return { cert: made.cert, key: made.private }
}

/**
 * Each picture's address on this lake's own image CDN, on the port it has now. The kept dataset
 * holds the address of the lake that stored it: the Studio's fixed port, or the free port a
 * `--build` took (scripts/studio.ts), where nothing may answer by the time another lake reads
 * it. Sanity's asset documents name the CDN that serves the file (the document an upload
 * returns: https://www.sanity.io/docs/http-reference/assets); this lake names itself, for every
 * picture it serves (the fixture's, and each uploaded here, kept in `files/`). In memory only:
 * the file is written at a commit (dataset.ts), so a `--build` beside the Studio changes nothing
 * the Studio keeps.
 */
function picturesServedAt(dataset: Dataset, origin: string): void {
  for (const [id, doc] of dataset.documents) {
    if (doc._type !== 'sanity.imageAsset' || typeof doc.path !== 'string') continue
    const url = `${origin}/${doc.path}`
    if (doc.url !== url) dataset.documents.set(id, { ...doc, url })
  }
}

export type LocalContent = { lake: ContentLake; dir: string; seeded: boolean }

/**
 * Starts the local Content Lake on its two ports (settings.ts localPorts) over the content kept in `dir` (seeded from the
 * fixture when there is none, or when `reset`), for the local Studio's origins.
 */
export async function startLocalContentLake(
  options: {
    dir?: string
    reset?: boolean
    fixture?: string
    /** The lake's two ports (settings.ts localPorts unless given: the Studio's bundle names them). */
    ports?: { node: number; browser: number }
    /** The Studio's user: an Editor, as staff are, unless said otherwise. */
    role?: StudioRole
  } = {},
): Promise<LocalContent> {
  const dir = options.dir ?? localContentDir
  const port = options.ports?.node ?? localPorts.contentLakeForNode
  const browserPort = options.ports?.browser ?? localPorts.contentLake
  const datasetFile = join(dir, 'dataset.ndjson')
  const filesDir = join(dir, 'files')
  if (options.reset) rmSync(dir, { recursive: true, force: true })
  const seed = seedFromFixture(port, options.fixture ?? defaultFixturePath)
  let seeded = false
  const dataset = Dataset.persistent(datasetFile, () => {
    seeded = true
    return seed.documents
  })
  picturesServedAt(dataset, localLakeUrl(port))
  // The fixture's pictures, and every picture uploaded here since.
  const files = new Map(seed.files)
  mkdirSync(filesDir, { recursive: true })
  for (const name of readdirSync(filesDir)) {
    files.set(
      `/images/${localContentLake.projectId}/${localContentLake.dataset}/${name}`,
      readFileSync(join(filesDir, name)),
    )
  }
  const tls = await localCertificate(dir)
  try {
    const lake = await startContentLake({
      dataset,
      files,
      onFile: (path, bytes) => writeFileSync(join(filesDir, basename(path)), bytes),
      projectId: localContentLake.projectId,
      port,
      tls: { ...tls, port: browserPort },
      studio: {
        origins: [...localContentLake.studioOrigins],
        displayName: 'Kerbside Tyre & Rescue (local content)',
        role: options.role ?? 'editor',
      },
    })
    return { lake, dir, seeded }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `Port ${port} or ${browserPort} on 127.0.0.1 is taken: is another npm run studio (or a browser test of the Studio) running? Stop it and start again.`,
      )
    }
    throw error
  }
}

/** The variables that point the pull, the build and the preview at a running local lake. */
export function localLakeEnv(lake: Pick<ContentLake, 'url'>): Record<string, string> {
  return {
    SANITY_PROJECT_ID: localContentLake.projectId,
    SANITY_DATASET: localContentLake.dataset,
    SANITY_API_HOST: lake.url,
    // The local lake asks for no token; the preview requires one to be set, and this one reads.
    SANITY_API_READ_TOKEN: 'local-content',
  }
}
