// Every answer the live site can give the Studio, from real HTTP servers on 127.0.0.1.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRecord } from '../../scripts/build/index.ts'
import { type RunningServer, startServer } from '../../scripts/host/index.ts'
import { readLiveSite } from './read-live-site.ts'

const folders: string[] = []
const servers: RunningServer[] = []

async function siteServing(body: string | undefined): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'live-site-'))
  folders.push(root)
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Site</title>')
  // As on the real site: without a 404 page, Cloudflare Pages would answer unknown paths with
  // index.html (its single-page-app mode).
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>')
  if (body !== undefined) writeFileSync(join(root, 'build.json'), body)
  const server = await startServer({ root, port: 0, host: '127.0.0.1' })
  servers.push(server)
  return server.url
}

let silent: Server
beforeAll(async () => {
  // Accepts the request and never answers.
  silent = createServer(() => {})
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
})

afterAll(async () => {
  silent.closeAllConnections()
  await new Promise((done) => silent.close(done))
  for (const server of servers) await server.close()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe('readLiveSite', () => {
  it("reads the record and how far the site's clock is from this one", async () => {
    const record = buildRecord(
      { documents: [{ _id: 'town.bath', _type: 'town', _rev: 'r1' }], addresses: [] },
      { projectId: 'kerbside', dataset: 'production' },
      new Date('2026-11-24T09:00:00Z'),
    )
    const origin = await siteServing(JSON.stringify(record))
    const reading = await readLiveSite({ origin })
    expect(reading).toMatchObject({ kind: 'read', url: `${origin}/build.json`, record })
    // Same machine, same clock: off by less than the Date header's one-second steps.
    expect(Math.abs((reading as { clockOffsetMs: number }).clockOffsetMs)).toBeLessThan(2_000)
  })

  it('calls a site without a record, a broken record or another file unreachable, saying which', async () => {
    expect(await readLiveSite({ origin: await siteServing(undefined) })).toMatchObject({
      kind: 'unreachable',
      reason: expect.stringMatching(/^HTTP 404: the live site has no build record yet/),
    })
    expect(await readLiveSite({ origin: await siteServing('{"builtAt": ') })).toMatchObject({
      kind: 'unreachable',
      reason: 'its build record is not valid JSON',
    })
    expect(await readLiveSite({ origin: await siteServing('{"hello": "world"}') })).toMatchObject({
      kind: 'unreachable',
      reason: expect.stringMatching(/not a build record \(no valid builtAt\)/),
    })
  })

  it('gives up on a site that does not answer, and on one that refuses the connection', async () => {
    const { port } = silent.address() as AddressInfo
    expect(
      await readLiveSite({ origin: `http://127.0.0.1:${port}` }, { timeoutMs: 300 }),
    ).toMatchObject({ kind: 'unreachable', reason: 'no answer within 0.3 seconds' })
    expect(await readLiveSite({ origin: 'http://127.0.0.1:9' })).toMatchObject({
      kind: 'unreachable',
      reason: expect.stringMatching(/^no answer: the site is down, or it does not let this Studio/),
    })
  })

  it('passes on the sentence when no address is configured', async () => {
    expect(await readLiveSite({ problem: 'SANITY_STUDIO_SITE_URL is not set.' })).toEqual({
      kind: 'unconfigured',
      problem: 'SANITY_STUDIO_SITE_URL is not set.',
    })
  })
})
