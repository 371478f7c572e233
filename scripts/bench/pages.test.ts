import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { type PageType, pageTypes } from '../../web/lib/routes.ts'
import { defaultFixturePath } from '../lib/env.ts'
import { parseNdjson } from '../lib/ndjson.ts'
import { benchPages, notFoundBenchPage } from './pages.ts'
import { scaledDocuments } from './scale-dataset.ts'

const fixture = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')

describe('benchPages', () => {
  it('audits one page of every page type of the registry, then the 404 page', () => {
    const pages = benchPages(fixture)
    expect(pages.map((page) => page.type)).toEqual([
      ...pageTypes.map((pageType) => pageType.name),
      notFoundBenchPage.type,
    ])
    expect(pages).toContainEqual({ type: 'areas', path: '/areas-covered/' })
    expect(pages).toContainEqual({ type: 'home', path: '/' })
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
  })

  it("audits each type's page at the address of a document of that type", () => {
    for (const page of benchPages(fixture).slice(0, -1)) {
      const pageType = pageTypes.find((type) => type.name === page.type) as PageType
      const documents = fixture.filter((document) => document._type === pageType.type)
      const paths = documents.map((document) =>
        pageType.path((document as { slug?: { current?: string } }).slug?.current ?? ''),
      )
      expect(paths, page.type).toContain(page.path)
    }
  })

  it('audits the first county page where the dataset has county pages (past 200 towns)', () => {
    const pages = benchPages(scaledDocuments(201, [...fixture]).documents)
    const areas = pages.findIndex((page) => page.type === 'areas')
    expect(pages[areas + 1]?.type).toBe('county')
    expect(pages[areas + 1]?.path).toMatch(/^\/areas-covered\/[a-z-]+\/$/)
    expect(benchPages(fixture).some((page) => page.type === 'county')).toBe(false)
  })

  it('names the page types a dataset has no page of', () => {
    const withoutTowns = fixture.filter((document) => document._type !== 'town')
    expect(() => benchPages(withoutTowns)).toThrow(/no page of a town page: add one/)
  })
})
