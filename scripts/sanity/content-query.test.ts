// The one list of what Sanity keeps beside the content (web/lib/content/shared-facts.ts), read by
// the pull's query and the preview's: both leave out each kind it names, keep the content and its
// pictures, and the names are those of the installed @sanity/preview-url-secret.
import {
  schemaIdSingleton,
  schemaType,
  schemaTypeSingleton,
  vercelProtectionBypassSchemaId,
  vercelProtectionBypassSchemaType,
} from '@sanity/preview-url-secret/constants'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { sanitySystemDocuments } from '../../web/lib/content/shared-facts.ts'
import { CONTENT_QUERY, contentTypes, selectContent } from './content-query.ts'

const content = [
  { _id: 'town.bath', _type: 'town' },
  { _id: 'drafts.town.bath', _type: 'town' },
  { _id: 'image-abc-800x600-jpg', _type: 'sanity.imageAsset' },
  { _id: 'siteSettings', _type: 'siteSettings' },
]
const sanityOwn = [
  { _id: schemaIdSingleton, _type: schemaTypeSingleton },
  { _id: 'drafts.0b1c2d3e', _type: schemaType },
  { _id: vercelProtectionBypassSchemaId, _type: vercelProtectionBypassSchemaType },
  { _id: '_.groups.editor', _type: 'system.group' },
  { _id: '_.retention.default', _type: 'system.retention' },
  { _id: 'sanity.assist.schemaType.town', _type: 'sanity.assist.schemaType.annotations' },
  { _id: 'a1b2c3', _type: 'sanity.somethingNew' },
]

async function ids(query: string, params: Record<string, unknown> = {}): Promise<string[]> {
  const result = await evaluate(parse(query, { params }), {
    dataset: [...content, ...sanityOwn],
    params,
  })
  return ((await result.get()) as { _id: string }[]).map((document) => document._id).sort()
}

describe("Sanity's own documents, in one list", () => {
  it('says where Sanity documents each kind', () => {
    for (const entry of sanitySystemDocuments) {
      expect(entry.documented, entry.what).toMatch(/https:\/\/www\.sanity\.io\/docs\/|@sanity\//)
    }
  })

  it("the preview's query leaves every one out and keeps content, drafts and pictures", async () => {
    // Loaded by a path tsc does not follow: the preview's module is typed against Next's fetch,
    // which only web/'s own program (tsc -p web) declares.
    const previewModule = '../../web/lib/content/sanity.ts'
    const { ALL_DOCUMENTS } = (await import(/* @vite-ignore */ previewModule)) as {
      ALL_DOCUMENTS: string
    }
    expect(await ids(ALL_DOCUMENTS)).toEqual(content.map((document) => document._id).sort())
  })

  it("the pull's query takes the Studio's types and pictures, nothing of Sanity's own", async () => {
    const types = await contentTypes()
    expect(types).toEqual(expect.arrayContaining(['town', 'siteSettings', 'redirect']))
    expect(await ids(CONTENT_QUERY, { types })).toEqual(
      ['drafts.town.bath', 'image-abc-800x600-jpg', 'siteSettings', 'town.bath'].sort(),
    )
    // A fixture gives the same documents, in its own order.
    const selected = await selectContent([...sanityOwn, ...content], types)
    expect(selected.map((document) => document._id)).toEqual(content.map((d) => d._id))
  })
})
