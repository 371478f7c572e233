// A local stand-in for Sanity's Content Lake on 127.0.0.1: the part of the HTTP API this project
// uses (GROQ query in the raw, published and drafts perspectives; transactional mutate, delete
// by query included), backed by groq-js. Tests point SANITY_API_HOST at it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Mutation =
  | { create: Doc }
  | { createIfNotExists: Doc }
  | { createOrReplace: Doc }
  | { delete: { id: string } | { query: string; params?: Record<string, unknown> } }
  | { patch: { id: string; set?: Record<string, unknown> } }

export type LakeRequest = { method: string; path: string; kind: 'query' | 'mutate' | 'other' }

export type ContentLakeOptions = {
  documents?: Doc[]
  /** When set, every request must carry `Authorization: Bearer <token>` or gets 401. */
  token?: string
  /** Answer the first `times` requests with this status (e.g. 429, 500). */
  failWith?: { status: number; times: number }
}

export type ContentLake = {
  url: string
  requests: LakeRequest[]
  documents: Map<string, Doc>
  close: () => Promise<void>
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The documents a query sees in a perspective, as Sanity documents them
 * (https://www.sanity.io/docs/content-lake/perspectives): 'raw' is every document as stored,
 * drafts included; 'published' leaves drafts out; 'drafts' (called 'previewDrafts' before API
 * version 2025-02-19) returns each `drafts.<id>` document in place of its published twin and
 * under the published id, so a document that exists only as a draft appears as if published.
 */
export function inPerspective(documents: Doc[], perspective: string): Doc[] {
  const isDraft = (doc: Doc) => doc._id.startsWith('drafts.')
  if (perspective === 'raw') return documents
  if (perspective === 'published') return documents.filter((doc) => !isDraft(doc))
  if (perspective !== 'drafts' && perspective !== 'previewDrafts') {
    throw Object.assign(new Error(`Unknown perspective "${perspective}"`), { status: 400 })
  }
  const drafts = new Map(
    documents.filter(isDraft).map((doc) => [doc._id.slice('drafts.'.length), doc] as const),
  )
  const seen = new Set<string>()
  const result: Doc[] = []
  for (const doc of documents) {
    const id = isDraft(doc) ? doc._id.slice('drafts.'.length) : doc._id
    if (seen.has(id)) continue
    seen.add(id)
    result.push({ ...(drafts.get(id) ?? doc), _id: id })
  }
  return result
}

async function applyMutation(
  store: Map<string, Doc>,
  mutation: Mutation,
  now: string,
): Promise<{ id: string; operation: string }[]> {
  const stamp = (doc: Doc): Doc => ({
    _createdAt: now,
    ...doc,
    _updatedAt: now,
    _rev: `rev-${now}`,
  })
  if ('create' in mutation) {
    if (store.has(mutation.create._id))
      throw Object.assign(new Error(`Document "${mutation.create._id}" already exists`), {
        status: 409,
      })
    store.set(mutation.create._id, stamp(mutation.create))
    return [{ id: mutation.create._id, operation: 'create' }]
  }
  if ('createIfNotExists' in mutation) {
    const doc = mutation.createIfNotExists
    const exists = store.has(doc._id)
    if (!exists) store.set(doc._id, stamp(doc))
    return [{ id: doc._id, operation: exists ? 'none' : 'create' }]
  }
  if ('createOrReplace' in mutation) {
    const doc = mutation.createOrReplace
    store.set(doc._id, stamp(doc))
    return [{ id: doc._id, operation: 'update' }]
  }
  if ('delete' in mutation) {
    if ('id' in mutation.delete) {
      store.delete(mutation.delete.id)
      return [{ id: mutation.delete.id, operation: 'delete' }]
    }
    // Delete by query: https://www.sanity.io/docs/http-reference/mutation#delete
    const params = mutation.delete.params ?? {}
    const matched = await (
      await evaluate(parse(mutation.delete.query, { params }), {
        dataset: [...store.values()],
        params,
      })
    ).get()
    const ids = (Array.isArray(matched) ? matched : [matched])
      .filter((doc): doc is Doc => typeof doc?._id === 'string')
      .map((doc) => doc._id)
    for (const id of ids) store.delete(id)
    return ids.map((id) => ({ id, operation: 'delete' }))
  }
  const existing = store.get(mutation.patch.id)
  if (!existing)
    throw Object.assign(new Error(`Document "${mutation.patch.id}" not found`), { status: 404 })
  store.set(mutation.patch.id, stamp({ ...existing, ...mutation.patch.set }))
  return [{ id: mutation.patch.id, operation: 'update' }]
}

export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const store = new Map<string, Doc>((options.documents ?? []).map((doc) => [doc._id, doc]))
  const requests: LakeRequest[] = []
  let failuresLeft = options.failWith?.times ?? 0

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const match = url.pathname.match(/^\/v[\w-]+\/data\/(query|mutate)\/([\w-]+)$/)
    const kind = (match?.[1] as 'query' | 'mutate' | undefined) ?? 'other'
    requests.push({ method: request.method ?? 'GET', path: url.pathname, kind })
    try {
      if (failuresLeft > 0 && options.failWith) {
        failuresLeft -= 1
        send(response, options.failWith.status, {
          error: 'Simulated failure',
          statusCode: options.failWith.status,
        })
        return
      }
      if (options.token && request.headers.authorization !== `Bearer ${options.token}`) {
        send(response, 401, {
          error: 'Unauthorized',
          message: 'Session not found',
          statusCode: 401,
        })
        return
      }
      if (!match) {
        send(response, 404, {
          error: 'Not Found',
          message: `No route for ${url.pathname}`,
          statusCode: 404,
        })
        return
      }
      if (kind === 'query') {
        let query = url.searchParams.get('query') ?? ''
        const params: Record<string, unknown> = {}
        for (const [name, value] of url.searchParams) {
          if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
        }
        let perspective = url.searchParams.get('perspective') ?? 'raw'
        if (request.method === 'POST') {
          const body = JSON.parse(await readBody(request)) as {
            query: string
            params?: Record<string, unknown>
            perspective?: string
          }
          query = body.query
          Object.assign(params, body.params)
          perspective = body.perspective ?? perspective
        }
        const dataset = inPerspective([...store.values()], perspective)
        const value = await evaluate(parse(query, { params }), { dataset, params })
        send(response, 200, { ms: 1, query, result: await value.get() })
        return
      }
      const body = JSON.parse(await readBody(request)) as { mutations: Mutation[] }
      // A transaction applies all or nothing.
      const draft = new Map(store)
      const now = new Date().toISOString()
      const results: { id: string; operation: string }[] = []
      for (const mutation of body.mutations)
        results.push(...(await applyMutation(draft, mutation, now)))
      store.clear()
      for (const [id, doc] of draft) store.set(id, doc)
      send(response, 200, { transactionId: `tx-${requests.length}`, results })
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400
      send(response, status, {
        error: 'Bad Request',
        message: (error as Error).message,
        statusCode: status,
      })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    documents: store,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
