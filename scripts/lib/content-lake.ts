// A local stand-in for Sanity's Content Lake on 127.0.0.1: the part of the HTTP API this project
// uses (GROQ query in the raw, published and drafts perspectives; transactional mutate, delete
// by query and revision-locked patches included; image upload), backed by groq-js, the asset CDN
// that serves uploaded files (cut and resized by its URL parameters, as Sanity's image CDN does),
// and the Projects API endpoints `npm run setup` calls (content-lake-projects.ts). One dataset's
// documents, whatever the project and dataset in the path. Tests and the bench (scripts/bench.ts)
// point SANITY_API_HOST at it. Extend it only with
// behaviour Sanity documents, with a comment saying where.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evaluate, parse } from 'groq-js'
import sharp from 'sharp'
import {
  answerProjectsRequest,
  issuedTokenRole,
  type StandInProject,
} from './content-lake-projects.ts'

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Mutation =
  | { create: Doc }
  | { createIfNotExists: Doc }
  | { createOrReplace: Doc }
  | { delete: { id: string } | { query: string; params?: Record<string, unknown> } }
  | {
      patch: {
        id: string
        set?: Record<string, unknown>
        unset?: string[]
        ifRevisionID?: string
      }
    }

export type LakeRequest = {
  method: string
  path: string
  kind: 'query' | 'mutate' | 'upload' | 'file' | 'projects' | 'other'
}

/** How the stand-in CDN answers one file: an HTTP status, or never (a request that times out). */
export type FileFailure = { status: number } | 'hang'

export type ContentLakeOptions = {
  documents?: Doc[]
  /**
   * When set, every request must carry `Authorization: Bearer <token>` or gets 401; the data API
   * also takes the tokens the projects issued (a Viewer token only reads).
   */
  token?: string
  /** Answer the first `times` requests (whose path matches `path`, when given) with this status. */
  failWith?: { status: number; times: number; path?: RegExp; message?: string }
  /** The Projects API's projects (setup's tests); the map is the stand-in's state. */
  projects?: StandInProject[]
  /** Files the CDN serves, by path (`/images/{projectId}/{dataset}/{hash}-{w}x{h}.{ext}`). */
  files?: Map<string, Buffer>
  /** Files the CDN fails to serve, by the same path. */
  fileFailures?: Map<string, FileFailure>
  /** Project id in the CDN paths of uploaded assets (the client does not send it). */
  projectId?: string
}

export type ContentLake = {
  url: string
  requests: LakeRequest[]
  documents: Map<string, Doc>
  files: Map<string, Buffer>
  projects: Map<string, StandInProject>
  close: () => Promise<void>
}

async function readBytes(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * An image upload as Sanity handles it (https://www.sanity.io/docs/http-reference/assets):
 * the asset is named by the SHA-1 of its bytes (`image-{sha1}-{w}x{h}-{ext}`), uploading the same
 * bytes again returns the existing document, and the file is served from the CDN path
 * `images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` (cdn.sanity.io; here, this server).
 */
async function imageAssetFor(
  bytes: Buffer,
  filename: string | null,
  base: string,
  projectId: string,
  dataset: string,
): Promise<{ doc: Doc; path: string }> {
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const meta = await sharp(bytes).metadata()
  const extension = meta.format === 'jpeg' ? 'jpg' : String(meta.format)
  const { width = 0, height = 0 } = meta
  const path = `/images/${projectId}/${dataset}/${sha1}-${width}x${height}.${extension}`
  const doc: Doc = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: `image/${meta.format === 'svg' ? 'svg+xml' : meta.format}`,
    originalFilename: filename ?? `${sha1}.${extension}`,
    size: bytes.length,
    path: path.slice(1),
    url: `${base}${path}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width,
        height,
        aspectRatio: height ? width / height : 0,
      },
      hasAlpha: Boolean(meta.hasAlpha),
      isOpaque: !meta.hasAlpha,
      // The upload's dominant colour, as Sanity's palette metadata gives it
      // (https://www.sanity.io/docs/apis-and-sdks/image-metadata: palette.dominant.background).
      palette: {
        _type: 'sanity.imagePalette',
        dominant: { _type: 'sanity.imagePaletteSwatch', background: await dominantColour(bytes) },
      },
    },
  }
  return { doc, path }
}

async function dominantColour(bytes: Buffer): Promise<string> {
  const { dominant } = await sharp(bytes).stats()
  return `#${[dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, '0')).join('')}`
}

const imageFormats = { jpg: 'jpeg', webp: 'webp', png: 'png' } as const

/**
 * A file as the image CDN gives it for these URL parameters
 * (https://www.sanity.io/docs/apis-and-sdks/image-urls): `rect` (left,top,width,height of the
 * original) cuts, `w` and `h` resize, `fm` (jpg, png, webp) converts. Without any, the original.
 */
async function transformedImage(
  file: Buffer,
  params: URLSearchParams,
): Promise<{ bytes: Buffer; type: string }> {
  const rect = params.get('rect')?.split(',').map(Number)
  const width = params.get('w') ? Number(params.get('w')) : undefined
  const height = params.get('h') ? Number(params.get('h')) : undefined
  const format = imageFormats[params.get('fm') as keyof typeof imageFormats]
  if (!rect && !width && !height && !format) {
    return { bytes: file, type: 'application/octet-stream' }
  }
  let image = sharp(file)
  if (rect) {
    const [left = 0, top = 0, rectWidth = 1, rectHeight = 1] = rect
    image = image.extract({ left, top, width: rectWidth, height: rectHeight })
  }
  if (width || height) image = image.resize({ width, height, fit: 'fill' })
  const output = format ?? ((await sharp(file).metadata()).format as 'jpeg')
  const bytes = await image.toFormat(output).toBuffer()
  return { bytes, type: `image/${output}` }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  return (await readBytes(request)).toString('utf8')
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
  // A patch applies only to the revision it names, else the whole transaction fails with 409
  // (https://www.sanity.io/docs/http-reference/mutation#patch, "ifRevisionID"); Sanity's own
  // publish locks the published document's revision this way.
  const { ifRevisionID, unset = [] } = mutation.patch
  if (ifRevisionID !== undefined && existing._rev !== ifRevisionID) {
    throw Object.assign(
      new Error(
        `Document "${mutation.patch.id}" has unexpected revision ID ("${String(existing._rev)}"), expected "${ifRevisionID}"`,
      ),
      { status: 409 },
    )
  }
  // `unset` removes top-level fields by name (the only paths this project's callers use).
  const patched: Doc = { ...existing, ...mutation.patch.set }
  for (const field of unset) delete patched[field]
  store.set(mutation.patch.id, stamp(patched))
  return [{ id: mutation.patch.id, operation: 'update' }]
}

export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const store = new Map<string, Doc>((options.documents ?? []).map((doc) => [doc._id, doc]))
  const requests: LakeRequest[] = []
  const files = options.files ?? new Map<string, Buffer>()
  const projectId = options.projectId ?? 'test-project'
  const projects = new Map((options.projects ?? []).map((project) => [project.id, project]))
  let failuresLeft = options.failWith?.times ?? 0
  let base = ''

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const match = url.pathname.match(/^\/v[\w-]+\/data\/(query|mutate)\/([\w-]+)$/)
    const upload = url.pathname.match(/^\/v[\w-]+\/assets\/images\/([\w-]+)$/)
    const isFile = url.pathname.startsWith('/images/')
    const management = url.pathname.match(/^\/v[\w-]+(\/projects(?:\/.*)?)$/)
    const kind = upload
      ? 'upload'
      : isFile
        ? 'file'
        : management
          ? 'projects'
          : ((match?.[1] as 'query' | 'mutate' | undefined) ?? 'other')
    requests.push({ method: request.method ?? 'GET', path: url.pathname, kind })
    if (isFile) {
      // The CDN is public: no token, no simulated API failures.
      const failure = options.fileFailures?.get(url.pathname)
      if (failure === 'hang') return
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'text/plain' })
        response.end(`Simulated ${failure.status}`)
        return
      }
      const file = files.get(url.pathname)
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' })
        response.end('Not found')
        return
      }
      try {
        const { bytes, type } = await transformedImage(file, url.searchParams)
        response.writeHead(200, { 'content-type': type })
        response.end(bytes)
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' })
        response.end(`Cannot transform the image: ${(error as Error).message}`)
      }
      return
    }
    try {
      if (
        failuresLeft > 0 &&
        options.failWith &&
        (!options.failWith.path || options.failWith.path.test(url.pathname))
      ) {
        failuresLeft -= 1
        send(response, options.failWith.status, {
          error: 'Simulated failure',
          message: options.failWith.message ?? 'Simulated failure',
          statusCode: options.failWith.status,
        })
        return
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '')
      // Management takes the user's token only; the data API also a token a project issued.
      const role = bearer && !management ? issuedTokenRole(projects, bearer) : undefined
      if (options.token && bearer !== options.token && !role) {
        send(response, 401, {
          error: 'Unauthorized',
          message: 'Session not found',
          statusCode: 401,
        })
        return
      }
      if (role === 'viewer' && (kind === 'mutate' || kind === 'upload')) {
        send(response, 403, {
          error: 'Forbidden',
          message: 'Insufficient permissions; permission "update" required',
          statusCode: 403,
        })
        return
      }
      if (management) {
        const text = request.method === 'GET' ? '' : await readBody(request)
        const answer = answerProjectsRequest(
          projects,
          request.method ?? 'GET',
          management[1] as string,
          text ? JSON.parse(text) : {},
        )
        if (answer) {
          send(response, answer.status, answer.body)
          return
        }
      }
      if (upload && request.method === 'POST') {
        const dataset = upload[1] as string
        const bytes = await readBytes(request)
        const { doc, path } = await imageAssetFor(
          bytes,
          url.searchParams.get('filename'),
          base,
          projectId,
          dataset,
        )
        const existing = store.get(doc._id)
        if (!existing) {
          const now = new Date().toISOString()
          store.set(doc._id, { ...doc, _createdAt: now, _updatedAt: now, _rev: `rev-${now}` })
          files.set(path, bytes)
        }
        send(response, 200, { document: store.get(doc._id) })
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
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    requests,
    documents: store,
    files,
    projects,
    close: () =>
      new Promise<void>((resolve) => {
        // Requests left hanging on purpose (timeouts) must not keep the server open.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
