import { describe, expect, it } from 'vitest'
import { parseBuildRecord } from '../../studio/lib/live-state.ts'
import { documentRevision } from '../lib/ndjson.ts'
import { buildRecord, buildRecordOutput } from './build-record.ts'

describe('documentRevision', () => {
  it("is Sanity's _rev when the document has one", () => {
    expect(documentRevision({ _id: 'a', _type: 't', _rev: 'Xy12', title: 'A' })).toBe('Xy12')
  })

  it('is a content hash otherwise: the same content (in any key order) gives the same hash', () => {
    const one = documentRevision({ _id: 'a', _type: 't', title: 'A', nested: { x: 1, y: [1, 2] } })
    const same = documentRevision({ nested: { y: [1, 2], x: 1 }, title: 'A', _type: 't', _id: 'a' })
    expect(one).toMatch(/^sha256-[\w-]{22}$/)
    expect(same).toBe(one)
    expect(
      documentRevision({ _id: 'a', _type: 't', title: 'B', nested: { x: 1, y: [1, 2] } }),
    ).not.toBe(one)
    expect(
      documentRevision({ _id: 'a', _type: 't', title: 'A', nested: { x: 1, y: [2, 1] } }),
    ).not.toBe(one)
  })
})

describe('buildRecord', () => {
  it('lists only the documents whose Publish changes the live site: no asset, no Sanity document, no unshown type', () => {
    const record = buildRecord(
      {
        documents: [
          { _id: 'town.bath', _type: 'town', _rev: 'r1' },
          {
            _id: 'redirect.old-bath',
            _type: 'redirect',
            _rev: 'r2',
            from: '/bath',
            to: '/areas/bath/',
          },
          { _id: 'image-abc-800x600-jpg', _type: 'sanity.imageAsset', _rev: 'r3' },
          { _id: 'file-def-pdf', _type: 'sanity.fileAsset', _rev: 'r4' },
          { _id: 'sanity-preview-url-secret.share-access', _type: 'sanity.previewUrlShareAccess' },
          { _id: 'note.1', _type: 'internalNote', _rev: 'r5' },
        ],
        addresses: [],
      },
      { projectId: 'kerbside', dataset: 'production' },
      new Date('2026-11-24T09:00:00Z'),
    )
    expect(record.documents.map((document) => document._id)).toEqual([
      'redirect.old-bath',
      'town.bath',
    ])
  })

  it('lists every document by _id with its type and revision, and every redirect, and reads back as a record', () => {
    const record = buildRecord(
      {
        documents: [
          { _id: 'town.bath', _type: 'town', _rev: 'r2' },
          { _id: 'faq.payment', _type: 'faq', _rev: 'r1' },
          {
            _id: 'redirect.tyres',
            _type: 'redirect',
            _rev: 'r3',
            from: '/tyres',
            to: '/services/x/',
            permanent: true,
          },
          { _id: 'redirect.offer', _type: 'redirect', _rev: 'r4', from: '/offer', to: '/#contact' },
        ],
        addresses: ['/areas-covered/mobile-tyre-fitting-bath/', '/'],
      },
      { projectId: 'kerbside', dataset: 'production' },
      new Date('2026-11-24T09:00:00Z'),
    )
    expect(record).toEqual({
      builtAt: '2026-11-24T09:00:00.000Z',
      projectId: 'kerbside',
      dataset: 'production',
      documents: [
        { _id: 'faq.payment', _type: 'faq', _rev: 'r1' },
        { _id: 'redirect.offer', _type: 'redirect', _rev: 'r4' },
        { _id: 'redirect.tyres', _type: 'redirect', _rev: 'r3' },
        { _id: 'town.bath', _type: 'town', _rev: 'r2' },
      ],
      redirects: [
        { from: '/offer', to: '/#contact', status: 302 },
        { from: '/tyres', to: '/services/x/', status: 301 },
      ],
      addresses: ['/', '/areas-covered/mobile-tyre-fitting-bath/'],
      lost: [],
    })
    expect(parseBuildRecord(JSON.parse(JSON.stringify(record)))).toEqual(record)
  })
})

describe('the recent build durations in the record', () => {
  const builtAt = new Date('2026-11-27T12:00:00Z')
  const live = (seconds: number[]) => ({
    ...buildRecord({ documents: [], addresses: [] }, { projectId: null, dataset: null }, builtAt),
    builds: seconds.map((value, index) => ({
      builtAt: new Date(builtAt.getTime() - (seconds.length - index) * 60_000).toISOString(),
      seconds: value,
    })),
  })

  it("keeps the live site's last durations and adds this build's, five at most, newest last", () => {
    const record = buildRecord(
      { documents: [], addresses: [], live: live([50, 41, 38, 44, 39]), seconds: 36.44 },
      { projectId: null, dataset: null },
      builtAt,
    )
    expect(record.builds?.map((build) => build.seconds)).toEqual([41, 38, 44, 39, 36.4])
    expect(record.builds?.at(-1)).toEqual({ builtAt: builtAt.toISOString(), seconds: 36.4 })
    expect(parseBuildRecord(JSON.parse(JSON.stringify(record)))).toEqual(record)
  })

  it('has none when the build did not time itself and the live site kept none', () => {
    const record = buildRecord(
      { documents: [], addresses: [] },
      { projectId: null, dataset: null },
      builtAt,
    )
    expect(record).not.toHaveProperty('builds')
  })
})

describe('buildRecordOutput', () => {
  const documents = [{ _id: 'town.bath', _type: 'town', _rev: 'r2' }]

  it('names the Sanity project and dataset the pull used, and lets only the Studio read it', () => {
    const output = buildRecordOutput(
      '/out',
      { documents, addresses: [] },
      {
        SANITY_PROJECT_ID: 'kerbside',
        SANITY_DATASET: 'staging',
        SANITY_STUDIO_URL: 'https://kerbside.sanity.studio/structure',
      },
    )
    expect(output.file).toBe('/out/build.json')
    expect(JSON.parse(output.text)).toMatchObject({ projectId: 'kerbside', dataset: 'staging' })
    expect(output.rule).toEqual({
      pattern: '/build.json',
      headers: [
        ['Cache-Control', 'no-cache'],
        ['Access-Control-Allow-Origin', 'https://kerbside.sanity.studio'],
        ['Access-Control-Expose-Headers', 'Date'],
      ],
    })
    expect(output.warnings).toEqual([])
  })

  it('with no Studio address: no CORS header, and a warning saying what to set', () => {
    const output = buildRecordOutput('/out', { documents, addresses: [] }, {})
    expect(JSON.parse(output.text)).toMatchObject({ projectId: null, dataset: null })
    expect(output.rule.headers).toEqual([['Cache-Control', 'no-cache']])
    expect(output.warnings).toEqual([expect.stringContaining('SANITY_STUDIO_URL is not set')])
  })
})
