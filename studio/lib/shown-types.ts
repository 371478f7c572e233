// The document types the website shows, whose Publish staff wait to see live, derived from
// which pages show what (web/lib/routes.ts): every type with a page of its own, the types a page
// lists whoever references them (the home page's services and towns) or shows on every page
// (site settings, the footer's links), and the types the pages' own documents reference
// (testimonials, FAQs, packages), read from the schema as `npm run typegen` extracts it
// (studio/schema.json), Sanity's own picture assets left out. lib/presentation.ts finds the
// pages of one document by the same rules. Redirects are left out: they change the site's
// _redirects, not what a page shows, and have no badge; `liveTypes` adds them.
import { everyPageShows, type PageType, pageTypes } from '../../web/lib/routes.ts'
import extractedSchema from '../schema.json' with { type: 'json' }

type SchemaNode = { name?: string; type?: string; dereferencesTo?: string }

const schemaTypes = new Map(
  (extractedSchema as unknown as SchemaNode[]).map((type) => [type.name, type]),
)

/**
 * The document types a document of `type` can reference, through its objects and arrays
 * (studio/schema.json); Sanity's own types (a picture's asset) left out.
 */
function referencedTypes(type: string): Set<string> {
  const found = new Set<string>()
  const visited = new Set<string>()
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (typeof node !== 'object' || node === null) return
    const { dereferencesTo, type: kind, name } = node as SchemaNode
    if (dereferencesTo && !dereferencesTo.startsWith('sanity.')) found.add(dereferencesTo)
    // A named object or reference type used by name: its own definition, once.
    if (kind === 'inline' && name && !visited.has(name)) {
      visited.add(name)
      visit(schemaTypes.get(name))
    }
    for (const value of Object.values(node)) visit(value)
  }
  visited.add(type)
  visit(schemaTypes.get(type))
  return found
}

const registry = pageTypes as readonly PageType[]

/** The document types with pages of their own (web/lib/routes.ts). */
export const routableTypes: ReadonlySet<string> = new Set(registry.map((pageType) => pageType.type))

export const shownTypes: ReadonlySet<string> = new Set([
  ...routableTypes,
  ...everyPageShows.map((shown) => shown.type),
  ...registry.flatMap((pageType) => pageType.lists.map((shown) => shown.type)),
  ...registry.flatMap((pageType) => [...referencedTypes(pageType.type)]),
])

/**
 * The document types whose Publish changes the live site: the shown types and the redirects.
 * A Publish of one starts a rebuild (scripts/webhook.ts), and the build record lists exactly
 * these (scripts/build/build-record.ts): nothing else a dataset holds (picture assets, Sanity's
 * own documents) is named on the public site.
 */
export const liveTypes: ReadonlySet<string> = new Set([...shownTypes, 'redirect'])
