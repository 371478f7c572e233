// The stand-in's perspectives, as Sanity documents them
// (https://www.sanity.io/docs/content-lake/perspectives), through its HTTP API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentLake, startContentLake } from '../../scripts/content-lake/index.ts'

let lake: ContentLake

beforeAll(async () => {
  lake = await startContentLake({
    documents: [
      { _id: 'town.bath', _type: 'town', name: 'Bath' },
      { _id: 'drafts.town.bath', _type: 'town', name: 'Bath (edited)' },
      { _id: 'drafts.town.frome', _type: 'town', name: 'Frome' },
      { _id: 'town.wells', _type: 'town', name: 'Wells' },
    ],
  })
})
afterAll(() => lake.close())

async function names(perspective: string): Promise<unknown> {
  const query = encodeURIComponent('*[_type == "town"] | order(_id asc){ _id, name }')
  const response = await fetch(
    `${lake.url}/v2025-02-19/data/query/production?query=${query}&perspective=${perspective}`,
  )
  return ((await response.json()) as { result: unknown }).result
}

describe('the Content Lake stand-in', () => {
  it('raw: every document as stored', async () => {
    expect(await names('raw')).toHaveLength(4)
  })

  it('published: no drafts', async () => {
    expect(await names('published')).toEqual([
      { _id: 'town.bath', name: 'Bath' },
      { _id: 'town.wells', name: 'Wells' },
    ])
  })

  it('drafts (and its old name previewDrafts): a draft replaces its published twin, under the published id', async () => {
    const expected = [
      { _id: 'town.bath', name: 'Bath (edited)' },
      { _id: 'town.frome', name: 'Frome' },
      { _id: 'town.wells', name: 'Wells' },
    ]
    expect(await names('drafts')).toEqual(expected)
    expect(await names('previewDrafts')).toEqual(expected)
  })

  it('deletes by query in a transaction', async () => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      body: JSON.stringify({ mutations: [{ delete: { query: '*[_id in path("drafts.**")]' } }] }),
    })
    expect(response.status).toBe(200)
    expect([...lake.documents.keys()].sort()).toEqual(['town.bath', 'town.wells'])
  })
})
