// The preview server (`npm run preview`) against the Sanity stand-in, built once for this file:
// nothing of the site reaches a browser without the Presentation tool's handshake (which is
// rate-limited), and Next gets only the variables it reads; after it, drafts show without a
// rebuild, on any page asked for once the preview's copy of the dataset (1.5 s) is younger than
// the edit (checked at that moment, not timed: the verdict never depends on the machine's speed);
// a draft-only town renders; the static build's pull never sees a draft; every response
// carries the preview's headers; no client bundle holds the token; a page runs in Chromium under
// its policy with no violation. Pictures: the preview writes the static build's markup for them,
// with files from Sanity's image CDN (the stand-in serves it) cut as the build cuts them, for
// drafts too (a moved hotspot, a newly uploaded picture, a draft-only town).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { evaluate, parse } from 'groq-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentLake, startContentLake } from '../../scripts/content-lake/index.ts'
import { inspectPage, metaPolicy, pageMetaPolicy } from '../../scripts/finishing/index.ts'
import { findChromium, offlineChromiumFlags } from '../../scripts/lib/chromium.ts'
import { defaultFixturePath, envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { builtFiles } from '../../scripts/lib/export-files.ts'
import { parseNdjson, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import {
  draftModeCookieName,
  openFromStudioPage,
  previewHeaderPolicy,
  previewHeaders,
  withPreviewPolicy,
} from '../../scripts/preview/index.ts'
import { pullCommand } from '../../scripts/pull.ts'
import { LIVE_DATASET_MAX_AGE_MS } from '../../web/lib/content/preview-refresh.ts'
import { sanityApiVersion } from '../../web/lib/content/shared-facts.ts'
import type { PictureSource, SlotName } from '../../web/lib/pictures/slots.ts'
import { cropRect, dimensionsOf } from '../../web/lib/pictures/uses.ts'
import {
  type SitePages,
  sitePagesQuery,
  townPath as townAddress,
  townAliasPath,
} from '../../web/lib/routes.ts'
import { filesContaining, visibleText } from '../support/build-site.ts'
import { withHangLimits } from '../support/hang-limits.ts'
import { type PreviewProcess, startPreviewProcess } from '../support/preview-process.ts'
import { runInProcess } from '../unit/run-script.ts'

const readToken = 'skPreviewReadTokenMarker5d1e07'
const writeToken = 'skPreviewWriteTokenMarker9a3c44'
/**
 * The Studio, deployed where Sanity hosts Studios: the one origin that may frame the preview.
 * What happens inside its Presentation tool is the real Studio's browser tests' (tests/e2e/
 * studio.spec.ts, "the Preview tool").
 */
const studioUrl = 'https://kerbside.sanity.studio'
const studioOrigin = new URL(studioUrl).origin
const servicePath = '/services/jumpstart-service/'
const serviceId = 'service.jumpstart-service'
const enablePath = '/api/draft-mode/enable/'
const _townPathOfBath = '/areas-covered/mobile-tyre-fitting-bath/'

const fixture = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')

/** The fixture's pages, by document type, as the site lists them (sitePagesQuery). */
async function _fixturePages(): Promise<SitePages> {
  return (await (await evaluate(parse(sitePagesQuery), { dataset: fixture })).get()) as SitePages
}
const published = (id: string) => fixture.find((doc) => doc._id === id) as SanityDocument

let lake: ContentLake
let client: SanityClient
let secret: string
let preview: PreviewProcess
const assetsDir = join(repoRoot, 'tests', 'fixtures', 'assets')

function startPreview(env: Record<string, string>): Promise<PreviewProcess> {
  return startPreviewProcess(['--port', '0', '--host', '127.0.0.1'], envWithoutContentSettings(env))
}

async function saveDraft(id: string, changes: Record<string, unknown>): Promise<void> {
  await client.createOrReplace({ ...published(id), ...changes, _id: `drafts.${id}` })
}

type Answer = { status: number; headers: Headers; text: string }

/** An editor's draft-mode cookie, from the handshake in beforeAll. */
let staff: string
/** The same browser with the Studio switched to "Published". */
const publishedView = () => `${staff}; ${perspectiveCookieName}=published`

/** GET as an editor (`cookie` staff by default; '' for a stranger). */
async function get(path: string, cookie: string = staff): Promise<Answer> {
  const response = await fetch(new URL(path, preview.url), {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** What the preview tells a browser without the draft-mode cookie (scripts/preview/gate.ts). */
function expectOpenFromStudio(answer: Answer, what: string): void {
  expect(answer.status, what).toBe(401)
  expect(answer.text, what).toBe(
    withPreviewPolicy({ text: openFromStudioPage(studioOrigin), path: '/' }, lake.url).text,
  )
  expectPreviewHeaders(answer.headers, what)
}

/**
 * The hero <picture> of a page, with every file address reduced to its width and format, and
 * its class names (the static build's postbuild renames them and writes token values in place:
 * compact-css) reduced to the background they give, so the placeholder colour is compared by
 * value. `colour` is written COLOUR.
 */
function heroPicture(html: string, colour: string): string {
  const picture = html.match(/<picture\b.*?<\/picture>/)?.[0]
  expect(picture, 'a <picture> on the page').toBeDefined()
  return (
    (picture as string)
      // The preview's click-to-edit attribute (the static build has none: no-preview-code.test.ts).
      .replace(/ data-sanity="[^"]*"/g, '')
      .replace(/ class="([^"]*)"/g, (_, names: string) => ` class="${classCss(html, names)}"`)
      .replaceAll(colour, 'COLOUR')
      .replace(/\/img\/[a-z0-9-]+-(\d+)w\.[0-9a-f]+\.(avif|webp|jpg)/g, 'FILE-$1.$2')
      .replace(
        /http:\/\/127\.0\.0\.1:\d+\/images\/[^\s"]+?&amp;w=(\d+)&amp;h=\d+&amp;fm=(webp|jpg)/g,
        'FILE-$1.$2',
      )
  )
}

/** The background declarations of the page's rules for these classes: the placeholder colour. */
function classCss(html: string, names: string): string {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('')
  const declarations = names
    .split(' ')
    .flatMap((name) =>
      [
        ...css.matchAll(
          new RegExp(`\\.${name.replace(/[-]/g, '\\-')}(?![\\w-])[^{]*\\{([^}]*)\\}`, 'g'),
        ),
      ].flatMap((match) => (match[1] as string).split(';').filter(Boolean)),
    )
  return [...new Set(declarations)]
    .filter((declaration) => declaration.startsWith('background'))
    .sort()
    .join(';')
}

type PictureFile = { url: string; width: number; height: number; format: 'webp' | 'jpg' }

/** Every file of the first <picture> of a page (sources and img), as the browser would ask. */
function pictureFiles(html: string): PictureFile[] {
  const picture = html.match(/<picture\b.*?<\/picture>/)?.[0] ?? ''
  const urls = [...picture.matchAll(/http:\/\/127\.0\.0\.1:\d+\/images\/[^\s"]+/g)].map((match) =>
    match[0].replaceAll('&amp;', '&'),
  )
  return [...new Set(urls)].map(pictureFile)
}

function pictureFile(url: string): PictureFile {
  const params = new URL(url).searchParams
  return {
    url,
    width: Number(params.get('w')),
    height: Number(params.get('h')),
    format: params.get('fm') as PictureFile['format'],
  }
}

/**
 * A picture file is the image CDN's (the stand-in's) address of the asset's original, cut to the
 * rectangle the static build cuts for the slot, at a width the build makes; the CDN answers it
 * with an image of that size and type, and the page's policy lets it in.
 */
async function expectCdnFile(file: PictureFile, picture: PictureSource, slot: SlotName) {
  const assetId = picture.asset?._ref as string
  const [, hash, size, extension] = assetId.split('-')
  const url = new URL(file.url)
  expect(`${url.origin}${url.pathname}`).toBe(
    `${lake.url}/images/test-project/production/${hash}-${size}.${extension}`,
  )
  const original = dimensionsOf(assetId) as { width: number; height: number }
  const rect = cropRect(picture, slot, original)
  // @sanity/image-url leaves out a rectangle that is the whole picture.
  expect(url.searchParams.get('rect') ?? `0,0,${original.width},${original.height}`, file.url).toBe(
    [rect.left, rect.top, rect.width, rect.height].join(','),
  )
  const response = await fetch(file.url)
  expect(response.status, file.url).toBe(200)
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  expect(meta.format, file.url).toBe({ webp: 'webp', jpg: 'jpeg' }[file.format])
  expect([meta.width, meta.height], file.url).toEqual([file.width, file.height])
  const aspect = { hero: 4 / 3, panel: 3 / 2, guide: 3 / 2, share: 1200 / 630 }[slot]
  expect(file.height, file.url).toBe(Math.round(file.width / aspect))
}

/** The headers every preview response carries (the static site's, noindex, the Studio's frame). */
function expectPreviewHeaders(headers: Headers, what: string): void {
  for (const [name, value] of previewHeaders()) {
    expect(headers.get(name), `${what}: ${name}`).toBe(value)
  }
  expect(headers.get('x-robots-tag'), what).toBe('noindex')
  expect(headers.get('x-frame-options'), what).toBeNull()
  // The static site's site-wide policy, but for the Studio framing the preview, and over plain
  // http (as here) without upgrade-insecure-requests.
  expect(headers.get('content-security-policy'), what).toBe(
    previewHeaderPolicy(studioOrigin, { https: false }),
  )
  expect(headers.get('content-security-policy'), what).not.toContain('upgrade-insecure-requests')
}

/**
 * Waits until the preview can no longer hold a copy of the dataset older than an edit saved at
 * `savedAt` (performance.now(), once the lake had it): a copy lives LIVE_DATASET_MAX_AGE_MS, so
 * any request begun after that reads the edit, however slow the machine. A wait for a time, as
 * the promise it checks is one.
 */
async function pastDatasetCopy(savedAt: number): Promise<void> {
  const wait = savedAt + LIVE_DATASET_MAX_AGE_MS - performance.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

/** Loads `path` with the draft-mode cookie after the edit just saved; `ready` must hold. */
async function loadDraft(
  path: string,
  cookie: string | undefined,
  ready: (html: string) => boolean,
) {
  await pastDatasetCopy(performance.now())
  const page = await get(path, cookie)
  expect(ready(page.text), `${path} once the preview's copy of the dataset is past`).toBe(true)
  return page
}

/** The address the Presentation tool opens in its frame to show `pathname` (on `base`). */
function handshakeUrl(pathname: string, base: string): string {
  const query = new URLSearchParams({
    'sanity-preview-secret': secret,
    'sanity-preview-perspective': 'drafts',
    'sanity-preview-pathname': pathname,
  })
  return new URL(`${enablePath}?${query}`, base).toString()
}

async function handshake(pathname: string): Promise<{ answer: Answer; cookie?: string }> {
  const answer = await get(handshakeUrl(pathname, preview.url), '')
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('__prerender_bypass='))
    ?.split(';')[0]
  return { answer, cookie }
}

beforeAll(async () => {
  // The fixture's content without its asset documents: the pictures are uploaded below, as the
  // seed uploads them, so the stand-in serves their files (same bytes, so the same asset ids).
  lake = await startContentLake({
    documents: fixture.filter((doc) => doc._type !== 'sanity.imageAsset'),
    token: readToken,
  })
  client = createClient({
    projectId: 'test-project',
    dataset: 'production',
    apiVersion: sanityApiVersion,
    useCdn: false,
    token: readToken,
    apiHost: lake.url,
    useProjectHostname: false,
  })
  const uploaded = await Promise.all(
    readdirSync(assetsDir).map(
      async (filename) =>
        (await client.assets.upload('image', readFileSync(join(assetsDir, filename)), { filename }))
          ._id,
    ),
  )
  expect(uploaded.sort()).toEqual(
    fixture
      .filter((doc) => doc._type === 'sanity.imageAsset')
      .map((doc) => doc._id)
      .sort(),
  )
  // What the Studio does when the Presentation tool opens: a secret document, valid for an hour.
  secret = (await createPreviewSecret(client, 'preview.test', studioUrl)).secret
  preview = await startPreview({
    SANITY_PROJECT_ID: 'test-project',
    SANITY_DATASET: 'production',
    SANITY_API_READ_TOKEN: readToken,
    SANITY_API_HOST: lake.url,
    // As a browser's address bar copies it: click to edit and refresh must work all the same.
    SANITY_STUDIO_URL: `${studioUrl}/`,
    // Neither is the preview's to read: Next must not get them.
    SANITY_API_WRITE_TOKEN: writeToken,
    DEPLOY_HOOK_URL: 'https://hooks.example/not-for-next',
    // `npm run typecheck` checks web/'s types once (web/next.config.ts).
    NEXT_SKIP_TYPECHECK: '1',
  })
  staff = (await handshake('/')).cookie as string
  expect(staff, 'draft-mode cookie').toBeDefined()
})

afterAll(async () => {
  preview?.process.kill('SIGTERM')
  await lake?.close()
})

describe('the preview server', () => {
  it('gives every response the static site headers, noindex and frame-ancestors the Studio, and each page its own policy', async () => {
    const page = await get(servicePath)
    const script = page.text.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
    expect(script, 'a script of the page').toBeDefined()
    const answers = {
      page,
      script: await get(script as string),
      missing: await get('/no-such-page/'),
      handshake: await get(`${enablePath}?sanity-preview-secret=wrong`, ''),
    }
    expect([page.status, answers.script.status, answers.missing.status]).toEqual([200, 200, 404])
    for (const [what, answer] of Object.entries(answers)) expectPreviewHeaders(answer.headers, what)
    // Behind a host's TLS proxy (X-Forwarded-Proto: https) the policy is the static site's whole.
    const overHttps = await fetch(new URL(servicePath, preview.url), {
      headers: { cookie: staff, 'x-forwarded-proto': 'https' },
    })
    await overHttps.arrayBuffer()
    expect(overHttps.headers.get('content-security-policy')).toBe(previewHeaderPolicy(studioOrigin))
    expect(previewHeaderPolicy(studioOrigin)).toMatch(/; upgrade-insecure-requests$/)
    // Each page carries its policy as a static page does (postbuild's metaPolicy): the hashes of
    // exactly its own inline scripts and styles, and pictures from the image CDN (here the
    // stand-in), in the preview only.
    const images = { imageOrigins: [lake.url] }
    expect(inspectPage(page.text, servicePath, images).problems).toEqual([])
    for (const answer of [page, answers.missing]) {
      const { problems: _problems, ...own } = inspectPage(answer.text, 'page', images)
      expect(pageMetaPolicy(answer.text)).toBe(metaPolicy(own, images))
    }
    expect(pageMetaPolicy(page.text)).toContain(`img-src 'self' data: ${lake.url};`)
    expect(pageMetaPolicy(page.text)).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('shows a stranger nothing of the site: only the page saying to open it from the Studio', async () => {
    const refused = await get(`${enablePath}?sanity-preview-secret=not-the-secret`, '')
    expect(refused.status).toBe(401)
    expect(refused.headers.getSetCookie()).toEqual([])
    const script = (await get(servicePath)).text.match(
      /<script src="(\/_next\/static\/[^"]+)"/,
    )?.[1]
    const queries = lake.requests.filter((request) => request.kind === 'query').length
    const addresses = [
      servicePath,
      '/',
      townAliasPath('bath'),
      '/no-such-page/',
      '/sitemap.xml',
      '/og/home.png',
      script as string,
      '/api/draft-mode/perspective/',
    ]
    // No cookie, a wrong one, and the name alone.
    for (const cookie of ['', `${draftModeCookieName}=not-the-id`, `${draftModeCookieName}=`]) {
      for (const address of addresses) {
        const answer = await get(address, cookie)
        expectOpenFromStudio(answer, `${address} with "${cookie}"`)
        expect(answer.text).not.toContain(published(serviceId).title as string)
      }
    }
    // A stranger costs no Sanity query, however many pages they ask for.
    expect(lake.requests.filter((request) => request.kind === 'query')).toHaveLength(queries)
  })

  it('takes a perspective switch only as JSON from its own page, in draft mode', async () => {
    const post = (headers: Record<string, string>, cookie = staff) =>
      fetch(new URL('/api/draft-mode/perspective/', preview.url), {
        method: 'POST',
        headers: { cookie, ...headers },
        body: JSON.stringify({ perspective: 'published' }),
      })
    const json = { 'content-type': 'application/json' }
    // Another site's page posting (a form, or fetch without CORS): the browser says cross-site.
    const crossSite = await post({ ...json, 'sec-fetch-site': 'cross-site' })
    expect([crossSite.status, crossSite.headers.getSetCookie()]).toEqual([403, []])
    const form = await post({
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    })
    expect([form.status, form.headers.getSetCookie()]).toEqual([415, []])
    const own = await post({ ...json, 'sec-fetch-site': 'same-origin' })
    expect(own.status).toBe(200)
    expect(own.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        new RegExp(`^${perspectiveCookieName}=published;.*Secure.*SameSite=none.*Partitioned`, 'i'),
      ),
    ])
  })

  it('after the handshake, shows a draft edit without a rebuild', async () => {
    const { answer, cookie } = await handshake(servicePath)
    expect(answer.status).toBe(307)
    expect(answer.headers.get('location')).toMatch(/^\/services\/jumpstart-service\/(\?|$)/)
    expect(cookie, 'draft-mode cookie').toBeDefined()
    // Partitioned (CHIPS), so a browser blocking third-party cookies keeps it in the Studio's frame.
    expect(
      answer.headers.getSetCookie().find((line) => line.startsWith(`${draftModeCookieName}=`)),
    ).toMatch(/; Secure.*; SameSite=none.*; Partitioned/i)
    await saveDraft(serviceId, { title: 'Jumpstart First Draft' })
    await saveDraft(serviceId, { title: 'Jumpstart Edited Again In The Studio' })
    await pastDatasetCopy(performance.now())
    expect(visibleText((await get(servicePath, cookie)).text)).toContain(
      'Jumpstart Edited Again In The Studio',
    )
    // The Studio switched to "Published" shows the published page.
    expect(visibleText((await get(servicePath, publishedView())).text)).not.toContain(
      'Jumpstart Edited Again',
    )
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
    const savedAt = performance.now()
    const path = '/areas-covered/mobile-tyre-fitting-frome/'
    const { cookie } = await handshake(path)
    // Like any edit, once the preview's copy of the dataset is younger than the draft.
    await pastDatasetCopy(savedAt)
    const page = await get(path, cookie)
    expect(page.status).toBe(200)
    expect(visibleText(page.text)).toContain('Mobile Tyre Fitting in Frome, Drafted Today')
    // Its picture (Bath's, copied with the document) is shown like any other.
    const files = pictureFiles(page.text)
    expect(files).toHaveLength(4)
    for (const file of files) await expectCdnFile(file, bath.picture as PictureSource, 'hero')
    expect((await get(path, publishedView())).status).toBe(404)
  })

  // The static build writes each alias as a copy of its town page (scripts/finishing/alias-pages.ts);
  // the preview rewrites the alias to the town page (web/next.config.ts).
  it("shows a town's alias: the town page, canonical to its main address, noindex", async () => {
    const bath = published('town.bath')
    const alias = await get(townAliasPath('bath'))
    expect(alias.status).toBe(200)
    expect(visibleText(alias.text)).toContain(bath.heroHeading as string)
    expect(alias.text).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*${townAddress('bath')}"`),
    )
    expectPreviewHeaders(alias.headers, 'alias')
  })

  it('leaves drafts out of the static build: its pull reads published documents only', async () => {
    const snapshot = join(mkdtempSync(join(tmpdir(), 'preview-pull-')), 'snapshot.ndjson')
    const pulled = await runInProcess(pullCommand, [], {
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

  it('gives Next only the variables it reads: no write token, not the whole environment', async () => {
    const nextPid = readFileSync(
      `/proc/${preview.process.pid}/task/${preview.process.pid}/children`,
      'utf8',
    ).trim()
    expect(nextPid, 'next start, child of the preview').toMatch(/^\d+$/)
    const environ = readFileSync(`/proc/${nextPid}/environ`, 'utf8')
    const names = environ
      .split('\0')
      .filter(Boolean)
      .map((entry) => entry.slice(0, entry.indexOf('=')))
    expect(environ).not.toContain(writeToken)
    expect(names).not.toContain('DEPLOY_HOOK_URL')
    expect(names.sort()).toEqual(
      expect.arrayContaining(['PREVIEW_SERVER', 'SANITY_API_READ_TOKEN', 'SANITY_STUDIO_URL']),
    )
    const allowed = new Set([
      ...['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'SITE_URL', 'SANITY_STUDIO_URL'],
      ...['PREVIEW_SERVER', 'NODE_ENV', 'NEXT_TELEMETRY_DISABLED'],
      ...['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_READ_TOKEN', 'SANITY_API_HOST'],
    ])
    // Next adds a few of its own to its process (__NEXT_…, NEXT_…) as it starts.
    expect(names.filter((name) => !allowed.has(name) && !/^_*NEXT_/.test(name))).toEqual([])
  })

  it('keeps the token out of every client bundle and every page', async () => {
    expect(filesContaining(join(repoRoot, 'web', '.next-preview', 'static'), [readToken])).toEqual(
      [],
    )
    expect((await get('/')).text).not.toContain(readToken)
    expect(preview.output()).not.toContain(readToken)
  })

  it('traces into its server output only what the server runs: no source, public or static-site file', () => {
    const serverDir = join(repoRoot, 'web', '.next-preview', 'server')
    const outside = new Set<string>()
    for (const file of builtFiles(serverDir).filter((name) => name.endsWith('.nft.json'))) {
      const traceDir = dirname(join(serverDir, file))
      const { files } = JSON.parse(readFileSync(join(serverDir, file), 'utf8')) as {
        files: string[]
      }
      for (const traced of files) {
        const path = relative(repoRoot, resolve(traceDir, traced))
        if (!/^(web\/\.next-preview\/|(web\/)?node_modules\/)/.test(path)) outside.add(path)
      }
    }
    expect([...outside].slice(0, 10)).toEqual([])
  })

  it('runs a page in Chromium under its policy with no violation or error', async () => {
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...offlineChromiumFlags],
    })
    try {
      const page = await browser.newPage()
      withHangLimits(page)
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
      const opened = await page.goto(handshakeUrl(servicePath, preview.url), {
        waitUntil: 'networkidle',
      })
      expect(opened?.status(), await page.content()).toBe(200)
      // A limit for a hung page, not a slow one.
      expect(await page.locator('h1').first().textContent({ timeout: 120_000 })).toBeTruthy()
      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  })
})

describe('pictures in the preview', () => {
  const townId = 'town.chippenham'
  const townPath = '/areas-covered/mobile-tyre-fitting-chippenham/'
  const publishedPicture = published(townId).picture as PictureSource & {
    asset: { _ref: string }
    hotspot: Record<string, unknown>
  }
  /** The placeholder colour Sanity (the stand-in) read from an upload. */
  const paletteOf = (assetId: string) =>
    (
      lake.documents.get(assetId) as unknown as {
        metadata: { palette: { dominant: { background: string } } }
      }
    ).metadata.palette.dominant.background

  it("writes the static build's picture markup, with the build's cuts from the image CDN", async () => {
    const page = await get(townPath)
    expect(page.status).toBe(200)
    const staticPage = readFileSync(
      join(repoRoot, 'web', 'out', townPath.slice(1), 'index.html'),
      'utf8',
    )
    // Same sources, widths, sizes, width and height and loading; the CDN makes no AVIF, and the
    // placeholder is Sanity's dominant colour of the upload (the build's is of the cut).
    const staticColour = classCss(
      staticPage,
      staticPage.match(/<picture\b.*?<img[^>]* class="([^"]*)"/)?.[1] ?? '',
    ).replace(/^background(-color)?:/, '')
    expect(heroPicture(page.text, paletteOf(publishedPicture.asset._ref))).toBe(
      heroPicture(staticPage, staticColour).replace(/<source type="image\/avif"[^>]*>/, ''),
    )
    const files = pictureFiles(page.text)
    expect(files.map((file) => `${file.width}.${file.format}`).sort()).toEqual(
      ['400', '720', '1080', '1440'].map((width) => `${width}.webp`).sort(),
    )
    for (const file of files) await expectCdnFile(file, publishedPicture, 'hero')
    // The share card too (og:image), a 1200 × 630 JPEG.
    const share = page.text.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
    expect(share, 'og:image').toBeDefined()
    const shareFile = pictureFile((share as string).replaceAll('&amp;', '&'))
    expect([shareFile.width, shareFile.height, shareFile.format]).toEqual([1200, 630, 'jpg'])
    await expectCdnFile(shareFile, publishedPicture, 'share')
  })

  it('shows a moved hotspot and a newly uploaded picture of a draft, after the handshake', async () => {
    const before = pictureFiles((await get(townPath)).text)
    const { cookie } = await handshake(townPath)
    const moved = { ...publishedPicture, hotspot: { ...publishedPicture.hotspot, x: 0.08, y: 0.1 } }
    await saveDraft(townId, { picture: moved })
    const movedFiles = pictureFiles(
      (await loadDraft(townPath, cookie, (html) => pictureFiles(html)[0]?.url !== before[0]?.url))
        .text,
    )
    // The same asset, cut elsewhere: every address changed, only in its rectangle.
    expect(movedFiles.map((file) => file.url.replace(/rect=[\d,]+/, ''))).toEqual(
      before.map((file) => file.url.replace(/rect=[\d,]+/, '')),
    )
    expect(movedFiles.some((file) => before.some((old) => old.url === file.url))).toBe(false)
    for (const file of movedFiles) await expectCdnFile(file, moved, 'hero')

    // A new upload, used only by the draft.
    const bytes = await sharp({
      create: {
        width: 2000,
        height: 1500,
        channels: 3,
        background: '#2a5d8f',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer()
    const asset = await client.assets.upload('image', bytes, { filename: 'new-van-livery.jpg' })
    const replaced = { ...publishedPicture, asset: { _type: 'reference', _ref: asset._id } }
    await saveDraft(townId, { picture: replaced })
    const replacedPage = await loadDraft(
      townPath,
      cookie,
      (html) => pictureFiles(html)[0]?.url.includes(asset.assetId) === true,
    )
    const replacedFiles = pictureFiles(replacedPage.text)
    expect(replacedFiles).toHaveLength(4)
    for (const file of replacedFiles) await expectCdnFile(file, replaced, 'hero')
    expect(heroPicture(replacedPage.text, paletteOf(asset._id))).toMatch(/background[a-z-]*:COLOUR/)
    // The Studio switched to "Published" still shows the published picture.
    expect(pictureFiles((await get(townPath, publishedView())).text)).toEqual(before)
  })
})

describe('the handshake route', () => {
  it('answers one address at most 30 times a minute, then 429 without asking Sanity', async () => {
    const queries = () => lake.requests.filter((request) => request.kind === 'query').length
    // The limit counts in fixed one-minute windows, and the handshakes of the tests before may
    // have opened the current one: it can end during this loop (it did once, on a busy machine),
    // and then the next window takes 31 more. Two windows' worth always reach a 429. The window
    // can also end between the 429 and the follow-up, which the next window then answers: that
    // round starts again (three rounds cannot all straddle a window's end).
    let followUp = 0
    for (let round = 0; round < 3 && followUp !== 429; round += 1) {
      let limited: Answer | undefined
      for (let attempt = 0; attempt < 62 && !limited; attempt += 1) {
        const answer = await get(`${enablePath}?sanity-preview-secret=not-the-secret`, '')
        if (answer.status === 429) limited = answer
        else expect(answer.status).toBe(401)
      }
      expect(limited, 'a 429 within two windows of handshakes').toBeDefined()
      expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(limited?.text).toBe('Too many preview links opened: try again in a minute.\n')
      expectPreviewHeaders((limited as Answer).headers, 'limited')
      const before = queries()
      followUp = (await get(handshakeUrl('/', preview.url), '')).status
      // A limited handshake asks Sanity nothing.
      if (followUp === 429) expect(queries()).toBe(before)
    }
    expect(followUp, 'the handshake with the secret, once limited').toBe(429)
  })
})
