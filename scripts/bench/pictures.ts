// The picture budgets, for `npm run bench`: picture bytes on the home page (before
// the visitor scrolls at 390 px, and all of them at 390 and 1280 px), Lighthouse per page type
// against the same site built without pictures in the same run (home LCP, performance, CLS),
// the warm rebuild against a build without pictures, and the cold picture step's time.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { originalsDir, pictureCacheDir } from '../build/index.ts'
import type { ContentLake } from '../content-lake/index.ts'
import { startServer } from '../host/index.ts'
import { chromiumFlags, findChromium } from '../lib/chromium.ts'
import { envWithoutContentSettings, repoRoot } from '../lib/env.ts'
import { parseNdjson, type SanityDocument, toNdjson } from '../lib/ndjson.ts'
import { runCommand } from '../lib/run-command.ts'
import { median } from './statistics.ts'

const pictureTargets = {
  homeAboveFoldKb390: 60,
  homeAllKb390: 250,
  homeAllKb1280: 500,
  homeLcpVsNoPictures: 1.1,
  warmRebuildVsNoPictures: 1.1,
}

/**
 * The fixture's asset files served by the stand-in CDN, and the asset documents pointed at it,
 * so a bench build from the stand-in downloads pictures from 127.0.0.1 (never cdn.sanity.io).
 */
export function serveFixtureAssets(lake: ContentLake): void {
  const assetsDir = join(repoRoot, 'tests', 'fixtures', 'assets')
  for (const document of lake.documents.values()) {
    if (document._type !== 'sanity.imageAsset') continue
    const path = `/${String(document.path)}`
    lake.files.set(path, readFileSync(join(assetsDir, String(document.originalFilename))))
    document.url = `${lake.url}${path}`
  }
}

/**
 * The documents with every picture field emptied and no asset documents: the content of the
 * reference site "without pictures". It breaks the Studio's required-picture rules (the home
 * hero and panels), so it is never a dataset the pull would accept: the reference build pulls the
 * real fixture (the same validation and originals check as the build it is compared with) and
 * then renders these documents in its place (see timedSiteBuild).
 */
export function withoutPictures(documents: SanityDocument[]): SanityDocument[] {
  const strip = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(strip)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      for (const [key, child] of Object.entries(record)) {
        if ((child as { _type?: string } | null)?._type === 'image') delete record[key]
        else strip(child)
      }
    }
  }
  const kept = structuredClone(
    documents.filter((document) => document._type !== 'sanity.imageAsset'),
  )
  kept.forEach(strip)
  return kept
}

const node = process.execPath
const nextBin = join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

/**
 * One full build (pull, pictures, next build, postbuild) into web/.build-<name>/out, timed.
 * Both builds compared go through this same sequence.
 */
async function timedSiteBuild(
  name: string,
  rendered: (pulled: SanityDocument[]) => SanityDocument[] = (pulled) => pulled,
): Promise<{ outDir: string; ms: number; log: string }> {
  const scratch = join(repoRoot, 'web', `.build-${name}`)
  const outDir = join(scratch, 'out')
  const snapshot = join(scratch, 'snapshot.ndjson')
  const env = envWithoutContentSettings({
    CONTENT_SNAPSHOT: snapshot,
    NEXT_DIST_DIR: join(`.build-${name}`, 'out'),
  })
  const inRepo = { cwd: repoRoot, env }
  const started = performance.now()
  let log = await runCommand('content:pull', node, ['scripts/pull.ts'], inRepo)
  writeFileSync(snapshot, toNdjson(rendered(parseNdjson(readFileSync(snapshot, 'utf8'), snapshot))))
  log += await runCommand('pictures', node, ['scripts/pictures.ts'], inRepo)
  log += await runCommand('next build', node, [nextBin, 'build'], {
    cwd: join(repoRoot, 'web'),
    env,
  })
  log += await runCommand('postbuild', node, ['scripts/postbuild.ts', '--out', outDir], inRepo)
  return { outDir, ms: performance.now() - started, log }
}

/**
 * The picture step's wall time with an empty encoded cache (the originals copied in), after a
 * pull and an untimed picture step that leave the project's own cache warm for the next build.
 */
async function coldPictureSeconds(): Promise<number> {
  const snapshot = join(repoRoot, 'web', '.build-bench-pictures', 'snapshot.ndjson')
  const inRepo = { cwd: repoRoot, env: envWithoutContentSettings({ CONTENT_SNAPSHOT: snapshot }) }
  await runCommand('content:pull', node, ['scripts/pull.ts'], inRepo)
  await runCommand('pictures', node, ['scripts/pictures.ts'], inRepo)
  const cache = mkdtempSync(join(tmpdir(), 'bench-picture-cache-'))
  cpSync(originalsDir(pictureCacheDir()), originalsDir(cache), { recursive: true })
  const env = envWithoutContentSettings({ CONTENT_SNAPSHOT: snapshot, PICTURE_CACHE_DIR: cache })
  const started = performance.now()
  await runCommand('pictures (cold)', node, ['scripts/pictures.ts'], { cwd: repoRoot, env })
  return (performance.now() - started) / 1000
}

/** Bytes of /img/ files the home page loads: before any scroll, then after scrolling to the end. */
async function homePictureBytes(
  url: string,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
): Promise<{ aboveFoldKb: number; allKb: number }> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...chromiumFlags],
  })
  try {
    const context = await browser.newContext({ viewport, deviceScaleFactor })
    const page = await context.newPage()
    let bytes = 0
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.startsWith('/img/')) return
      const sizes = await response.request().sizes()
      bytes += sizes.responseBodySize + sizes.responseHeadersSize
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    const aboveFold = bytes
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await page.waitForTimeout(60)
    }
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    return { aboveFoldKb: aboveFold / 1024, allKb: bytes / 1024 }
  } finally {
    await browser.close()
  }
}

type LighthouseMedians = { performance: number; lcpMs: number; cls: number }

export type PictureBench = {
  homeBytes: { aboveFoldKb390: number; allKb390: number; allKb1280: number }
  pages: { type: string; withPictures: LighthouseMedians; withoutPictures: LighthouseMedians }[]
  build: { warmMs: number; noPicturesMs: number; coldPictureSeconds: number }
}

/**
 * Runs every picture measurement. `lighthouse` is the bench's one-run sampler (lighthouse.ts;
 * medians are taken here); the two builds are audited page type by page type, run by run, so both
 * see the same machine load.
 */
export async function benchPictures(
  pageTypes: readonly { type: string; path: string }[],
  runs: number,
  lighthouse: (url: string) => Promise<LighthouseMedians>,
): Promise<PictureBench> {
  // The two builds alternate, `runs` times each, and their medians are compared: one build's
  // wall time on this machine varies by +-15% from run to run (next build alone: 30-38 s).
  const noneMs: number[] = []
  const warmMs: number[] = []
  let coldSeconds = Number.NaN
  let none: Awaited<ReturnType<typeof timedSiteBuild>> | undefined
  let warm: Awaited<ReturnType<typeof timedSiteBuild>> | undefined
  for (let run = 0; run < runs; run += 1) {
    console.error(`bench: pictures: build without pictures (${run + 1} of ${runs})`)
    none = await timedSiteBuild('bench-no-pictures', withoutPictures)
    noneMs.push(none.ms)
    if (run === 0) {
      console.error('bench: pictures: cold picture step')
      coldSeconds = await coldPictureSeconds()
    }
    console.error(`bench: pictures: warm build with pictures (${run + 1} of ${runs})`)
    warm = await timedSiteBuild('bench-pictures')
    warmMs.push(warm.ms)
  }
  if (!none || !warm) throw new Error('bench: pictures: --runs must be at least 1')

  const withServer = await startServer({ root: warm.outDir, port: 0, host: '127.0.0.1' })
  const withoutServer = await startServer({ root: none.outDir, port: 0, host: '127.0.0.1' })
  try {
    console.error('bench: pictures: home picture bytes at 390 and 1280 px')
    const phone = await homePictureBytes(`${withServer.url}/`, { width: 390, height: 844 }, 2)
    const desktop = await homePictureBytes(`${withServer.url}/`, { width: 1280, height: 800 }, 1)
    const pages: PictureBench['pages'] = []
    for (const page of pageTypes) {
      console.error(`bench: pictures: Lighthouse ${page.type}, with and without pictures`)
      const withSamples: LighthouseMedians[] = []
      const withoutSamples: LighthouseMedians[] = []
      for (let run = 0; run < runs; run += 1) {
        withSamples.push(await lighthouse(`${withServer.url}${page.path}`))
        withoutSamples.push(await lighthouse(`${withoutServer.url}${page.path}`))
      }
      pages.push({
        type: page.type,
        withPictures: medians(withSamples),
        withoutPictures: medians(withoutSamples),
      })
    }
    return {
      homeBytes: {
        aboveFoldKb390: phone.aboveFoldKb,
        allKb390: phone.allKb,
        allKb1280: desktop.allKb,
      },
      pages,
      build: {
        warmMs: median(warmMs),
        noPicturesMs: median(noneMs),
        coldPictureSeconds: coldSeconds,
      },
    }
  } finally {
    await withServer.close()
    await withoutServer.close()
  }
}

function medians(samples: LighthouseMedians[]): LighthouseMedians {
  return {
    performance: median(samples.map((sample) => sample.performance)),
    lcpMs: median(samples.map((sample) => sample.lcpMs)),
    cls: median(samples.map((sample) => sample.cls)),
  }
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED')

/** The picture budgets as table rows: measure, value, target. */
export function pictureRows(
  result: PictureBench,
): { measure: string; value: string; target: string }[] {
  const t = pictureTargets
  const { homeBytes, build } = result
  const home = result.pages.find((page) => page.type === 'home')
  const lcpRatio = home ? home.withPictures.lcpMs / home.withoutPictures.lcpMs : Number.NaN
  const buildRatio = build.warmMs / build.noPicturesMs
  return [
    {
      measure: 'home 390 px: picture bytes before scrolling',
      value: `${homeBytes.aboveFoldKb390.toFixed(1)} kB`,
      target: `<= ${t.homeAboveFoldKb390} kB ${mark(homeBytes.aboveFoldKb390 <= t.homeAboveFoldKb390)}`,
    },
    {
      measure: 'home 390 px: all picture bytes',
      value: `${homeBytes.allKb390.toFixed(1)} kB`,
      target: `<= ${t.homeAllKb390} kB ${mark(homeBytes.allKb390 <= t.homeAllKb390)}`,
    },
    {
      measure: 'home 1280 px: all picture bytes',
      value: `${homeBytes.allKb1280.toFixed(1)} kB`,
      target: `<= ${t.homeAllKb1280} kB ${mark(homeBytes.allKb1280 <= t.homeAllKb1280)}`,
    },
    {
      measure: 'home LCP, with / without pictures',
      value: home
        ? `${Math.round(home.withPictures.lcpMs)} / ${Math.round(home.withoutPictures.lcpMs)} ms (x${lcpRatio.toFixed(2)})`
        : 'skipped',
      target: `<= x${t.homeLcpVsNoPictures} ${home ? mark(lcpRatio <= t.homeLcpVsNoPictures) : ''}`,
    },
    ...result.pages.map((page) => ({
      measure: `${page.type}: perf / CLS, with / without pictures`,
      value: `${page.withPictures.performance} / ${page.withoutPictures.performance}, CLS ${page.withPictures.cls.toFixed(3)} / ${page.withoutPictures.cls.toFixed(3)}`,
      target: `no drop, CLS 0 ${mark(page.withPictures.performance >= page.withoutPictures.performance && page.withPictures.cls === 0)}`,
    })),
    {
      measure: 'warm rebuild, with / without pictures (medians, builds alternated)',
      value: `${(build.warmMs / 1000).toFixed(1)} / ${(build.noPicturesMs / 1000).toFixed(1)} s (x${buildRatio.toFixed(2)})`,
      target: `<= x${t.warmRebuildVsNoPictures} ${mark(buildRatio <= t.warmRebuildVsNoPictures)}`,
    },
    {
      measure: 'cold picture step (empty encoded cache)',
      value: `${build.coldPictureSeconds.toFixed(1)} s`,
      target: 'reported',
    },
  ]
}
