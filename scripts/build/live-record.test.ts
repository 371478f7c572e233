// postbuild's reading of the live site's record, from a real HTTP server on 127.0.0.1: each
// answer a live site can give becomes a record to compare with, or a sentence for the log.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readLiveRecord } from './live-record.ts'

let server: Server
let origin: string
/** What the site answers /build.json with, per test. */
let answer: { status: number; body: string } = { status: 404, body: '' }

const record = {
  builtAt: '2026-11-25T09:00:00.000Z',
  projectId: 'kerbside',
  dataset: 'production',
  documents: [],
  addresses: ['/', '/areas-covered/'],
  redirects: [{ from: '/tyres', to: '/' }],
  lost: [],
}
const sanity = { SANITY_PROJECT_ID: 'kerbside', SANITY_DATASET: 'production' }

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/build.json') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('readLiveRecord', () => {
  it('reads a record of the same content, to compare with', async () => {
    answer = { status: 200, body: JSON.stringify(record) }
    const reading = await readLiveRecord({ ...sanity, SITE_URL: `${origin}/` })
    expect(reading.record).toEqual(record)
    expect(reading.note).toBe(
      `Compared with the live site's record at ${origin}/build.json (2 pages, 1 redirects).`,
    )
  })

  it("reads Netlify's URL on its production builds without SITE_URL, and LIVE_RECORD_URL before either", async () => {
    answer = { status: 200, body: JSON.stringify(record) }
    const netlify = await readLiveRecord({ ...sanity, CONTEXT: 'production', URL: origin })
    expect(netlify.record).toEqual(record)
    const given = await readLiveRecord({
      ...sanity,
      SITE_URL: 'https://www.kerbside.example',
      LIVE_RECORD_URL: `${origin}/build.json`,
    })
    expect(given.record).toEqual(record)
  })

  it('never fetches without a live address (none, the placeholder, a preview build), and says so', async () => {
    const preview = await readLiveRecord({
      ...sanity,
      CONTEXT: 'deploy-preview',
      DEPLOY_PRIME_URL: origin,
    })
    expect(preview).toEqual({
      note: "SITE_URL is not set to the live site's address, so this build's addresses are not compared with the live site's.",
    })
  })

  it('never fetches without SITE_URL, and says so', async () => {
    expect(await readLiveRecord({ ...sanity })).toEqual({
      note: "SITE_URL is not set to the live site's address, so this build's addresses are not compared with the live site's.",
    })
  })

  it('says a first build (no record yet) or another answer is not compared', async () => {
    answer = { status: 404, body: '' }
    expect((await readLiveRecord({ ...sanity, SITE_URL: origin })).note).toContain(
      'has no build record at',
    )
    answer = { status: 503, body: '' }
    expect((await readLiveRecord({ ...sanity, SITE_URL: origin })).note).toContain(
      'answered HTTP 503',
    )
    answer = { status: 200, body: '<!doctype html>' }
    expect((await readLiveRecord({ ...sanity, SITE_URL: origin })).note).toContain('not valid JSON')
  })

  it('says an unreachable site is not compared', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const reading = await readLiveRecord({ ...sanity, SITE_URL: `http://127.0.0.1:${port}` })
    expect(reading.record).toBeUndefined()
    expect(reading.note).toMatch(/^The live site could not be read at .* so this build's/)
  })

  it('does not compare with a site built from other content, or a record without addresses', async () => {
    answer = { status: 200, body: JSON.stringify(record) }
    const other = await readLiveRecord({ ...sanity, SANITY_DATASET: 'staging', SITE_URL: origin })
    expect(other.record).toBeUndefined()
    expect(other.note).toContain("not this build's content")
    const { addresses: _, ...older } = record
    answer = { status: 200, body: JSON.stringify(older) }
    const reading = await readLiveRecord({ ...sanity, SITE_URL: origin })
    expect(reading.record).toBeUndefined()
    expect(reading.note).toContain('lists no addresses yet')
  })
})
