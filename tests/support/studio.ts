// The real Studio in the browser tests: the Studio as `npm run test:studio` builds it (no Sanity
// project, so on the local Content Lake: studio/sanity.config.ts), served as Sanity serves a
// Studio (its files, index.html for every other path) at http://localhost:3333, one of the local
// Studio's CORS origins, and the local Content Lake on its port (3334), fresh from the fixture
// for each test. A page error, a request to the lake that fails or that it does not know, fails
// the test that caused it.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { test as base, expect, type Frame, type Locator, type Page } from '@playwright/test'
import { buildRecord, buildRecordHeaderRule } from '../../scripts/build/index.ts'
import type { ContentLake, StudioRole } from '../../scripts/content-lake/index.ts'
import {
  localLakeEnv,
  localLakeUrl,
  startLocalContentLake,
} from '../../scripts/content-lake/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import type { SanityDocument } from '../../scripts/lib/ndjson.ts'
import type { BuildRecord } from '../../studio/lib/live-state.ts'
import { siteAddresses } from '../../web/lib/routes.ts'
import { localContentLake, localPorts, studioSiteAddresses } from '../../web/lib/settings.ts'
import { type PreviewProcess, startPreviewProcess } from './preview-process.ts'
import { snapshotPages } from './site-routes.ts'

const dist = join(repoRoot, 'studio', 'dist')
// localhost, not 127.0.0.1: the origin the build record lets read it (npm run studio -- --build).
const studioUrl = `http://localhost:${localPorts.studio}`

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

function serveStudio(): Promise<Server> {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error('studio/dist is missing: build the Studio first (npm run build -w studio)')
  }
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', studioUrl).pathname)
    let file = join(dist, path)
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dist, 'index.html')
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(localPorts.studio, '127.0.0.1', () => resolve(server))
  })
}

export type StudioFixture = {
  lake: ContentLake
  /** The local Studio's live site: its build record, of the lake as seeded until `rebuild()`. */
  site: ServedBuildRecord
  problems: string[]
}

export const test = base.extend<
  { studio: StudioFixture; studioRole: StudioRole },
  { studioServer: Server; previewServer: PreviewProcess }
>({
  /** The Studio's user: an Editor, as staff are; `test.use({ studioRole })` to be another. */
  studioRole: ['editor', { option: true }],
  // The lake's certificate is made on this computer (scripts/content-lake/local-content.ts): a member of
  // staff trusts it once in their browser; the tests tell Chromium to.
  ignoreHTTPSErrors: true,
  studioServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await serveStudio()
      await use(server)
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
    { scope: 'worker' },
  ],
  /**
   * The preview server, started by the first test that asks for it and kept for the others: it
   * reads the lake on its fixed port, whichever test's lake answers there.
   */
  previewServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const preview = await startPreviewServer()
      await use(preview)
      preview.process.kill('SIGTERM')
    },
    // It builds the preview first: about half a minute on a quiet machine, several under load.
    // A limit for a hung build, not a slow one.
    { scope: 'worker', timeout: 900_000 },
  ],
  studio: [
    async ({ page, studioRole, studioServer: _server }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'local-content-'))
      const { lake } = await startLocalContentLake({ dir, role: studioRole })
      const site = await serveBuildRecord(lake)
      const lakePort = new URL(lake.url).port
      const isLake = (url: string) => new URL(url).port === lakePort
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('requestfailed', (request) => {
        if (!isLake(request.url()) || request.failure()?.errorText === 'net::ERR_ABORTED') return
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`)
      })
      page.on('response', (response) => {
        if (isLake(response.url()) && response.status() >= 400) {
          problems.push(
            `HTTP ${response.status()}: ${response.request().method()} ${response.url()}`,
          )
        }
      })
      await use({ lake, site, problems })
      await site.close()
      await lake.close()
      rmSync(dir, { recursive: true, force: true })
      expect(problems, 'page errors and failed requests to the local Content Lake').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The addresses a TCP port of this machine listens on, read from the kernel's socket tables
 * (Linux's /proc/net/tcp and tcp6, state 0A: LISTEN), so a test sees where a server can be
 * reached without sending it anything from off this computer.
 */
export function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const address = (hex: string) => {
    if (hex.length === 8)
      return (hex.match(/../g) ?? [])
        .reverse()
        .map((byte) => parseInt(byte, 16))
        .join('.')
    if (/^0+$/.test(hex)) return '::'
    if (hex === '00000000000000000000000001000000') return '::1'
    return `ipv6:${hex}`
  }
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => address((fields[1] as string).split(':')[0] as string)),
  )
}

/** Opens a Studio path and waits for its desk. */
export async function openStudio(page: Page, path = '/'): Promise<void> {
  await page.goto(`${studioUrl}${path}`)
  await expect(page.getByRole('link', { name: 'Structure' })).toBeVisible()
}

/** A document's form, by its Structure path (e.g. `/structure/town-order;town.bath`). */
export async function openDocument(page: Page, path: string): Promise<void> {
  await openStudio(page, path)
  await expect(page.getByTestId('action-publish')).toBeVisible()
}

/** Presses Publish once the Studio has taken in every change (it is disabled until then). */
export async function pressPublish(page: Page): Promise<void> {
  const publish = page.getByTestId('action-publish')
  await expect(publish).toBeEnabled()
  await publish.click()
}

/**
 * A field's error, as staff read it: its red mark shows the message when pointed at. Sanity
 * renders each field in `data-testid="field-<name>"`.
 */
export async function expectFieldError(page: Page, field: string, message: string | RegExp) {
  const mark = page.getByTestId(`field-${field}`).getByTestId('input-validation-icon-error').first()
  // Pointed at again until the message shows: the mark can be an earlier error's (a required
  // field's, before a value the lake then finds in conflict), drawn again as validation moves
  // on, which closes its tooltip under a mouse that has not moved.
  await expect(async () => {
    await page.mouse.move(0, 0)
    await mark.hover()
    await expect(page.getByText(message)).toBeVisible({ timeout: 5_000 })
  }).toPass()
}

/**
 * The local Studio's live site (localContentLake.siteUrl) as far as the Studio reads it: the
 * build record a build of the lake's published documents would write (scripts/lib/
 * build-record.ts, as postbuild calls it: the pages' addresses from the site's registry, and the
 * live record before it, so an address it served that nothing answers now is `lost`) with its
 * host rule's headers, at /build.json. `rebuild()` records what is published now, as a finished
 * build would.
 */
export type ServedBuildRecord = { rebuild: () => void; close: () => Promise<void> }

/** The lake's published documents: all but drafts (the Studio here makes no release versions). */
export function publishedDocuments(lake: ContentLake): SanityDocument[] {
  return [...lake.documents.values()].filter(
    (doc) => !doc._id.startsWith('drafts.'),
  ) as SanityDocument[]
}

async function serveBuildRecord(lake: ContentLake): Promise<ServedBuildRecord> {
  let live: BuildRecord | undefined
  const rebuild = () => {
    const published = publishedDocuments(lake)
    const addresses = siteAddresses(snapshotPages(published)).map((address) => address.path)
    live = buildRecord(
      { documents: published, addresses, live },
      { projectId: localContentLake.projectId, dataset: localContentLake.dataset },
      new Date(),
    )
  }
  rebuild()
  const headers = Object.fromEntries(buildRecordHeaderRule(studioUrl).headers)
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', studioUrl).pathname !== '/build.json') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { ...headers, 'content-type': 'application/json' })
    response.end(JSON.stringify(live))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(localPorts.site, '127.0.0.1', () => resolve())
  })
  return {
    rebuild,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * The preview server (`npm run preview`, scripts/preview.ts) on its port, as `npm run studio`
 * starts it: on the local Content Lake, letting the Studio frame it. It builds first (about half a minute).
 */
async function startPreviewServer(): Promise<PreviewProcess> {
  const preview = await startPreviewProcess([], {
    ...process.env,
    ...localLakeEnv({ url: localLakeUrl(localPorts.contentLakeForNode) }),
    SANITY_STUDIO_URL: studioUrl,
    // `npm run typecheck` checks web/'s types once (web/next.config.ts).
    NEXT_SKIP_TYPECHECK: '1',
    // Its own build: preview.test.ts (test:build, at the same time) builds web/.next-preview, and
    // a build replacing the one a running server reads makes it answer 500.
    NEXT_DIST_DIR: '.next-preview-studio',
  })
  // It prints the address it binds (127.0.0.1); the Studio, built with the defaults, frames it
  // at its preview address (localhost), which the tool's address bar shows.
  return { ...preview, url: studioSiteAddresses.SANITY_STUDIO_PREVIEW_URL.fallback }
}

/**
 * The staff guide's pictures (docs/img/), taken by the tests at the moment they check what the
 * picture shows, when STAFF_GUIDE_PICTURES=1 (`npm run guide:pictures`); otherwise nothing.
 * At 1280 px, without the local-content notice: staff see the Studio on their Sanity project.
 */
export async function guidePicture(
  page: Page,
  name: string,
  options: { hover?: Locator } = {},
): Promise<void> {
  if (process.env.STAFF_GUIDE_PICTURES !== '1') return
  await options.hover?.hover()
  // Popovers and tooltips fade in.
  await page.waitForTimeout(800)
  const notice = page.getByTestId('local-content-notice')
  await notice.evaluate((element) => {
    ;(element as HTMLElement).style.display = 'none'
  })
  await page.screenshot({ path: join(repoRoot, 'docs', 'img', `${name}.png`) })
  await notice.evaluate((element) => {
    ;(element as HTMLElement).style.display = ''
  })
}

/** The page framed by the Preview tool (Presentation), once it has loaded from the preview server. */
async function previewFrame(page: Page, preview: PreviewProcess): Promise<Frame> {
  const origin = new URL(preview.url).origin
  let frame: Frame | undefined
  await expect
    .poll(
      () => {
        frame = page
          .frames()
          .find((candidate) => !candidate.isDetached() && candidate.url().startsWith(`${origin}/`))
        return frame && !new URL(frame.url()).pathname.startsWith('/api/')
      },
      { message: `the Preview tool's frame of ${origin}` },
    )
    .toBe(true)
  await frame?.waitForLoadState('load')
  return frame as Frame
}

/**
 * Opens the Preview tool on a page of the site (`preview`, the tool's own parameter), once the
 * frame shows it and its overlays have connected to the tool (its Edit switch is enabled).
 */
export async function openPreview(
  page: Page,
  preview: PreviewProcess,
  pathname = '/',
): Promise<Frame> {
  await openStudio(page, `/presentation?preview=${encodeURIComponent(pathname)}`)
  // The frame is looked up once the page in it has connected: the tool can put a new frame in
  // place of the first while they connect, and a frame taken before that is then detached (a
  // clean-clone CI run found `main` in no frame).
  await previewConnected(page)
  const frame = await previewFrame(page, preview)
  await expect(frame.locator('main')).toBeVisible()
  return frame
}

/** The Preview tool's Edit switch: on, a click in the frame opens a field; off, it is a click. */
const overlaySwitch = (page: Page) =>
  page.getByTestId('presentation-root').getByRole('checkbox').first()

/**
 * Waits until the page in the Preview tool's frame is connected to the tool: the Edit switch is
 * enabled only then (the Preview header disables it while `overlaysConnection !== 'connected'`,
 * in the installed sanity's PresentationToolGrantsCheck chunk).
 */
export async function previewConnected(page: Page): Promise<void> {
  await expect(overlaySwitch(page)).toBeEnabled()
}

/**
 * Turns the Preview tool's Edit switch off, if on: a click on the page is then a visitor's click.
 * One click, and the page's answer awaited: the tool sends the page a toggle, not a state, so a
 * second click made before the page (busy on a loaded machine) has answered the first would turn
 * Edit back on once both arrive. A click can also go unanswered (once in a quiet run here, for 90
 * s); `clickInFrame` then reads the switch again and clicks again if it is still on.
 */
async function editOff(page: Page): Promise<void> {
  if (!(await overlaySwitch(page).isChecked())) return
  await overlaySwitch(page).click()
  await expect(overlaySwitch(page)).not.toBeChecked({ timeout: 15_000 })
}

/**
 * A visitor's click on the page in the Preview tool's frame, made again until `answered` passes,
 * with the Edit switch turned off before each click. The switch can come back on by itself: the
 * page in the frame owns its state, starting with it on, and the tool sends the page a toggle,
 * not a state (`presentation/toggle-overlay` in the installed @sanity/visual-editing's
 * VisualEditing chunk). A clean-clone run on 16ba400 found Edit on again after the switch had
 * read off (its helper then clicked again whenever the page took over 10 s to answer, and two
 * toggles undo each other), and each click on a footer link opened its field for seven minutes
 * instead of the page. A click made while the page in the frame is still busy goes unanswered
 * too; staff would click again.
 */
export async function clickInFrame(
  page: Page,
  target: Locator,
  answered: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    await editOff(page)
    await target.click()
    await answered()
  }).toPass()
}

/**
 * The document and field the Preview tool has open beside the page, from its address
 * (/presentation/<type>/<id>/<field path>).
 */
export function openedField(page: Page): { type?: string; id?: string; path?: string } {
  const [, , type, id, ...path] = decodeURIComponent(new URL(page.url()).pathname).split('/')
  return { type, id, path: path.join('/') || undefined }
}

/**
 * A click on `target` in the frame opens `id` (of `type`) at `path` beside the page. Until the
 * frame's overlays have connected to the tool (and again after the frame moves to another
 * page), a click is only a click: it is made again until it opens.
 */
export async function clickOpens(
  page: Page,
  target: Locator,
  opens: { type: string; id: string; path: string | RegExp },
): Promise<void> {
  const wanted = {
    type: opens.type,
    id: opens.id,
    path: typeof opens.path === 'string' ? opens.path : expect.stringMatching(opens.path),
  }
  expect(openedField(page), 'the field is open before the click').not.toEqual(wanted)
  await expect(async () => {
    await target.click()
    await expect.poll(() => openedField(page), { timeout: 5_000 }).toEqual(wanted)
  }).toPass()
}
