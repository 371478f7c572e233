// The build's content check: every published document goes through the Studio's own schema and
// validation rules (Sanity's validateDocument, as the Studio runs them while an editor types),
// plus the few dataset-wide checks no document schema can express (validate-content.ts).
// An editor gets the same verdict from the Studio and from the build; a rule lives in one place.
//
// Why validateDocument in-process and not `sanity documents validate --file`: the CLI refuses to
// run without a Sanity login (CI has only a read token), its custom validators query the live
// project instead of the snapshot, it reports in 'cli' mode (object rules become warnings, so its
// verdict differs from the Studio's), and it took 27 s on the 64-document fixture against about
// 3 s here (mostly loading `sanity` once). Measured on the fixture, see docs/content-rules.md.
import { createHash } from 'node:crypto'
import { enableCompileCache } from 'node:module'
import { evaluateSync, parse } from 'groq-js'
import { documentRevision, type SanityDocument } from '../lib/ndjson.ts'
import { validateContent } from './validate-content.ts'

export type ContentProblems = {
  /** Lines "<_id> (<_type>) <field.path>: <message>"; any one stops the build. */
  errors: string[]
  /** Same form; printed, never fatal (the Studio lets an editor publish with them). */
  warnings: string[]
}

type Sanity = typeof import('sanity')
type Schema = ReturnType<Sanity['createSchema']>
type PathSegment = string | number | { _key: string } | [number | '', number | '']

type LoadedSchema = {
  sanity: Sanity
  schema: Schema
  /** The schema's singletons (studio/schemaTypes/index.ts). */
  singletonTypes: ReadonlySet<string>
}

let loaded: Promise<LoadedSchema> | undefined

/** The compiled Studio schema (and Sanity itself), loaded once per process: ~3 s. */
export function studioSchema(): Promise<LoadedSchema> {
  loaded ??= (async () => {
    // Sanity's Studio bundle is most of that time, spent compiling it: Node's compile cache
    // (in the OS temp dir, or NODE_COMPILE_CACHE) keeps the compiled code for the next run.
    enableCompileCache()
    // The Studio's schema types, exactly as studio/sanity.config.ts hands them to Sanity (the
    // Studio's files import each other by their .ts names, so Node loads them as they are).
    const { schemaTypes: types, singletonTypes } = await import('../../studio/schemaTypes/index.ts')
    const sanity = await import('sanity')
    const schema = sanity.createSchema({ name: 'default', types: types as never })
    // A schema that does not compile would validate nothing: say so instead of passing content.
    const problems = (schema._validation ?? [])
      .flatMap((group) => group.problems)
      .filter((problem) => problem.severity === 'error')
    if (problems.length > 0) {
      throw new Error(
        `The Studio schema has errors (run npm run test:studio):\n  - ${problems.map((problem) => problem.message).join('\n  - ')}`,
      )
    }
    return { sanity, schema, singletonTypes }
  })()
  return loaded
}

type Node = { type?: string; [key: string]: unknown }

function childNodes(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value)
      ? value.filter((item): item is Node => typeof item === 'object' && item !== null)
      : typeof value === 'object' && value !== null
        ? [value as Node]
        : [],
  )
}

type Equality = { path: string[]; value: string | number | boolean }

/** `slug.current` as ['slug', 'current']; undefined for anything but a plain attribute path. */
function attributePath(node: Node | undefined): string[] | undefined {
  if (node?.type !== 'AccessAttribute' || typeof node.name !== 'string') return undefined
  if (node.base === undefined) return [node.name]
  const base = attributePath(node.base as Node)
  return base ? [...base, node.name] : undefined
}

/**
 * The `attribute == literal` terms every match must satisfy, when the query reads the dataset
 * once, through one filter (`*[_type == "town" && slug.current == "bath" && …]`, as the
 * slug-uniqueness check does). Documents failing any of them cannot match, so they are dropped
 * before groq-js evaluates the rest: without this, each document's uniqueness check walks the
 * whole snapshot, O(n²) at 1,000 towns. Anything else gets the whole snapshot.
 */
export function requiredEqualities(tree: Node): Equality[] {
  const filters: Node[] = []
  let everything = 0
  const visit = (node: Node) => {
    if (node.type === 'Everything') everything += 1
    if (node.type === 'Filter' && (node.base as Node | undefined)?.type === 'Everything') {
      filters.push(node)
    }
    for (const child of childNodes(node)) visit(child)
  }
  visit(tree)
  const filter = filters[0]
  if (everything !== 1 || filters.length !== 1 || !filter) return []
  const conjuncts = (node: Node): Node[] =>
    node.type === 'And'
      ? [...conjuncts(node.left as Node), ...conjuncts(node.right as Node)]
      : [node]
  return conjuncts(filter.expr as Node).flatMap((term) => {
    if (term.type !== 'OpCall' || term.op !== '==') return []
    for (const [side, other] of [
      [term.left, term.right],
      [term.right, term.left],
    ] as [Node, Node][]) {
      const path = attributePath(side)
      const value = other?.type === 'Value' ? other.value : undefined
      if (path && ['string', 'number', 'boolean'].includes(typeof value)) {
        return [{ path, value: value as Equality['value'] }]
      }
    }
    return []
  })
}

function valueAt(document: SanityDocument, path: readonly string[]): unknown {
  let value: unknown = document
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key]
  return value
}

/**
 * Just enough of a Sanity client for the Studio's custom validators (slug uniqueness, redirect
 * conflicts): fetch() evaluates the GROQ with groq-js over the snapshot, never over the network.
 * The snapshot holds published documents only, so every perspective reads the same data.
 */
export function snapshotClient(dataset: readonly SanityDocument[]) {
  const byType = Map.groupBy(dataset, (document) => document._type)
  // The snapshot does not change while it is checked, so a query asked again with the same
  // parameters gets the first answer: the district check asks every town for every town's
  // districts, which at 1,000 towns would otherwise be a million documents evaluated. Validators
  // only read what they are given.
  const answers = new Map<string, unknown>()
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const key = `${query}\n${JSON.stringify(params)}`
      if (answers.has(key)) return answers.get(key)
      const tree = parse(query, { params })
      const equalities = requiredEqualities(tree as Node)
      const type = equalities.find(({ path }) => path.length === 1 && path[0] === '_type')
      const candidates = type ? (byType.get(String(type.value)) ?? []) : dataset
      const documents = equalities.length
        ? candidates.filter((document) =>
            equalities.every(({ path, value }) => valueAt(document, path) === value),
          )
        : candidates
      // Synchronous: the snapshot is in memory, and groq-js's async evaluator spends most of its
      // time scheduling promises.
      const answer = evaluateSync(tree, { dataset: documents as SanityDocument[], params }).get()
      answers.set(key, answer)
      return answer
    },
  }
  return client
}

/** A marker path in the words of the document: `whyChoose[2].title`, `seo.description`. */
export function formatPath(document: SanityDocument, path: readonly PathSegment[]): string {
  return followPath(document, path).text
}

/**
 * What a problem's line adds about the value at its path: the id a broken reference points at,
 * when the dataset has no such document (the Studio's "Referenced document must be published"
 * names no id, and for a picture the asset id is what staff and developers look up).
 */
function referenceNote(value: unknown, ids: ReadonlySet<string>): string {
  const ref = (value as { _ref?: unknown } | null | undefined)?._ref
  if (typeof ref !== 'string' || ids.has(ref)) return ''
  return ref.startsWith('image-') || ref.startsWith('file-') ? ` (asset ${ref})` : ` (${ref})`
}

/** The path in the document's words, and the value found there. */
function followPath(
  document: SanityDocument,
  path: readonly PathSegment[],
): { text: string; value: unknown } {
  let value: unknown = document
  let text = ''
  for (const segment of path) {
    if (typeof segment === 'string') {
      text += text === '' ? segment : `.${segment}`
      value = (value as Record<string, unknown> | undefined)?.[segment]
    } else if (typeof segment === 'number') {
      text += `[${segment}]`
      value = Array.isArray(value) ? value[segment] : undefined
    } else if (Array.isArray(segment)) {
      text += `[${segment[0]}:${segment[1]}]`
      value = undefined
    } else {
      const items: unknown[] = Array.isArray(value) ? value : []
      const index = items.findIndex(
        (item) => (item as { _key?: unknown } | null)?._key === segment._key,
      )
      text += index >= 0 ? `[${index}]` : `[_key=="${segment._key}"]`
      value = items[index]
    }
  }
  return { text: text === '' ? '(document)' : text, value }
}

type SchemaNode = {
  name: string
  jsonType: string
  fields?: { name: string; type: SchemaNode }[]
  of?: SchemaNode[]
}
type Marker = { level: string; path: PathSegment[]; message: string }

/**
 * Array items of a type the list does not allow (a section type that was removed, a typo in an
 * import). The Studio's form shows "Item of type … not valid for this list" on them, but
 * validateDocument skips them, so this walk over the compiled schema says it for the build.
 */
function invalidItemTypes(value: unknown, type: SchemaNode, path: PathSegment[] = []): Marker[] {
  if (type.jsonType === 'object' && typeof value === 'object' && value !== null) {
    return (type.fields ?? []).flatMap((field) =>
      invalidItemTypes((value as Record<string, unknown>)[field.name], field.type, [
        ...path,
        field.name,
      ]),
    )
  }
  if (type.jsonType !== 'array' || !Array.isArray(value)) return []
  return value.flatMap((item, index) => {
    if (typeof item !== 'object' || item === null || typeof item._type !== 'string') return []
    const itemPath = [...path, typeof item._key === 'string' ? { _key: item._key } : index]
    const member = (type.of ?? []).find((candidate) => candidate.name === item._type)
    if (!member) {
      return [
        {
          level: 'error',
          path: itemPath,
          message: `Item of type "${item._type}" not valid for this list: remove it in the Studio.`,
        },
      ]
    }
    return invalidItemTypes(item, member, itemPath)
  })
}

/**
 * What one document's check asked and got: its revision, each query its validators made (with
 * its parameters) and a hash of the answer, and each document whose existence was asked. Kept for
 * documents that passed, so a later check of the same revision whose every question gets the
 * same answer reuses the result instead of running the rules again (the rules are the Studio's
 * code: a memo is reused only under the same code, scripts/build/site-cache.ts).
 */
export type ValidationMemo = Record<
  string,
  { rev: string; asked: [string, string][]; exists: [string, boolean][] }
>

function answerHash(answer: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(answer) ?? 'undefined')
    .digest('base64url')
}

/**
 * A validator for the documents of one dataset: each call checks one document with the Studio's
 * rules, its custom validators querying `dataset` (the snapshot) through groq-js. With `memo`, a
 * document that passed before with the same revision and the same answers is not checked again;
 * `kept` collects what each document that passes asked, for the next check.
 */
export async function studioValidator(
  dataset: readonly SanityDocument[],
  { memo, kept }: { memo?: ValidationMemo; kept?: ValidationMemo } = {},
): Promise<(document: SanityDocument) => Promise<ContentProblems>> {
  const { sanity, schema } = await studioSchema()
  const ids = new Set(dataset.map((document) => document._id))
  const client = snapshotClient(dataset)

  /** Whether a memo entry's questions all get the answers they got then. */
  const stillHolds = async (entry: ValidationMemo[string]): Promise<boolean> => {
    for (const [key, hash] of entry.asked) {
      const [query, params] = JSON.parse(key) as [string, Record<string, unknown>]
      if (answerHash(await client.fetch(query, params)) !== hash) return false
    }
    return entry.exists.every(([id, exists]) => ids.has(id) === exists)
  }

  const markersOf = async (
    document: SanityDocument,
    asked: [string, string][],
    exists: [string, boolean][],
  ): Promise<Marker[]> => {
    const type = schema.get(document._type)
    if (type?.type?.name !== 'document') {
      // The Studio skips a document whose type it does not know, so nothing else would say it.
      return [
        {
          level: 'error',
          path: ['_type'],
          message: `"${document._type}" is not a document type of the Studio: the site cannot show it. Delete it, or add the type to studio/schemaTypes.`,
        },
      ]
    }
    // This document's own client: what its validators ask is noted for the memo.
    const recording = {
      withConfig: () => recording,
      fetch: async (query: string, params: Record<string, unknown> = {}) => {
        const answer = await client.fetch(query, params)
        asked.push([JSON.stringify([query, params]), answerHash(answer)])
        return answer
      },
    }
    const workspace = { schema, getClient: () => recording } as unknown as Parameters<
      Sanity['validateDocument']
    >[0]['workspace']
    const markers = await sanity.validateDocument({
      document: document as never,
      workspace,
      getDocumentExists: async ({ id }) => {
        exists.push([id, ids.has(id)])
        return ids.has(id)
      },
      // As in the editor: in 'cli' mode Sanity reports every rule on an object-typed value
      // (slug, seo, …) as a warning, which would let the build pass what the Studio refuses.
      environment: 'studio',
    })
    return [...(markers as Marker[]), ...invalidItemTypes(document, type as unknown as SchemaNode)]
  }

  return async (document) => {
    const problems: ContentProblems = { errors: [], warnings: [] }
    const rev = documentRevision(document)
    const before = memo?.[document._id]
    if (before && before.rev === rev && (await stillHolds(before))) {
      if (kept) kept[document._id] = before
      return problems
    }
    const asked: [string, string][] = []
    const exists: [string, boolean][] = []
    const markers = await markersOf(document, asked, exists)
    for (const marker of markers) {
      const { text, value } = followPath(document, marker.path)
      const line = `${document._id} (${document._type}) ${text}: ${marker.message}${referenceNote(value, ids)}`
      if (marker.level === 'error') problems.errors.push(line)
      else if (marker.level === 'warning') problems.warnings.push(line)
    }
    if (kept && markers.length === 0) kept[document._id] = { rev, asked, exists }
    return problems
  }
}

/**
 * The build's one content check, called by the pull and the seed: every document through the
 * Studio's rules (custom validators answered from `documents` itself), plus the dataset-wide
 * checks of validate-content.ts. `memo` and `kept`: as studioValidator's.
 */
export async function validateWithStudioRules(
  documents: readonly SanityDocument[],
  options: { memo?: ValidationMemo; kept?: ValidationMemo } = {},
): Promise<ContentProblems> {
  const validate = await studioValidator(documents, options)
  const results = await Promise.all(documents.map(validate))
  const { singletonTypes } = await studioSchema()
  return {
    errors: [
      ...validateContent(documents, singletonTypes),
      ...results.flatMap((result) => result.errors),
    ],
    warnings: results.flatMap((result) => result.warnings),
  }
}

/**
 * Prints the warnings and throws on errors, one line per problem. `step` names the command in
 * the output (content:pull, seed); `fix` tells the reader where the content is corrected.
 */
export function reportContentProblems(
  { errors, warnings }: ContentProblems,
  step: string,
  fix = 'fix them in the Studio (or the fixture) and build again',
): void {
  if (warnings.length > 0) {
    const lines = warnings.map((warning) => `  - ${warning}`).join('\n')
    console.error(
      `${step}: ${warnings.length} warning(s) from the Studio's rules (not fatal):\n${lines}`,
    )
  }
  if (errors.length > 0) {
    const lines = errors.map((error) => `  - ${error}`).join('\n')
    throw new Error(`The content has ${errors.length} problem(s); ${fix}:\n${lines}`)
  }
}
