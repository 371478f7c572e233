// Edit targets: what makes a value on a preview page clickable in the Studio's Presentation tool.
// @sanity/visual-editing (loaded on preview pages only: components/preview/visual-editing.tsx)
// draws an overlay on every element with a `data-sanity` attribute and, on a click, asks the
// Studio to open that document at that field. The attribute names the document's id and type
// and the path of the field in it, array items by their _key.
//
// The content layer knows all three for every value it hands out, so it records them here as it
// returns a query's result (markEditTargets), and components only ask: editTarget(value, field)
// gives `{ 'data-sanity': … }` to spread on the element that shows the field. The static build's
// content source records nothing (source.ts), so there it gives `{}`: the export carries no
// attribute. No stega either: the
// attribute sits beside the text, never inside it (so no invisible characters reach text,
// metadata, JSON-LD or a WhatsApp message).
//
// The recorded path is where an object sits in its document, so a query must keep the document's
// field names for objects (a renamed object, `"b": a`, would record the wrong field); values
// renamed from scalars (`"slug": slug.current`) are never targets, and dereferenced documents
// (`x[]->{…}`) carry their own _id, which starts their own paths.
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'

/** One step of a field path: a field name, an array index, or an array item by its _key. */
export type PathSegment = string | number | { _key: string }

type Origin = { id: string; type: string; path: PathSegment[] }

/** Spread on the element that shows a value: `{}` outside the preview. */
export type EditTarget = { 'data-sanity'?: string }

const origins = new WeakMap<object, Origin>()

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * Records where every object of a query result comes from (for a source that marks them). An object with an
 * `_id` of the dataset starts a document; every object under it is that document at a path.
 */
export function markEditTargets(result: unknown, typeOf: (id: string) => string | undefined): void {
  const visit = (value: unknown, origin: Origin | undefined) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, origin)
      return
    }
    if (!isObject(value)) return
    const type = typeof value._id === 'string' ? typeOf(value._id) : undefined
    const here = type ? { id: value._id as string, type, path: [] } : origin
    // The first path recorded is kept: an object seen again (a query's result shares the
    // dataset's objects) is still where it was in its document.
    if (here && !origins.has(value)) origins.set(value, here)
    for (const [field, child] of Object.entries(value)) {
      if (field.startsWith('_')) continue
      if (Array.isArray(child)) {
        child.forEach((item, index) => {
          const step = isObject(item) && typeof item._key === 'string' ? { _key: item._key } : index
          visit(item, here && { ...here, path: [...here.path, field, step] })
        })
      } else if (isObject(child)) {
        visit(child, here && { ...here, path: [...here.path, field] })
      }
    }
  }
  visit(result, undefined)
}

/**
 * The edit target of `value` (an object the content layer returned), or of one of its fields:
 * `editTarget(hero, 'headline')`, `editTarget(hero, 'highlights', 2)`, `editTarget(section)`.
 * `{}` for an object whose place was not recorded (every object, in the static build).
 */
export function editTarget(value: object | null | undefined, ...path: PathSegment[]): EditTarget {
  if (!value) return {}
  const origin = origins.get(value)
  const fullPath = origin ? [...origin.path, ...path] : []
  if (!origin || fullPath.length === 0) return {}
  return {
    'data-sanity': createDataAttribute({
      projectId: process.env.SANITY_PROJECT_ID,
      dataset: process.env.SANITY_DATASET,
      // Where "Open in Studio" links go when the page is not in the Studio's frame.
      baseUrl: process.env.SANITY_STUDIO_URL,
      id: origin.id,
      type: origin.type,
      path: fullPath,
    }).toString(),
  }
}

/**
 * The edit target of one entry of a list of strings (`owner[field]`), found by its place in the
 * list as the document holds it (components often show the list without its empty entries).
 */
export function listItemTarget<Owner extends object>(
  owner: Owner | null | undefined,
  field: keyof Owner & string,
  item: string,
): EditTarget {
  const list = owner?.[field]
  const index = Array.isArray(list) ? list.indexOf(item) : -1
  return index === -1 ? {} : editTarget(owner, field, index)
}
