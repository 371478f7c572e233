// Build-time content validation: a broken dataset never ships as a broken site.
// Each problem names the document _id, its type and the field.
import type { SanityDocument } from './ndjson.ts'

export function validateContent(documents: readonly SanityDocument[]): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  for (const document of documents) {
    if (ids.has(document._id)) problems.push(`${document._id} (${document._type}): _id appears twice`)
    ids.add(document._id)
  }
  return problems
}
