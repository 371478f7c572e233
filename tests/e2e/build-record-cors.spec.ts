// The build record's headers in a real browser: a page on the Studio's origin (SANITY_STUDIO_URL)
// reads the live site's /build.json and its Date header; a page on any other origin cannot read
// it. The live site is served as the hosts serve it (startServer: wrangler, which applies
// `_headers`); the Studio's origin and a stranger's only need to be origins, so a page from a
// plain Node server each (wrangler takes seconds to start).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildRecordOutput } from '../../scripts/build/index.ts'
import { formatHeadersFile, type RunningServer, startServer } from '../../scripts/host/index.ts'

const page = '<!doctype html><html lang="en"><title>Origin</title><h1>Origin</h1></html>'

/** An origin on 127.0.0.1 that answers every request with `page`. */
async function origin(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

// In order, in one worker: the live site starts once for the file (fullyParallel would run
// beforeAll again in each worker a test of the file lands in).
test.describe.configure({ mode: 'default' })

let studio: { url: string; server: Server }
let stranger: { url: string; server: Server }
let site: RunningServer | undefined
let root: string | undefined

test.beforeAll(async () => {
  // A limit that stops a hung start, not one that times it: wrangler has taken more than a
  // minute to start under the whole of npm test on a busy two-core machine.
  test.setTimeout(300_000)
  studio = await origin()
  stranger = await origin()
  const record = buildRecordOutput(
    '/',
    { documents: [{ _id: 'town.bath', _type: 'town', _rev: 'r1' }], addresses: [] },
    {
      SANITY_STUDIO_URL: `${studio.url}/structure`,
    },
  )
  root = mkdtempSync(join(tmpdir(), 'cors-'))
  writeFileSync(join(root, 'index.html'), page)
  writeFileSync(join(root, 'build.json'), record.text)
  writeFileSync(join(root, '_headers'), formatHeadersFile([record.rule]))
  site = await startServer({ root, port: 0, host: '127.0.0.1' })
})

test.afterAll(async () => {
  await site?.close()
  for (const { server } of [studio, stranger].filter(Boolean)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
  if (root) rmSync(root, { recursive: true, force: true })
})

function readRecord(url: string) {
  return fetch(url, { cache: 'no-store' }).then(
    async (response) => ({
      ok: response.ok,
      date: response.headers.get('date'),
      ids: ((await response.json()) as { documents: { _id: string }[] }).documents.map(
        (document) => document._id,
      ),
    }),
    (error: Error) => ({ blocked: error.name }),
  )
}

test('the Studio’s origin reads /build.json and the live site’s clock', async ({ page: tab }) => {
  await tab.goto(`${studio.url}/`)
  const result = await tab.evaluate(readRecord, `${site?.url}/build.json`)
  expect(result).toMatchObject({ ok: true, ids: ['town.bath'] })
  expect(Date.parse((result as { date: string }).date)).not.toBeNaN()
})

test('another origin cannot read it', async ({ page: tab }) => {
  await tab.goto(`${stranger.url}/`)
  expect(await tab.evaluate(readRecord, `${site?.url}/build.json`)).toEqual({
    blocked: 'TypeError',
  })
})
