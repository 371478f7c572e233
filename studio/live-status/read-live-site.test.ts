// Every answer the live site can give the Studio, from real HTTP servers on 127.0.0.1: one
// wrangler for the file (it takes seconds to start), whose folder each test fills with the site
// it needs (wrangler reads pages and files on each request), and a server that never answers.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRecord } from '../../scripts/build/index.ts'
import { type RunningServer, startServer } from '../../scripts/host/index.ts'
import { readLiveSite } from './read-live-site.ts'

let root: string
let site: RunningServer

/** The live site's origin, serving `body` as its build record (none if undefined). */
function siteServing(body: string | undefined): string {
  const record = join(root, 'build.json')
  if (body === undefined) rmSync(record, { force: true })
  else writeFileSync(record, body)
  return site.url
}

let silent: Server
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'live-site-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Site</title>')
  // As on the real site: without a 404 page, Cloudflare Pages would answer unknown paths with
  // index.html (its single-page-app mode).
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title>')
  writeFileSync(join(root, 'build.json'), '{}')
  site = await startServer({ root, port: 0, host: '127.0.0.1' })
  // Accepts the request and never answers.
  silent = createServer(() => {})
  await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
})

afterAll(async () => {
  silent?.closeAllConnections()
  if (silent) await new Promise((done) => silent.close(done))
  await site?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('readLiveSite', () => {
  it("reads the record and how far the site's clock is from this one", async () => {
    const record = buildRecord(
      { documents: [{ _id: 'town.bath', _type: 'town', _rev: 'r1' }], addresses: [] },
      { projectId: 'kerbside', dataset: 'production' },
      new Date('2026-11-24T09:00:00Z'),
    )
    const origin = siteServing(JSON.stringify(record))
    const asked = Date.now()
    // The reader's own limit (10 s) is for a live site that hangs; here the site answers, however
    // slowly a loaded machine lets it.
    const reading = await readLiveSite({ origin }, { timeoutMs: 90_000 })
    const answered = Date.now()
    expect(reading).toMatchObject({ kind: 'read', url: `${origin}/build.json`, record })
    // Same machine, same clock: the site stamped its Date header (whole seconds, rounded down)
    // while the request was out, and the Studio read its clock then too, however long that was.
    const { clockOffsetMs } = reading as { clockOffsetMs: number }
    expect(clockOffsetMs).toBeGreaterThanOrEqual(Math.floor(asked / 1000) * 1000 - answered)
    expect(clockOffsetMs).toBeLessThanOrEqual(answered - asked)
  })

  it('calls a site without a record, a broken record or another file unreachable, saying which', async () => {
    expect(await readLiveSite({ origin: siteServing(undefined) })).toMatchObject({
      kind: 'unreachable',
      reason: expect.stringMatching(/^HTTP 404: the live site has no build record yet/),
    })
    expect(await readLiveSite({ origin: siteServing('{"builtAt": ') })).toMatchObject({
      kind: 'unreachable',
      reason: 'its build record is not valid JSON',
    })
    expect(await readLiveSite({ origin: siteServing('{"hello": "world"}') })).toMatchObject({
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
