// The site cache's decisions (site-cache.ts): which pages a new snapshot leaves as they were, from
// what each read; the reads noted by a render, grouped by page; the cache saved and read back.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type PageRead, pageReadsDirName } from '../../web/lib/content/shared-facts.ts'
import {
  changedDocuments,
  codeKey,
  pageReads,
  planRender,
  ReadAnswers,
  readSiteCache,
  saveSiteCache,
  siteCacheForCode,
  snapshotRevisions,
} from './site-cache.ts'

const town = (slug: string, heroIntro: string) => ({
  _id: `town.${slug}`,
  _type: 'town',
  slug: { current: slug },
  name: slug,
  heroIntro,
})
const townQuery = '*[_type == "town" && slug.current == $slug][0]{ name, heroIntro }'
const namesQuery = '*[_type == "town"] | order(name asc).name'
const manifest = { renditions: { hero: { files: ['a.avif'] } } }

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-cache-'))
  scratch.push(dir)
  return dir
}

/** A cache of a two-town site: each town page read its own town, every town's name and a picture. */
async function cacheOf(documents: ReturnType<typeof town>[]) {
  const dir = folder()
  const out = join(dir, 'export')
  mkdirSync(join(out, 'bath'), { recursive: true })
  writeFileSync(join(out, 'index.html'), '<p>home</p>')
  const pages = new Map(
    ['bath', 'wells'].map((slug) => [
      `/${slug}/`,
      {
        reads: [
          ['query', townQuery, { slug }],
          ['query', namesQuery, {}],
          ['picture', 'hero'],
        ] as PageRead[],
        files: [],
      },
    ]),
  )
  await saveSiteCache(join(dir, 'cache'), {
    outDir: out,
    key: 'code-1',
    documents,
    pages,
    answers: new ReadAnswers(documents, manifest),
    typesChecked: true,
  })
  const cache = readSiteCache(join(dir, 'cache'))
  if ('problem' in cache) throw new Error(cache.problem)
  return cache
}

describe('planRender', () => {
  const before = [town('bath', 'Fix it on the spot'), town('wells', 'Near the cathedral')]

  it('renders only the page whose own reads changed: an edit of one town’s words', async () => {
    const cache = await cacheOf(before)
    const after = [
      town('bath', 'Fix it on the spot, day or night'),
      before[1] as (typeof before)[1],
    ]
    const plan = await planRender(cache, new ReadAnswers(after, manifest), ['/bath/', '/wells/'])
    expect(plan.render).toEqual(['/bath/'])
    expect([...plan.reuse.keys()]).toEqual(['/wells/'])
    expect(plan.changedReads).toBe(1)
  })

  it('renders every page that read something shared that changed, and every page it has not seen', async () => {
    const cache = await cacheOf(before)
    const renamed = [
      { ...before[0], name: 'Bath Spa' } as (typeof before)[0],
      before[1] as (typeof before)[1],
    ]
    const plan = await planRender(cache, new ReadAnswers(renamed, manifest), [
      '/bath/',
      '/wells/',
      '/frome/',
    ])
    expect(plan.render).toEqual(['/bath/', '/wells/', '/frome/'])
    expect(plan.reuse.size).toBe(0)
  })

  it('renders the pages whose picture rendition changed', async () => {
    const cache = await cacheOf(before)
    const recut = { renditions: { hero: { files: ['b.avif'] } } }
    const plan = await planRender(cache, new ReadAnswers(before, recut), ['/bath/', '/wells/'])
    expect(plan.render).toEqual(['/bath/', '/wells/'])
  })

  it('reuses everything when nothing a page read changed (another field, another document)', async () => {
    const cache = await cacheOf(before)
    const other = [
      { ...before[0], seo: { title: 'Bath' } } as (typeof before)[0],
      before[1] as (typeof before)[1],
      { _id: 'faq.x', _type: 'faq', slug: { current: 'x' }, name: '', heroIntro: '' },
    ]
    const plan = await planRender(cache, new ReadAnswers(other, manifest), ['/bath/', '/wells/'])
    expect(plan.render).toEqual([])
    expect(changedDocuments(cache.record.revisions, snapshotRevisions(other))).toEqual([
      'faq.x',
      'town.bath',
    ])
  })
})

describe('the cache on disk', () => {
  it('keeps the export and the record, and refuses a record of another version', async () => {
    const cache = await cacheOf([town('bath', 'a')])
    expect(readFileSync(join(cache.outDir, 'index.html'), 'utf8')).toBe('<p>home</p>')
    expect(cache.record).toMatchObject({ codeKey: 'code-1', typesChecked: true })
    expect(Object.keys(cache.record.pages)).toEqual(['/bath/', '/wells/'])
    const file = join(cache.dir, 'record.json')
    writeFileSync(file, JSON.stringify({ ...cache.record, version: 0 }))
    expect(readSiteCache(cache.dir)).toEqual({
      problem: `${file} was written by another version of the build`,
    })
    expect(readSiteCache(join(cache.dir, 'none'))).toMatchObject({ problem: /no earlier build/ })
  })

  it('is reused only by the code and settings it was built from', async () => {
    const cache = await cacheOf([town('bath', 'a')])
    expect(siteCacheForCode(cache.dir, {})).toEqual({
      problem: 'the code or settings changed since the last build',
    })
    const file = join(cache.dir, 'record.json')
    writeFileSync(file, JSON.stringify({ ...cache.record, codeKey: codeKey({}) }))
    expect(siteCacheForCode(cache.dir, {})).toMatchObject({ dir: cache.dir })
    expect(siteCacheForCode(join(cache.dir, 'none'), {})).toMatchObject({
      problem: /no earlier build/,
    })
  })
})

describe('pageReads', () => {
  it('groups what each render noted by the page it named, and drops renders that named none', () => {
    const dir = folder()
    mkdirSync(join(dir, pageReadsDirName))
    const lines = [
      ['1.0', 'query', namesQuery, {}],
      ['1.1', 'query', namesQuery, {}],
      ['1.0', 'picture', 'hero'],
      ['1.0', 'page', '/bath/'],
    ]
    writeFileSync(
      join(dir, pageReadsDirName, '1.ndjson'),
      `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`,
    )
    expect(pageReads(join(dir, 'snapshot.ndjson'))).toEqual(
      new Map([
        [
          '/bath/',
          [
            ['query', namesQuery, {}],
            ['picture', 'hero'],
          ],
        ],
      ]),
    )
  })
})
