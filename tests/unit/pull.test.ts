// The content pull: fixture and Sanity sources, one request, and its bad-input messages.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson } from '../../scripts/lib/ndjson.ts'
import { type ContentLake, startContentLake } from '../support/content-lake.ts'
import { runScript } from './run-script.ts'

let dir: string
let snapshot: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pull-'))
  snapshot = join(dir, 'snapshot.ndjson')
})

const fixtureText = () => readFileSync(defaultFixturePath, 'utf8')

describe('content:pull from a fixture', () => {
  it('copies the fixture into the snapshot', async () => {
    const result = await runScript('scripts/pull.ts', [], { CONTENT_SNAPSHOT: snapshot })
    expect(result.stderr).toContain('wrote')
    expect(result.code).toBe(0)
    expect(parseNdjson(readFileSync(snapshot, 'utf8'), 'snapshot')).toEqual(
      parseNdjson(fixtureText(), 'fixture'),
    )
  })

  it('stops with the file name when the fixture does not exist, leaving no snapshot', async () => {
    writeFileSync(snapshot, '{"_id":"stale","_type":"x"}\n')
    const missing = join(dir, 'nope.ndjson')
    const result = await runScript('scripts/pull.ts', [], {
      CONTENT_FIXTURE: missing,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${missing}: content fixture not found`)
    expect(existsSync(snapshot)).toBe(false)
  })

  it('names the file and line of an NDJSON line that does not parse', async () => {
    const broken = join(dir, 'broken.ndjson')
    const lines = fixtureText().trim().split('\n')
    lines.splice(2, 0, '{"_id": "half", "_type": ')
    writeFileSync(broken, lines.join('\n'))
    const result = await runScript('scripts/pull.ts', [], {
      CONTENT_FIXTURE: broken,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(new RegExp(`${broken}:3: not valid JSON`))
    expect(result.stderr.trim().split('\n')).toHaveLength(2) // the "reading" line and one error
    expect(existsSync(snapshot)).toBe(false)
  })

  it('rejects an unknown flag with the usage', async () => {
    const result = await runScript('scripts/pull.ts', ['--frobnicate'], {
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("Unknown option '--frobnicate'")
    expect(result.stderr).toContain('Usage: npm run content:pull')
  })
})

describe('content:pull from Sanity (local stand-in)', () => {
  let lake: ContentLake | undefined
  afterEach(async () => {
    await lake?.close()
    lake = undefined
  })

  it('makes exactly one request and writes the published documents only', async () => {
    const documents = parseNdjson(fixtureText(), 'fixture')
    lake = await startContentLake({
      documents: [
        ...documents,
        { _id: 'drafts.service.brake-service', _type: 'service', title: 'Unpublished' },
      ],
      token: 'read-token',
    })
    const result = await runScript('scripts/pull.ts', [], {
      SANITY_PROJECT_ID: 'test-project',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'read-token',
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.stderr).not.toContain('failed')
    expect(result.code).toBe(0)
    expect(lake.requests).toHaveLength(1)
    const pulled = parseNdjson(readFileSync(snapshot, 'utf8'), 'snapshot')
    expect(pulled.map((doc) => doc._id).sort()).toEqual(documents.map((doc) => doc._id).sort())
  })

  it('stops with the status and what to check when Sanity answers an error; no fallback', async () => {
    lake = await startContentLake({ documents: [], token: 'right' })
    const result = await runScript('scripts/pull.ts', [], {
      SANITY_PROJECT_ID: 'test-project',
      SANITY_API_READ_TOKEN: 'wrong',
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('HTTP 401')
    expect(result.stderr).toContain('SANITY_API_READ_TOKEN')
    expect(existsSync(snapshot)).toBe(false)
  })

  it('reports a server error status', async () => {
    lake = await startContentLake({ failWith: { status: 503, times: 5 } })
    const result = await runScript('scripts/pull.ts', [], {
      SANITY_PROJECT_ID: 'test-project',
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('HTTP 503')
    expect(existsSync(snapshot)).toBe(false)
  })

  it('says it cannot reach Sanity when the host is down, and never falls back to the fixture', async () => {
    const closed = await startContentLake()
    const url = closed.url
    await closed.close()
    const result = await runScript('scripts/pull.ts', [], {
      SANITY_PROJECT_ID: 'test-project',
      SANITY_API_HOST: url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Could not reach Sanity')
    expect(result.stderr).toContain('SANITY_API_HOST')
    expect(existsSync(snapshot)).toBe(false)
  })

  it('explains a malformed project id before making any request', async () => {
    const result = await runScript('scripts/pull.ts', [], {
      SANITY_PROJECT_ID: 'Not A Project!',
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SANITY_PROJECT_ID "Not A Project!" is not a Sanity project id')
  })
})
