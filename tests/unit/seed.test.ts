// npm run seed against the local Content Lake stand-in: create-missing, never overwrite,
// --replace, --dry-run, --out, and its messages for bad flags, missing variables, 401 and 429.
// The command runs in this process (seedCommand); the flag test runs it as Node does.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { starterAssetDocuments, starterDocuments } from '../../scripts/content/index.ts'
import { type ContentLake, startContentLake } from '../../scripts/content-lake/index.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson } from '../../scripts/lib/ndjson.ts'
import { seedCommand } from '../../scripts/seed.ts'
import { runInProcess, runScript } from './run-script.ts'

let lake: ContentLake | undefined
afterEach(async () => {
  await lake?.close()
  lake = undefined
})

function seedEnv(url: string, token = 'write-token') {
  return {
    SANITY_PROJECT_ID: 'test-project',
    SANITY_DATASET: 'production',
    SANITY_API_WRITE_TOKEN: token,
    SANITY_API_HOST: url,
  }
}

const starterCount = starterDocuments().length
const starterAssets = starterAssetDocuments(starterDocuments())

describe('npm run seed', () => {
  it('creates every starter document once, and a second run creates nothing and keeps edits', async () => {
    lake = await startContentLake({ token: 'write-token' })
    const first = await runInProcess(seedCommand, [], seedEnv(lake.url))
    expect(first.stderr).toContain(
      `seed: done. ${starterCount} were created, 0 were replaced, 0 skipped (already there); ${starterAssets.length} pictures were uploaded.`,
    )
    expect(first.code).toBe(0)
    expect(lake.documents.size).toBe(starterCount + starterAssets.length)
    // Each picture once, under the id the content refers to (Sanity's SHA-1 name).
    const uploads = lake.requests.filter((request) => request.kind === 'upload')
    expect(uploads).toHaveLength(starterAssets.length)
    for (const asset of starterAssets) {
      expect(lake.documents.get(asset._id)?.originalFilename).toBe(asset.originalFilename)
    }

    // A member of staff edits a service title in the Studio.
    const edited = lake.documents.get('service.brake-service')
    lake.documents.set('service.brake-service', {
      ...edited,
      _id: 'service.brake-service',
      _type: 'service',
      title: 'Brakes, edited by staff',
    })

    const second = await runInProcess(seedCommand, [], seedEnv(lake.url))
    expect(second.code).toBe(0)
    expect(second.stderr).toContain(
      `0 were created, 0 were replaced, ${starterCount} skipped (already there); 0 pictures were uploaded.`,
    )
    expect(lake.requests.filter((request) => request.kind === 'upload')).toHaveLength(
      starterAssets.length,
    )
    expect(lake.documents.size).toBe(starterCount + starterAssets.length)
    expect(lake.documents.get('service.brake-service')?.title).toBe('Brakes, edited by staff')
  })

  it('treats a draft as existing, so unpublished staff work is never overwritten', async () => {
    lake = await startContentLake({
      documents: [{ _id: 'drafts.siteSettings', _type: 'siteSettings', businessName: 'Draft' }],
    })
    const result = await runInProcess(seedCommand, [], seedEnv(lake.url))
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('skip     siteSettings')
    expect(lake.documents.has('siteSettings')).toBe(false)
  })

  it('--replace overwrites existing documents with the starter version', async () => {
    lake = await startContentLake()
    await runInProcess(seedCommand, [], seedEnv(lake.url))
    const town = lake.documents.get('town.bath')
    lake.documents.set('town.bath', { ...town, _id: 'town.bath', _type: 'town', name: 'Edited' })
    const result = await runInProcess(seedCommand, ['--replace'], seedEnv(lake.url))
    expect(result.code).toBe(0)
    expect(result.stderr).toContain(`0 were created, ${starterCount} were replaced, 0 skipped`)
    expect(result.stderr).toContain('0 pictures were uploaded')
    expect(lake.documents.get('town.bath')?.name).toBe('Bath')
  })

  it('--dry-run lists what it would do and writes nothing', async () => {
    lake = await startContentLake({
      documents: [{ _id: 'town.bath', _type: 'town', name: 'Bath' }],
    })
    const result = await runInProcess(seedCommand, ['--dry-run'], seedEnv(lake.url))
    expect(result.code).toBe(0)
    expect(result.stderr).toContain('create   siteSettings')
    expect(result.stderr).toContain('skip     town.bath')
    expect(result.stderr).toContain(`${starterCount - 1} would be created`)
    expect(lake.documents.size).toBe(1)
    expect(lake.requests.filter((request) => request.kind === 'mutate')).toHaveLength(0)
    expect(result.stderr).toContain('upload   van-at-the-roadside.jpg')
    expect(lake.requests.filter((request) => request.kind === 'upload')).toHaveLength(0)
  })

  it('--out writes NDJSON that equals the committed fixture (the fixture is up to date)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'seed-')), 'dataset.ndjson')
    const result = await runInProcess(seedCommand, ['--out', file])
    expect(result.code).toBe(0)
    const written = readFileSync(file, 'utf8')
    expect(parseNdjson(written, file)).toHaveLength(starterCount + starterAssets.length)
    expect(
      written,
      'tests/fixtures/dataset.ndjson is out of date: run "npm run seed -- --out tests/fixtures/dataset.ndjson"',
    ).toBe(readFileSync(defaultFixturePath, 'utf8'))
  })

  it('rejects an unknown flag with the usage and exit code 2', async () => {
    const result = await runScript('scripts/seed.ts', ['--force'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain("Unknown option '--force'")
    expect(result.stderr).toContain('Usage: npm run seed')
  })

  it('names every missing variable', async () => {
    const result = await runInProcess(seedCommand, [], { SANITY_PROJECT_ID: 'test-project' })
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('SANITY_DATASET, SANITY_API_WRITE_TOKEN are not set')
  })

  it('explains a 401: which token and which permission', async () => {
    lake = await startContentLake({ token: 'the-right-one' })
    const result = await runInProcess(seedCommand, [], seedEnv(lake.url, 'a-wrong-one'))
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('HTTP 401')
    expect(result.stderr).toContain('SANITY_API_WRITE_TOKEN')
    expect(result.stderr).toContain('Editor')
  })

  it('retries a 429 with backoff and then succeeds', async () => {
    lake = await startContentLake({ failWith: { status: 429, times: 2 } })
    const result = await runInProcess(seedCommand, [], seedEnv(lake.url))
    expect(result.stderr).toContain('rate limited by Sanity (HTTP 429)')
    expect(result.code).toBe(0)
    expect(lake.documents.size).toBe(starterCount + starterAssets.length)
  })
})
