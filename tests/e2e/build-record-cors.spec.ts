// The build record's headers in a real browser: a page on the Studio's origin (SANITY_STUDIO_URL)
// reads the live site's /build.json and its Date header; a page on any other origin cannot read
// it. Three local servers (scripts/serve.ts, which applies `_headers` as the hosts do): the live
// site, the Studio's origin and a stranger's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { buildRecordOutput } from '../../scripts/build/index.ts'
import { formatHeadersFile, type RunningServer, startServer } from '../../scripts/host/index.ts'

const folders: string[] = []
const servers: RunningServer[] = []

async function serveFolder(files: Record<string, string>): Promise<RunningServer> {
  const root = mkdtempSync(join(tmpdir(), 'cors-'))
  folders.push(root)
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text)
  const server = await startServer({ root, port: 0, host: '127.0.0.1' })
  servers.push(server)
  return server
}

const page = '<!doctype html><html lang="en"><title>Origin</title><h1>Origin</h1></html>'
let studio: RunningServer
let stranger: RunningServer
let site: RunningServer

test.beforeAll(async () => {
  studio = await serveFolder({ 'index.html': page })
  stranger = await serveFolder({ 'index.html': page })
  const record = buildRecordOutput(
    '/',
    { documents: [{ _id: 'town.bath', _type: 'town', _rev: 'r1' }], addresses: [] },
    {
      SANITY_STUDIO_URL: `${studio.url}/structure`,
    },
  )
  site = await serveFolder({
    'index.html': page,
    'build.json': record.text,
    _headers: formatHeadersFile([record.rule]),
  })
})

test.afterAll(async () => {
  for (const server of servers) await server.close()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
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
  const result = await tab.evaluate(readRecord, `${site.url}/build.json`)
  expect(result).toMatchObject({ ok: true, ids: ['town.bath'] })
  expect(Date.parse((result as { date: string }).date)).not.toBeNaN()
})

test('another origin cannot read it', async ({ page: tab }) => {
  await tab.goto(`${stranger.url}/`)
  expect(await tab.evaluate(readRecord, `${site.url}/build.json`)).toEqual({ blocked: 'TypeError' })
})
