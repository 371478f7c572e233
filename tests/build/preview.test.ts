// The preview server (`npm run preview`) against the Sanity stand-in, built once for this file:
// drafts show only after the Presentation tool's handshake, within 3 s of an edit and without a
// rebuild; a draft-only town renders; the static build's pull never sees a draft; every response
// carries the preview's headers; no client bundle holds the token; a page runs in Chromium under
// its policy with no violation.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../scripts/ensure-chromium.ts'
import { defaultFixturePath, envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import { previewHeaders, previewPolicy } from '../../scripts/lib/preview-headers.ts'
import { chromiumFlags } from '../playwright.config.ts'
import { filesContaining, visibleText } from '../support/build-site.ts'
import { type ContentLake, startContentLake } from '../support/content-lake.ts'
import { runScript } from '../unit/run-script.ts'

const readToken = 'skPreviewReadTokenMarker5d1e07'
const studioUrl = 'http://127.0.0.1:9/studio'
const studioOrigin = 'http://127.0.0.1:9'
const servicePath = '/services/jumpstart-service/'
const serviceId = 'service.jumpstart-service'
const enablePath = '/api/draft-mode/enable/'

const fixture = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')
const published = (id: string) => fixture.find((doc) => doc._id === id) as SanityDocument

let lake: ContentLake
let client: SanityClient
let secret: string
let preview: { url: string; process: ChildProcess; output: () => string }

async function startPreview(env: Record<string, string>): Promise<typeof preview> {
  const child = spawn(
    process.execPath,
    ['scripts/preview.ts', '--port', '0', '--host', '127.0.0.1'],
    { cwd: repoRoot, env: envWithoutContentSettings(env) },
  )
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      const ready = output.match(/Preview server on (http:\/\/\S+)/)
      if (ready?.[1]) resolve(ready[1])
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`preview exited (${code}):\n${output}`)))
  })
  return { url, process: child, output: () => output }
}

async function saveDraft(id: string, changes: Record<string, unknown>): Promise<void> {
  await client.createOrReplace({ ...published(id), ...changes, _id: `drafts.${id}` })
}

type Answer = { status: number; headers: Headers; text: string }

async function get(path: string, cookie?: string): Promise<Answer> {
  const response = await fetch(new URL(path, preview.url), {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

async function handshake(pathname: string): Promise<{ answer: Answer; cookie?: string }> {
  const query = new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-perspective': 'drafts',
    'sanity-preview-pathname': pathname,
  })
  const answer = await get(`${enablePath}?${query}`)
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('__prerender_bypass='))
    ?.split(';')[0]
  return { answer, cookie }
}

beforeAll(async () => {
  lake = await startContentLake({ documents: fixture, token: readToken })
  client = createClient({
    projectId: 'test-project',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
    token: readToken,
    apiHost: lake.url,
    useProjectHostname: false,
  })
  // What the Studio does when the Presentation tool opens: a secret document, valid for an hour.
  secret = (await createPreviewSecret(client, 'preview.test', studioUrl)).secret
  preview = await startPreview({
    SANITY_PROJECT_ID: 'test-project',
    SANITY_DATASET: 'production',
    SANITY_API_READ_TOKEN: readToken,
    SANITY_API_HOST: lake.url,
    SANITY_STUDIO_URL: studioUrl,
  })
}, 600_000)

afterAll(async () => {
  preview?.process.kill('SIGTERM')
  await lake?.close()
})

describe('the preview server', () => {
  it('gives every response the static site headers, noindex and frame-ancestors the Studio', async () => {
    const page = await get(servicePath)
    const script = page.text.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
    expect(script, 'a script of the page').toBeDefined()
    const answers = {
      page,
      script: await get(script as string),
      missing: await get('/no-such-page/'),
      handshake: await get(`${enablePath}?sanity-preview-secret=wrong`),
    }
    expect([page.status, answers.script.status, answers.missing.status]).toEqual([200, 200, 404])
    for (const [what, answer] of Object.entries(answers)) {
      for (const [name, value] of previewHeaders()) {
        expect(answer.headers.get(name), `${what}: ${name}`).toBe(value)
      }
      expect(answer.headers.get('x-robots-tag'), what).toBe('noindex')
      expect(answer.headers.get('x-frame-options'), what).toBeNull()
      const policy = answer.headers.get('content-security-policy') ?? ''
      expect(policy, what).toContain(`frame-ancestors ${studioOrigin};`)
      expect(policy, what).not.toMatch(/unsafe-inline|unsafe-eval/)
    }
    // A page's policy holds the hashes of exactly its own inline scripts and styles.
    expect(page.headers.get('content-security-policy')).toBe(
      previewPolicy(studioOrigin, { text: page.text, path: servicePath }).policy,
    )
    expect(previewPolicy(studioOrigin, { text: page.text, path: servicePath }).problems).toEqual([])
  })

  it('shows published content only, without the handshake or with a wrong secret', async () => {
    await saveDraft(serviceId, { title: 'Jumpstart Draft Not Yet Published' })
    const refused = await get(`${enablePath}?sanity-preview-secret=not-the-secret`)
    expect(refused.status).toBe(401)
    expect(refused.headers.getSetCookie()).toEqual([])
    // Past the preview's cache time, so a draft would have shown by now.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const page = visibleText((await get(servicePath)).text)
    expect(page).toContain(published(serviceId).title as string)
    expect(page).not.toContain('Jumpstart Draft Not Yet Published')
  })

  it('after the handshake, shows a draft edit within 3 s, without a rebuild', async () => {
    const { answer, cookie } = await handshake(servicePath)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toMatch(/^\/services\/jumpstart-service\/(\?|$)/)
    expect(cookie, 'draft-mode cookie').toBeDefined()
    await saveDraft(serviceId, { title: 'Jumpstart First Draft' })
    const edited = Date.now()
    await saveDraft(serviceId, { title: 'Jumpstart Edited Again In The Studio' })
    let seenAfter: number | undefined
    while (Date.now() - edited < 10_000) {
      if (
        visibleText((await get(servicePath, cookie)).text).includes(
          'Jumpstart Edited Again In The Studio',
        )
      ) {
        seenAfter = Date.now() - edited
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    console.log(`preview: a draft edit showed after ${seenAfter} ms`)
    expect(seenAfter, 'milliseconds from the edit to the preview showing it').toBeLessThan(3000)
    // Without the cookie the same page is still the published one.
    expect(visibleText((await get(servicePath)).text)).not.toContain('Jumpstart Edited Again')
  })

  it('renders a new town that exists only as a draft', async () => {
    const bath = published('town.bath')
    await client.createOrReplace({
      ...bath,
      _id: 'drafts.town.frome',
      name: 'Frome',
      slug: { _type: 'slug', current: 'frome' },
      heroHeading: 'Mobile Tyre Fitting in Frome, Drafted Today',
    })
    const path = '/areas-covered/mobile-tyre-fitting-frome/'
    const { cookie } = await handshake(path)
    // Within the same 3 s as an edit (the preview may still hold the dataset of a moment ago).
    const created = Date.now()
    let page = await get(path, cookie)
    while (page.status !== 200 && Date.now() - created < 3000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      page = await get(path, cookie)
    }
    expect(page.status).toBe(200)
    expect(visibleText(page.text)).toContain('Mobile Tyre Fitting in Frome, Drafted Today')
    expect((await get(path)).status).toBe(404)
  })

  it('leaves drafts out of the static build: its pull reads published documents only', async () => {
    const snapshot = join(mkdtempSync(join(tmpdir(), 'preview-pull-')), 'snapshot.ndjson')
    const pulled = await runScript('scripts/pull.ts', [], {
      SANITY_PROJECT_ID: 'test-project',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: readToken,
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(pulled.code, pulled.stderr).toBe(0)
    expect([...lake.documents.keys()].filter((id) => id.startsWith('drafts.'))).toEqual(
      expect.arrayContaining([`drafts.${serviceId}`, 'drafts.town.frome']),
    )
    const text = readFileSync(snapshot, 'utf8')
    expect(text).not.toContain('drafts.')
    expect(text).not.toContain('Jumpstart Edited Again')
    expect(text).not.toContain('Frome, Drafted Today')
  })

  it('keeps the token out of every client bundle and every page', async () => {
    expect(filesContaining(join(repoRoot, 'web', '.next-preview', 'static'), [readToken])).toEqual(
      [],
    )
    expect((await get('/')).text).not.toContain(readToken)
    expect(preview.output()).not.toContain(readToken)
  })

  it('runs a page in Chromium under its policy with no violation or error', async () => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumFlags })
    try {
      const page = await browser.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text())
      })
      page.on('pageerror', (error) => problems.push(error.message))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`)
        })
      })
      await page.goto(new URL(servicePath, preview.url).toString(), { waitUntil: 'networkidle' })
      await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy()
      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
