// Writes: the Mutate API (https://www.sanity.io/docs/http-reference/mutation) and the Actions API
// (https://www.sanity.io/docs/http-actions), both staged on one transaction (dataset.ts) so a
// request applies whole or not at all. Patches are applied by Sanity's own @sanity/mutator (the
// package the Studio applies them with), never by code of ours.
import { Mutation } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import { type Doc, LakeError, type Staging } from './dataset.ts'

type Patch = Record<string, unknown> & { id?: string; query?: string; ifRevisionID?: string }
export type LakeMutation = Record<string, unknown>
type Result = { id: string; operation: 'create' | 'update' | 'delete' | 'none' }

/**
 * A failed mutation as Sanity answers it: status 409 (404 for a document that is not there) and
 * `{error: {type: 'mutationError', description: 'The mutation(s) failed: …', items}}`, the shape
 * @sanity/client turns into the message staff see ("The mutation(s) failed: …").
 */
function mutationError(status: number, type: string, description: string, id: string): LakeError {
  return new LakeError(status, description, {
    error: {
      type: 'mutationError',
      description: `The mutation(s) failed: ${description}`,
      items: [{ error: { type, description, id } }],
    },
  })
}

function requireDocument(value: unknown, what: string): Doc {
  const doc = value as Doc
  if (!doc || typeof doc !== 'object' || typeof doc._id !== 'string' || !doc._id) {
    throw new LakeError(400, `${what}: the document has no _id`)
  }
  if (typeof doc._type !== 'string' || !doc._type) {
    throw new LakeError(400, `${what}: document "${doc._id}" has no _type`)
  }
  return doc
}

async function idsOf(
  staging: Staging,
  all: Doc[],
  target: { id?: string; query?: string; params?: Record<string, unknown> },
): Promise<string[]> {
  if (typeof target.id === 'string') return [target.id]
  if (typeof target.query !== 'string')
    throw new LakeError(400, 'A patch or delete needs an id or a query')
  const params = target.params ?? {}
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(target.query, { params })
  } catch (error) {
    throw queryError(error, target.query)
  }
  const matched = await (await evaluate(parsed, { dataset: all, params })).get()
  return (Array.isArray(matched) ? matched : [matched])
    .filter((doc): doc is Doc => typeof doc?._id === 'string')
    .map((doc) => doc._id)
    .filter((id) => staging.get(id))
}

/**
 * A GROQ syntax error as Sanity answers it (400, `{error: {type: 'queryParseError',
 * description, query, start, end}}`; https://www.sanity.io/docs/http-reference/query).
 */
export function queryError(error: unknown, query: string): LakeError {
  const { message, position } = error as { message: string; position?: number }
  return new LakeError(400, message, {
    error: {
      type: 'queryParseError',
      description: message,
      query,
      start: position ?? 0,
      end: (position ?? 0) + 1,
    },
  })
}

/**
 * A Query or Listen request's GROQ parameters: each `$name=<JSON value>` of its address. A value
 * that is not JSON is the caller's mistake, refused as Sanity refuses it (400 httpBadRequest,
 * "Unable to parse value of "$name=value". Please quote string values.").
 */
export function queryParams(searchParams: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, value] of searchParams) {
    if (!name.startsWith('$')) continue
    try {
      params[name.slice(1)] = JSON.parse(value)
    } catch {
      const description = `Unable to parse value of "${name}=${value}". Please quote string values.`
      throw new LakeError(400, description, { error: { description, type: 'httpBadRequest' } })
    }
  }
  return params
}

/** One patch applied with @sanity/mutator, refused when its `ifRevisionID` is not the document's. */
function applyPatch(doc: Doc, patch: Patch): Doc {
  if (patch.ifRevisionID !== undefined && doc._rev !== patch.ifRevisionID) {
    throw mutationError(
      409,
      'documentRevisionIDDoesNotMatchError',
      `Document "${doc._id}" has unexpected revision ID ("${String(doc._rev)}"), expected "${patch.ifRevisionID}"`,
      doc._id,
    )
  }
  const { ifRevisionID: _lock, query: _query, ...operations } = patch
  let next: Doc | null
  try {
    next = new Mutation({ mutations: [{ patch: { ...operations, id: doc._id } as never }] }).apply(
      doc,
    ) as Doc | null
  } catch (error) {
    throw mutationError(
      400,
      'invalidPatchError',
      `Invalid patch: ${(error as Error).message}`,
      doc._id,
    )
  }
  if (!next || next._id !== doc._id || typeof next._type !== 'string') {
    throw mutationError(400, 'invalidPatchError', 'A patch may not change _id or _type', doc._id)
  }
  return next
}

/** The Mutate API's mutations, staged in order. */
export async function stageMutations(
  staging: Staging,
  mutations: LakeMutation[],
  all: () => Doc[],
): Promise<Result[]> {
  if (!Array.isArray(mutations)) throw new LakeError(400, 'The body must have a "mutations" array')
  const results: Result[] = []
  for (const mutation of mutations) {
    const [kind, value] = Object.entries(mutation ?? {})[0] ?? []
    if (kind === 'create' || kind === 'createIfNotExists' || kind === 'createOrReplace') {
      const doc = requireDocument(value, kind)
      const exists = Boolean(staging.get(doc._id))
      if (exists && kind === 'create') {
        throw mutationError(
          409,
          'documentAlreadyExistsError',
          `Document by ID "${doc._id}" already exists`,
          doc._id,
        )
      }
      if (exists && kind === 'createIfNotExists') {
        results.push({ id: doc._id, operation: 'none' })
        continue
      }
      const { _rev: _ignored, ...content } = doc
      staging.put(doc._id, content as Doc, { [kind]: content })
      results.push({ id: doc._id, operation: exists ? 'update' : 'create' })
    } else if (kind === 'delete') {
      for (const id of await idsOf(staging, all(), value as Patch)) {
        staging.put(id, undefined, { delete: { id } })
        results.push({ id, operation: 'delete' })
      }
    } else if (kind === 'patch') {
      const patch = value as Patch
      const ids = await idsOf(staging, all(), patch)
      if (ids.length === 0 && patch.id) {
        throw mutationError(
          404,
          'documentNotFoundError',
          `Document "${patch.id}" not found`,
          patch.id,
        )
      }
      for (const id of ids) {
        const current = staging.get(id)
        if (!current)
          throw mutationError(404, 'documentNotFoundError', `Document "${id}" not found`, id)
        const { query: _query, ...rest } = patch
        staging.put(id, applyPatch(current, { ...rest, id }), { patch: { ...rest, id } })
        results.push({ id, operation: 'update' })
      }
    } else {
      throw new LakeError(400, `Unknown mutation type "${String(kind)}"`)
    }
  }
  return results
}

// --- The Actions API -------------------------------------------------------------------------

type Action = Record<string, unknown> & { actionType?: string }

function text(action: Action, field: string): string {
  const value = action[field]
  if (typeof value !== 'string' || !value) {
    throw new LakeError(400, `${String(action.actionType)}: "${field}" is required`)
  }
  return value
}

/** An action's draft and published ids, required and refused when they are not one document's. */
function pairOf(action: Action): { draftId: string; publishedId: string } {
  const draftId = text(action, 'draftId')
  const publishedId = text(action, 'publishedId')
  checkPair(draftId, publishedId)
  return { draftId, publishedId }
}

function checkPair(draftId: string, publishedId: string): void {
  if (draftId !== `drafts.${publishedId}`) {
    throw new LakeError(
      400,
      `The draft id "${draftId}" does not match the published id "${publishedId}"`,
    )
  }
}

/** A failed action, as Sanity answers it (409, `{error: {type: 'actionError', description}}`). */
function actionError(status: number, description: string): LakeError {
  return new LakeError(status, description, { error: { type: 'actionError', description } })
}

/**
 * The document actions the Studio dispatches (the installed `sanity` 6.9.2 uses create, edit,
 * publish, unpublish, discard, delete and replaceDraft for documents outside releases, and
 * version.discard for the Delete of a document never published: lib/datastores-*.js, `del`),
 * each as the Actions API reference describes it.
 */
export function stageActions(staging: Staging, actions: Action[]): void {
  if (!Array.isArray(actions) || actions.length === 0) {
    throw new LakeError(400, 'The body must have a non-empty "actions" array')
  }
  for (const action of actions) {
    switch (action.actionType) {
      // Creates the draft; `ifExists: 'ignore'` leaves an existing one, 'fail' refuses it.
      case 'sanity.action.document.create': {
        const publishedId = text(action, 'publishedId')
        const attributes = requireDocument(action.attributes, 'create')
        checkPair(attributes._id, publishedId)
        if (staging.get(attributes._id)) {
          if (action.ifExists === 'ignore') break
          throw actionError(409, `Document "${attributes._id}" already exists`)
        }
        staging.put(attributes._id, attributes, { create: attributes })
        break
      }
      // Patches the draft, creating it from the published document first if there is none.
      case 'sanity.action.document.edit': {
        const { draftId, publishedId } = pairOf(action)
        const base = staging.get(draftId)
        const published = staging.get(publishedId)
        if (!base && !published) {
          throw actionError(
            409,
            `Cannot edit "${publishedId}": it has neither a draft nor a published version`,
          )
        }
        const start = base ?? { ...(published as Doc), _id: draftId }
        if (!base) staging.put(draftId, start, { create: start })
        const patch = (action.patch ?? {}) as Patch
        staging.put(draftId, applyPatch(start, patch), { patch: { ...patch, id: draftId } })
        break
      }
      // The draft becomes the published document, optionally locked to both revisions.
      case 'sanity.action.document.publish': {
        const { draftId, publishedId } = pairOf(action)
        const draft = staging.get(draftId)
        const published = staging.get(publishedId)
        if (!draft) throw actionError(409, `Cannot publish "${publishedId}": it has no draft`)
        if (action.ifDraftRevisionId !== undefined && draft._rev !== action.ifDraftRevisionId) {
          throw actionError(
            409,
            `Cannot publish "${publishedId}": the draft has changed (revision "${String(draft._rev)}", expected "${String(action.ifDraftRevisionId)}")`,
          )
        }
        if (
          action.ifPublishedRevisionId !== undefined &&
          published?._rev !== action.ifPublishedRevisionId
        ) {
          throw actionError(
            409,
            `Cannot publish "${publishedId}": the published version has changed (revision "${String(published?._rev)}", expected "${String(action.ifPublishedRevisionId)}")`,
          )
        }
        const { _rev: _r, _updatedAt: _u, ...content } = draft
        const next = {
          ...content,
          _id: publishedId,
          _createdAt: published?._createdAt ?? draft._createdAt,
        }
        staging.put(publishedId, next as Doc, { createOrReplace: next })
        staging.put(draftId, undefined, { delete: { id: draftId } })
        break
      }
      // The published document goes; its content stays as the draft unless a draft exists.
      case 'sanity.action.document.unpublish': {
        const { draftId, publishedId } = pairOf(action)
        const published = staging.get(publishedId)
        if (!published)
          throw actionError(409, `Cannot unpublish "${publishedId}": it is not published`)
        if (!staging.get(draftId)) {
          const draft = { ...published, _id: draftId }
          staging.put(draftId, draft, { create: draft })
        }
        staging.put(publishedId, undefined, { delete: { id: publishedId } })
        break
      }
      case 'sanity.action.document.discard': {
        const draftId = text(action, 'draftId')
        if (!staging.get(draftId))
          throw actionError(409, `Cannot discard "${draftId}": there is no draft`)
        staging.put(draftId, undefined, { delete: { id: draftId } })
        break
      }
      // A draft or a release's version goes (the successor of discard, @sanity/client's
      // DiscardVersionAction); the published document is not a version.
      case 'sanity.action.document.version.discard': {
        const versionId = text(action, 'versionId')
        if (!/^(drafts|versions)\./.test(versionId)) {
          throw new LakeError(400, `"${versionId}" is not the id of a draft or a version`)
        }
        if (!staging.get(versionId))
          throw actionError(409, `Cannot discard "${versionId}": there is no such version`)
        staging.put(versionId, undefined, { delete: { id: versionId } })
        break
      }
      // The published document and the drafts it names.
      case 'sanity.action.document.delete': {
        const publishedId = text(action, 'publishedId')
        const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : []
        for (const id of [publishedId, ...drafts]) {
          if (staging.get(id)) staging.put(id, undefined, { delete: { id } })
        }
        break
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = text(action, 'publishedId')
        const attributes = requireDocument(action.attributes, 'replaceDraft')
        checkPair(attributes._id, publishedId)
        staging.put(attributes._id, attributes, { createOrReplace: attributes })
        break
      }
      default:
        // Releases and variants are features this project's Studio does not use; Sanity refuses
        // an action it does not know with 400.
        throw new LakeError(400, `Unsupported action type "${String(action.actionType)}"`)
    }
  }
}
