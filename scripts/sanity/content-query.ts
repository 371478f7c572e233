// What the pull takes from a dataset: the documents of the Studio's own types (studio/schemaTypes)
// and the picture assets they reference, never what Sanity and its tools keep beside them
// (`sanitySystemDocuments` in web/lib/content/shared-facts.ts, the list the preview reads too).
// One GROQ query says it, sent to Sanity as the build's one request and run with groq-js over a
// fixture, so both sources give the same snapshot.
import { evaluate, parse } from 'groq-js'
import { notSanitySystemDocument } from '../../web/lib/content/shared-facts.ts'
import type { SanityDocument } from '../lib/ndjson.ts'

/** Which documents the pull takes; `$types` is `contentTypes()`. */
const contentFilter = `_type in $types && ${notSanitySystemDocument}`

/** The pull's query, the one request a build makes to Sanity. */
export const CONTENT_QUERY = `*[${contentFilter}] | order(_id asc)`

/**
 * The document types the pull takes: each document type of the Studio's schema, and
 * sanity.imageAsset, the document every picture field points at (https://www.sanity.io/docs/assets).
 */
export async function contentTypes(): Promise<string[]> {
  const { schemaTypes } = await import('../../studio/schemaTypes/index.ts')
  const documentTypes = (schemaTypes as readonly { name: string; type: string }[])
    .filter((type) => type.type === 'document')
    .map((type) => type.name)
  return [...documentTypes, 'sanity.imageAsset']
}

/** The documents of `dataset` (a fixture) the pull takes, as Sanity would, in the dataset's order. */
export async function selectContent(
  dataset: readonly SanityDocument[],
  types: readonly string[],
): Promise<SanityDocument[]> {
  const params = { types }
  const result = await evaluate(parse(`*[${contentFilter}]`, { params }), {
    dataset: dataset as SanityDocument[],
    params,
  })
  return (await result.get()) as SanityDocument[]
}
