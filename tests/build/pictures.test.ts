// Pictures follow the content too, and a rebuild redoes only what changed: from a copy of the
// fixture with Bath's hotspot moved and Newbury's picture removed, the picture step encodes
// Bath's two cuts and takes every other from the cache; only Bath's and Newbury's files differ
// from the main build in web/out, and none of Newbury's is left in the output.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultFixturePath, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson, toNdjson } from '../../scripts/lib/ndjson.ts'
import { pictureCacheDir } from '../../scripts/lib/pictures/cache.ts'
import { buildSite, pagesOf } from '../support/build-site.ts'

const bathPage = '/areas-covered/mobile-tyre-fitting-bath/'
const newburyPage = '/areas-covered/mobile-tyre-fitting-newbury/'
/** Bath's and Newbury's pages: the main routes and their /areas/ aliases. */
const changedPage = (path: string) => /(bath|newbury)\/$/.test(path)

/**
 * A picture cache holding exactly what the main build used (its originals, the encoded files
 * published in web/out/img, matched by the content hash in their names), so the counts below
 * do not depend on what earlier test builds left in the project's cache.
 */
function cacheOfMainBuild(mainImg: string): string {
  const cache = mkdtempSync(join(tmpdir(), 'pictures-cache-'))
  const main = pictureCacheDir()
  cpSync(join(main, 'originals'), join(cache, 'originals'), { recursive: true })
  mkdirSync(join(cache, 'encoded'))
  const published = new Set(readdirSync(mainImg).map((name) => name.split('.')[1]))
  for (const file of readdirSync(join(main, 'encoded'))) {
    const [, hash] = file.split('.')
    if (file.endsWith('.color') || published.has(hash)) {
      cpSync(join(main, 'encoded', file), join(cache, 'encoded', file))
    }
  }
  return cache
}

/** Every picture address a page names: sources, img and the share card. */
function pictureUrls(html: string): string[] {
  const urls = [...html.matchAll(/\/img\/[a-z0-9.-]+\.(?:avif|webp|jpg)/g)].map((match) => match[0])
  return [...new Set(urls)].sort()
}

describe('pictures in a rebuild', () => {
  it('re-encodes only the moved hotspot, and drops a removed picture from the output', async () => {
    const documents = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')
    let newburyAsset = ''
    for (const document of documents) {
      const town = document as { _id: string; picture?: { hotspot: { x: number; y: number } } }
      if (town._id === 'town.bath' && town.picture) {
        town.picture.hotspot.x = 0.1
        town.picture.hotspot.y = 0.1
      }
      if (town._id === 'town.newbury') {
        newburyAsset = (town.picture as unknown as { asset: { _ref: string } }).asset._ref
        delete town.picture
      }
    }
    const file = join(mkdtempSync(join(tmpdir(), 'pictures-')), 'dataset.ndjson')
    writeFileSync(file, toNdjson(documents))

    const mainOut = join(repoRoot, 'web', 'out')
    const { outDir, log } = await buildSite('pictures', {
      CONTENT_FIXTURE: file,
      PICTURE_CACHE_DIR: cacheOfMainBuild(join(mainOut, 'img')),
    })
    // Every cut of the main build is in the cache: only Bath's hero and share cuts are new, and
    // Newbury's cuts are gone (the main build's manifest, web/.content/pictures.json, has them).
    const mainCuts = Object.keys(
      (
        JSON.parse(readFileSync(join(repoRoot, 'web', '.content', 'pictures.json'), 'utf8')) as {
          renditions: Record<string, unknown>
        }
      ).renditions,
    )
    const newburyCuts = mainCuts.filter((key) => key.includes(`"${newburyAsset}"`))
    expect(newburyCuts.length).toBeGreaterThan(0)
    const renditions = mainCuts.length - newburyCuts.length
    const counts = log.match(/(\d+) renditions \((\d+) from cache, (\d+) encoded\)/)
    expect(counts?.slice(1).map(Number), log).toEqual([renditions, renditions - 2, 2])

    const before = new Set(readdirSync(join(mainOut, 'img')))
    const after = new Set(readdirSync(join(outDir, 'img')))
    const added = [...after].filter((name) => !before.has(name))
    const removed = [...before].filter((name) => !after.has(name))
    expect(added.length).toBeGreaterThan(0)
    expect(added.every((name) => name.startsWith('bath-from-the-ring-road-'))).toBe(true)
    expect(removed.filter((name) => !name.startsWith('bath-from-the-ring-road-'))).toEqual(
      [...before].filter((name) => name.startsWith('newbury-from-the-ring-road-')),
    )
    expect([...after].some((name) => name.startsWith('newbury-'))).toBe(false)

    const mainPages = pagesOf(mainOut)
    const pages = pagesOf(outDir)
    for (const [path, html] of pages) {
      const urls = pictureUrls(html)
      if (changedPage(path)) continue
      expect(urls, path).toEqual(pictureUrls(mainPages.get(path) ?? ''))
      for (const url of urls) expect(after.has(url.slice('/img/'.length)), url).toBe(true)
    }
    expect(pictureUrls(pages.get(bathPage) ?? '')).not.toEqual(
      pictureUrls(mainPages.get(bathPage) ?? ''),
    )
    const newbury = pages.get(newburyPage) ?? ''
    expect(pictureUrls(newbury)).toEqual([])
    expect(newbury).not.toContain('<picture')
    expect(newbury).toMatch(/<meta property="og:image" content="[^"]*\/og\/town\.png"/)
  })
})
