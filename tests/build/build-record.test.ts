// The build record of the built site (web/out, as `npm run build` left it from the fixture):
// /build.json lists each published document of the live types (the Studio's badged types and
// redirects) with its revision and nothing else of the snapshot (no picture asset), and the host
// serves it as `_headers` says (never cached without asking).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../../scripts/host/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { documentRevision, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import { type BuildRecord, parseBuildRecord } from '../../studio/lib/live-state.ts'
import { liveTypes, shownTypes } from '../../studio/lib/shown-types.ts'
import { builtSiteUrl } from '../support/built-site-server.ts'
import { snapshotDocuments } from '../support/site-routes.ts'

const outDir = join(repoRoot, 'web', 'out')

describe('the build record (/build.json)', () => {
  it('lists each published document of the live types with its revision, and when it was built', () => {
    const record = parseBuildRecord(JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')))
    if (typeof record === 'string') throw new Error(record)
    const snapshot = snapshotDocuments() as SanityDocument[]
    const live = snapshot.filter((document) => liveTypes.has(document._type))
    expect(record.documents).toEqual(
      live
        .map((document) => ({
          _id: document._id,
          _type: document._type,
          _rev: documentRevision(document),
        }))
        .sort((a, b) => (a._id < b._id ? -1 : 1)),
    )
    // Every badged type and the redirects are there; the fixture's pictures are not.
    const types = new Set(record.documents.map((document) => document._type))
    for (const type of [...shownTypes, 'redirect']) expect(types, type).toContain(type)
    expect(snapshot.some((document) => document._type === 'sanity.imageAsset')).toBe(true)
    expect([...types].filter((type) => !liveTypes.has(type))).toEqual([])
    const text = readFileSync(join(outDir, 'build.json'), 'utf8')
    expect(text).not.toContain('sanity.imageAsset')
    expect(text).not.toMatch(/"image-[0-9a-f]/)
    // The fixture has no _rev: each revision is a content hash, one per distinct document.
    expect(new Set(record.documents.map((document) => document._rev)).size).toBe(live.length)
    expect(record).toMatchObject({ projectId: null, dataset: null })
    const written = statSync(join(outDir, 'build.json')).mtimeMs
    expect(Math.abs(Date.parse(record.builtAt) - written)).toBeLessThan(60_000)
  })

  it('is served with Cache-Control: no-cache, as _headers says', async () => {
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
    expect(headersFor(rules, '/build.json')).toContainEqual(['Cache-Control', 'no-cache'])
    const response = await fetch(`${builtSiteUrl()}/build.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const record = (await response.json()) as BuildRecord
    expect(record.documents.length).toBeGreaterThan(0)
  })
})
