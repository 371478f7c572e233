// The preview server (`npm run preview`) against the Sanity stand-in, built once for this file:
// drafts show only after the Presentation tool's handshake, within 3 s of an edit and without a
// rebuild; a draft-only town renders; the static build's pull never sees a draft; every response
// carries the preview's headers; no client bundle holds the token; a page runs in Chromium under
// its policy with no violation. Pictures: the preview writes the static build's markup for them,
// with files it makes itself from the originals on the stand-in's CDN, for drafts too (a moved
// hotspot, a newly uploaded picture, a draft-only town), and refuses bad picture addresses with a
// status and one line.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { createClient, type SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findChromium } from '../../scripts/ensure-chromium.ts'
import { type ContentLake, startContentLake } from '../../scripts/lib/content-lake.ts'
import { defaultFixturePath, envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument } from '../../scripts/lib/ndjson.ts'
import { PREVIEW_PICTURE_CACHE_CONTROL } from '../../scripts/lib/pictures/preview.ts'
import { previewHeaders, previewPolicy } from '../../scripts/lib/preview-headers.ts'
import { sanityApiVersion } from '../../web/lib/content/shared-facts.ts'
import { chromiumFlags } from '../playwright.config.ts'
import { filesContaining, visibleText } from '../support/build-site.ts'
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
/** The preview's own picture cache, empty at the start: every original is fetched from the CDN. */
const pictureCache = mkdtempSync(join(tmpdir(), 'preview-pictures-'))
const assetsDir = join(repoRoot, 'tests', 'fixtures', 'assets')

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

/**
 * The hero <picture> of a page, with every file address reduced to its width and format, and
 * its class names (the static build's postbuild renames them and writes token values in place:
 * compact-css) reduced to the background they give, so the placeholder colour is compared by
 * value.
 */
function heroPicture(html: string): string {
  const picture = html.match(/<picture\b.*?<\/picture>/)?.[0]
  expect(picture, 'a <picture> on the page').toBeDefined()
  return (picture as string)
    .replace(/ class="([^"]*)"/g, (_, names: string) => ` class="${classCss(html, names)}"`)
    .replace(/\/img\/[a-z0-9-]+-(\d+)w\.[0-9a-f]+\.(avif|webp|jpg)/g, 'FILE-$1.$2')
    .replace(
      /\/_preview\/picture\/image-[\w-]+\/(?:hero|panel|share)\/(\d+)\.(avif|webp|jpg)\?rect=[\d,]+&amp;v=\d+/g,
      'FILE-$1.$2',
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

type PictureFile = { url: string; width: number; format: 'avif' | 'webp' | 'jpg' }

/** Every file of the first <picture> of a page (sources and img), as the browser would ask. */
function pictureFiles(html: string): PictureFile[] {
  const picture = html.match(/<picture\b.*?<\/picture>/)?.[0] ?? ''
  const urls = [...picture.matchAll(/\/_preview\/picture\/[^\s"]+/g)].map((match) =>
    match[0].replaceAll('&amp;', '&'),
  )
  return [...new Set(urls)].map((url) => {
    const [, width, format] = url.match(/\/(\d+)\.(avif|webp|jpg)\?/) ?? []
    return { url, width: Number(width), format: format as PictureFile['format'] }
  })
}

/** Fetches a picture file from the preview: an image of the width and type its address names. */
async function expectPictureFile(file: PictureFile, slot: 'hero' | 'panel' | 'share') {
  const response = await fetch(new URL(file.url, preview.url))
  expect(response.status, file.url).toBe(200)
  const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }
  expect(response.headers.get('content-type'), file.url).toBe(types[file.format])
  expect(response.headers.get('cache-control')).toBe(PREVIEW_PICTURE_CACHE_CONTROL)
  expectPreviewHeaders(response.headers, file.url)
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
  // sharp names AVIF by its container, HEIF.
  expect(meta.format, file.url).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg' }[file.format])
  expect(meta.width, file.url).toBe(file.width)
  const aspect = { hero: 4 / 3, panel: 3 / 2, share: 1200 / 630 }[slot]
  expect(meta.height, file.url).toBe(Math.round(file.width / aspect))
}

/** The headers every preview response carries (the static site's, noindex, the Studio's frame). */
function expectPreviewHeaders(headers: Headers, what: string): void {
  for (const [name, value] of previewHeaders()) {
    expect(headers.get(name), `${what}: ${name}`).toBe(value)
  }
  expect(headers.get('x-robots-tag'), what).toBe('noindex')
  expect(headers.get('x-frame-options'), what).toBeNull()
  const policy = headers.get('content-security-policy') ?? ''
  expect(policy, what).toContain(`frame-ancestors ${studioOrigin};`)
  expect(policy, what).not.toMatch(/unsafe-inline|unsafe-eval/)
}

/** Loads `path` with the draft-mode cookie until `ready` holds (at most 3 s, as for any edit). */
async function pollDraft(
  path: string,
  cookie: string | undefined,
  ready: (html: string) => boolean,
) {
  const started = Date.now()
  let page = await get(path, cookie)
  while (!ready(page.text) && Date.now() - started < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    page = await get(path, cookie)
  }
  expect(ready(page.text), `${path} within 3 s of the edit`).toBe(true)
  return page
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
    SANITY_STUDIO_URL: studioUrl,
    PICTURE_CACHE_DIR: pictureCache,
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
    for (const [what, answer] of Object.entries(answers)) expectPreviewHeaders(answer.headers, what)
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
    // Its picture (Bath's, copied with the document) is shown and served like any other.
    const files = pictureFiles(page.text)
    expect(files).toHaveLength(8)
    for (const file of files) await expectPictureFile(file, 'hero')
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

describe('pictures in the preview', () => {
  const townId = 'town.chippenham'
  const townPath = '/areas-covered/mobile-tyre-fitting-chippenham/'
  const publishedPicture = published(townId).picture as {
    asset: { _ref: string }
    hotspot: Record<string, unknown>
  }

  it("writes the static build's picture markup, with files the preview makes itself", async () => {
    const page = await get(townPath)
    expect(page.status).toBe(200)
    const staticPage = readFileSync(
      join(repoRoot, 'web', 'out', townPath.slice(1), 'index.html'),
      'utf8',
    )
    // Same sources, widths, sizes, width and height, loading, and placeholder colour (its class).
    expect(heroPicture(page.text)).toBe(heroPicture(staticPage))
    const files = pictureFiles(page.text)
    expect(files.map((file) => `${file.width}.${file.format}`).sort()).toEqual(
      ['400', '720', '1080', '1440'].flatMap((width) => [`${width}.avif`, `${width}.webp`]).sort(),
    )
    expect(files.every((file) => file.url.includes(publishedPicture.asset._ref))).toBe(true)
    for (const file of files) await expectPictureFile(file, 'hero')
    // The share card too (og:image), a 1200 × 630 JPEG.
    const share = page.text.match(
      /<meta property="og:image" content="[^"]*(\/_preview\/picture\/[^"]+)"/,
    )?.[1]
    expect(share, 'og:image').toBeDefined()
    await expectPictureFile(
      { url: (share as string).replaceAll('&amp;', '&'), width: 1200, format: 'jpg' },
      'share',
    )
    // Each original came from the CDN once, however many files were made of it.
    const downloads = lake.requests.filter(
      (request) =>
        request.kind === 'file' &&
        request.path.includes(publishedPicture.asset._ref.split('-')[1] as string),
    )
    expect(downloads).toHaveLength(1)
  })

  it('shows a moved hotspot and a newly uploaded picture of a draft, after the handshake', async () => {
    const before = pictureFiles((await get(townPath)).text)
    const { cookie } = await handshake(townPath)
    await saveDraft(townId, {
      picture: { ...publishedPicture, hotspot: { ...publishedPicture.hotspot, x: 0.08, y: 0.1 } },
    })
    const moved = pictureFiles(
      (await pollDraft(townPath, cookie, (html) => pictureFiles(html)[0]?.url !== before[0]?.url))
        .text,
    )
    // The same asset, cut elsewhere: every address changed, only in its rectangle.
    expect(moved.map((file) => file.url.replace(/rect=[\d,]+/, ''))).toEqual(
      before.map((file) => file.url.replace(/rect=[\d,]+/, '')),
    )
    expect(moved.some((file) => before.some((old) => old.url === file.url))).toBe(false)
    for (const file of moved.filter((file) => file.width === 720))
      await expectPictureFile(file, 'hero')

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
    await saveDraft(townId, {
      picture: { ...publishedPicture, asset: { _type: 'reference', _ref: asset._id } },
    })
    const replaced = pictureFiles(
      (
        await pollDraft(
          townPath,
          cookie,
          (html) => pictureFiles(html)[0]?.url.includes(asset._id) === true,
        )
      ).text,
    )
    expect(replaced).toHaveLength(8)
    for (const file of replaced) await expectPictureFile(file, 'hero')
    expect(
      lake.requests.filter(
        (request) => request.kind === 'file' && request.path.includes(asset.assetId),
      ),
    ).toHaveLength(1)
    // Visitors without the cookie still see the published picture.
    expect(pictureFiles((await get(townPath)).text)).toEqual(before)
  })

  it('answers a bad picture address with a status and one line, and keeps serving', async () => {
    const missingId = `image-${'0'.repeat(40)}-1800x1200-jpg`
    const [valid] = pictureFiles((await get(townPath)).text)
    const address = (valid as PictureFile).url
    // Two assets the dataset has, whose files the CDN cannot give as a picture.
    const broken = async (hash: string, bytes?: Buffer) => {
      const id = `image-${hash}-1800x1200-jpg`
      const path = `/images/test-project/production/${hash}-1800x1200.jpg`
      if (bytes) lake.files.set(path, bytes)
      lake.documents.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        url: `${lake.url}${path}`,
        ...(bytes ? { size: bytes.length, sha1hash: hash } : {}),
      })
      return address.replace(publishedPicture.asset._ref, id)
    }
    const junk = Buffer.from('this is a text file, not a JPEG\n')
    const junkHash = createHash('sha1').update(junk).digest('hex')
    const cases: [string, string, number, RegExp][] = [
      [
        'unknown asset',
        address.replace(publishedPicture.asset._ref, missingId),
        404,
        /asset image-0+-1800x1200-jpg is not in dataset "production"/,
      ],
      ['malformed rectangle', address.replace(/rect=[\d,]+/, 'rect=1,2'), 400, /needs rect=/],
      [
        'unreachable original',
        await broken('1'.repeat(40)),
        502,
        /cannot be used: the file answered HTTP 404 at http:\/\/127\.0\.0\.1/,
      ],
      [
        'corrupt original',
        await broken(junkHash, junk),
        502,
        /the file is not a picture the build can read/,
      ],
    ]
    for (const [what, url, status, message] of cases) {
      const response = await fetch(new URL(url, preview.url))
      const text = await response.text()
      expect(response.status, what).toBe(status)
      expect(text, what).toMatch(message)
      expect(text.trim().split('\n'), what).toHaveLength(1)
      expect(response.headers.get('content-type'), what).toBe('text/plain; charset=utf-8')
      expectPreviewHeaders(response.headers, what)
    }
    expect((await get(townPath)).status).toBe(200)
    await expectPictureFile(valid as PictureFile, 'hero')
  })
})
