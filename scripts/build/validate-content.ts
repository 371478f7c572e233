// Content checks that no document schema can express: the Studio validates one document at a
// time, so what depends on the dataset as a whole lives here. Every rule about a field (required,
// counts, formats, slugs, references, redirects) is the Studio's own and runs through
// studio-rules.ts; nothing here restates one. Lines read "<_id> (<_type>) <field>: <message>".
import type { SanityDocument } from '../lib/ndjson.ts'

type Problem = string

/**
 * `singletonTypes`: the Studio schema's singletons (studio/schemaTypes/index.ts), documents the
 * site cannot be built without, each at the id that is its type's name. The caller passes them
 * from the schema it has loaded (studio-rules.ts), which takes seconds to import.
 */
export function validateContent(
  documents: readonly SanityDocument[],
  singletonTypes: Iterable<string>,
): Problem[] {
  const problems: Problem[] = []
  const byId = new Map<string, SanityDocument>()
  for (const document of documents) {
    // A dataset cannot hold two documents with one _id, but a fixture or an import file can, and
    // the Studio never sees both to compare them.
    if (byId.has(document._id)) {
      problems.push(`${document._id} (${document._type}) _id: appears twice in the dataset`)
    }
    byId.set(document._id, document)
  }

  for (const singleton of singletonTypes) {
    const document = byId.get(singleton)
    // A schema can only judge a document that exists: a missing one is a dataset problem.
    if (!document) {
      problems.push(`${singleton} (${singleton}) document: missing: publish it in the Studio`)
    } else if (document._type !== singleton) {
      // The site reads each singleton at its fixed id; another type there is never validated as one.
      problems.push(`${singleton} (${document._type}) _type: must be "${singleton}"`)
    }
  }
  return problems
}
