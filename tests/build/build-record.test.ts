// The build record of the built site (web/out, as `npm run build` left it from the fixture):
// /build.json lists every published document of the snapshot with its revision, and the host
// serves it as `_headers` says (never cached without asking).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentRevision } from '../../scripts/lib/build-record.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { headersFor, parseHeadersFile } from '../../scripts/lib/host-rules.ts'
import type { SanityDocument } from '../../scripts/lib/ndjson.ts'
import { type RunningServer, startServer } from '../../scripts/serve.ts'
import { type BuildRecord, parseBuildRecord } from '../../studio/lib/live-state.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

const outDir = join(repoRoot, 'web', 'out')

describe('the build record (/build.json)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ root: outDir, port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await server.close()
  })

  it('lists every published document of the snapshot with its revision, and when it was built', () => {
    const record = parseBuildRecord(JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')))
    if (typeof record === 'string') throw new Error(record)
    const snapshot = snapshotDocuments() as SanityDocument[]
    expect(record.documents).toHaveLength(snapshot.length)
    expect(record.documents).toEqual(
      snapshot
        .map((document) => ({
          _id: document._id,
          _type: document._type,
          _rev: documentRevision(document),
        }))
        .sort((a, b) => (a._id < b._id ? -1 : 1)),
    )
    // The fixture has no _rev: each revision is a content hash, one per distinct document.
    expect(new Set(record.documents.map((document) => document._rev)).size).toBe(snapshot.length)
    expect(record).toMatchObject({ projectId: null, dataset: null })
    const written = statSync(join(outDir, 'build.json')).mtimeMs
    expect(Math.abs(Date.parse(record.builtAt) - written)).toBeLessThan(60_000)
  })

  it('is served with Cache-Control: no-cache, as _headers says', async () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
    expect(headersFor(rules, '/build.json')).toContainEqual(['Cache-Control', 'no-cache'])
    const response = await fetch(`${server.url}/build.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const record = (await response.json()) as BuildRecord
    expect(record.documents.length).toBeGreaterThan(0)
  })
})
