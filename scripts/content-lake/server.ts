// The local Content Lake's HTTP server: one dataset (whatever the project and dataset in the
// path), answered as Sanity's HTTP API answers it, handler by handler:
//   query.ts-like reads here (Query, Doc), mutations.ts (Mutate, Actions), listen.ts (Listen),
//   history.ts (History), assets.ts (Assets and the image CDN), projects.ts (Projects API, for
//   `npm run setup`), studio-api.ts (users, grants, features: what the Studio asks at start).
// The real clients are pointed at it by one setting: SANITY_API_HOST for Node's @sanity/client,
// the Studio's `apiHost` (studio/sanity.config.ts) for the Studio. Browsers are held to the
// project's CORS origins (https://www.sanity.io/docs/content-lake/cors), so a Studio on an
// origin the project does not list fails here as it would on Sanity.
//
// Given a certificate (`tls`), a second port speaks TLS, and HTTP/2 to a browser, as
// Sanity's API does: the Studio keeps an event stream open per document, list and preview it
// watches, and a browser opens at most six HTTP/1.1 connections to one host, so over HTTP/1.1
// the seventh stream (a document's pair listener, say) waits forever and its form stays
// read-only. HTTP/2 carries every stream on one connection. Node's clients keep plain HTTP.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import type { AddressInfo, Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { evaluate, parse } from 'groq-js'
import { imageAssetFor, transformedImage } from './assets.ts'
import { Dataset, type Doc, LakeError, newTransactionId } from './dataset.ts'
import { documentEvents, documentsAt, transactionsNdjson } from './history.ts'
import { answerListen, answerLiveEvents } from './listen.ts'
import { queryError, queryParams, stageActions, stageMutations } from './mutations.ts'
import { answerProjectsRequest, issuedTokenRole, type StandInProject } from './projects.ts'
import { answerStudioRequest, type StudioRole } from './studio-api.ts'

/** A request as either protocol's server gives it (both have the API the handlers use). */
export type LakeIncoming = IncomingMessage | Http2ServerRequest
export type LakeResponse = Pick<ServerResponse | Http2ServerResponse, 'on'> & {
  writeHead(status: number, headers: Record<string, string>): unknown
  write(chunk: string): unknown
  end(body: string | Buffer): unknown
  end(): unknown
}

type LakeRequest = {
  method: string
  path: string
  kind:
    | 'query'
    | 'mutate'
    | 'actions'
    | 'doc'
    | 'listen'
    | 'live/events'
    | 'history'
    | 'upload'
    | 'file'
    | 'projects'
    | 'studio'
    | 'other'
  /** The status it was answered with (set when the answer is sent). */
  status?: number
}

/** How the stand-in CDN answers one file: an HTTP status, or never (a request that times out). */
export type FileFailure = { status: number } | 'hang'

export type ContentLakeOptions = {
  documents?: Doc[]
  /** A dataset of its own (`npm run studio` passes one kept in a file); else one of `documents`. */
  dataset?: Dataset
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
  /** Called with each file an upload adds (`npm run studio` keeps them beside the dataset). */
  onFile?: (path: string, bytes: Buffer) => void
  /** Files the CDN fails to serve, by the same path. */
  fileFailures?: Map<string, FileFailure>
  /** Project id in the CDN paths of uploaded assets (the client does not send it). */
  projectId?: string
  /**
   * The Studio's project: the origins whose browsers may call the API (with credentials), and
   * its name. Without it no browser origin is allowed, as for a project with no CORS origins.
   */
  studio?: { origins: string[]; displayName: string; role?: StudioRole }
  /** 127.0.0.1 and a free port unless given. */
  port?: number
  /**
   * A certificate and its key (PEM): a second port (`port`, else a free one) then answers the
   * same API over TLS, with HTTP/2 for clients that offer it (browsers), at `secureUrl`.
   * Node's clients keep plain HTTP at `url`.
   */
  tls?: { cert: string; key: string; port?: number }
}

export type ContentLake = {
  url: string
  /** The same API over TLS (`https://127.0.0.1:port`), when started with a certificate. */
  secureUrl?: string
  requests: LakeRequest[]
  documents: Map<string, Doc>
  dataset: Dataset
  files: Map<string, Buffer>
  projects: Map<string, StandInProject>
  close: () => Promise<void>
}

async function readBytes(request: LakeIncoming): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The documents a query sees in a perspective, as Sanity documents them
 * (https://www.sanity.io/docs/content-lake/perspectives): 'raw' is every document as stored,
 * drafts included; 'published' leaves drafts out; 'drafts' (called 'previewDrafts' before API
 * version 2025-02-19) returns each `drafts.<id>` document in place of its published twin and
 * under the published id, so a document that exists only as a draft appears as if published.
 * A list of perspectives (releases, then 'drafts') reads as 'drafts': this dataset has no releases.
 */
function inPerspective(documents: Doc[], perspective: string): Doc[] {
  const isDraft = (doc: Doc) => doc._id.startsWith('drafts.')
  const names = perspective.replace(/[[\]"]/g, '').split(',')
  const kind = names.length > 1 && names.includes('drafts') ? 'drafts' : perspective
  if (kind === 'raw') return documents
  if (kind === 'published') return documents.filter((doc) => !isDraft(doc))
  if (kind !== 'drafts' && kind !== 'previewDrafts') {
    throw new LakeError(400, `Unknown perspective "${perspective}"`)
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

function json(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    throw new LakeError(400, 'The body is not valid JSON')
  }
}

/**
 * groq-js has no `text::query()`, Sanity's full-text search, which the Studio's search and the
 * Preview tool's document list send as `[@, _id] match text::query($q)` (sanity 6.9.2): here it
 * becomes GROQ's `match` over the fields our documents are named by, a plainer search with the
 * same syntax (https://www.sanity.io/docs/specifications/groq-functions#text-query).
 */
function withTextSearch(query: string): string {
  return query.replace(
    /\[@,\s*_id\]\s+match\s+text::query\(/g,
    '[title, name, heading, question, author, from, _id] match (',
  )
}

/** GROQ over the dataset: the Query API (https://www.sanity.io/docs/http-reference/query). */
async function runQuery(
  dataset: Dataset,
  query: string,
  params: Record<string, unknown>,
  perspective: string,
) {
  let tree: ReturnType<typeof parse>
  try {
    tree = parse(withTextSearch(query), { params })
  } catch (error) {
    throw queryError(error, query)
  }
  const documents = inPerspective([...dataset.documents.values()], perspective)
  return (await evaluate(tree, { dataset: documents, params })).get()
}

/**
 * Accepts the presence socket (`/socket/:dataset`) and ignores what it says: the Studio shows
 * who else is editing through it; the local Content Lake has one user. A WebSocket handshake as
 * RFC 6455 section 4.2.2 gives it.
 */
function acceptSocket(request: IncomingMessage, socket: Duplex): void {
  const key = request.headers['sec-websocket-key']
  if (!key || !/\/socket\//.test(request.url ?? '')) {
    socket.end('HTTP/1.1 404 Not Found\r\n\r\n')
    return
  }
  const accept = createHash('sha1')
    .update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest('base64')
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  )
  socket.on('data', () => {})
  socket.on('error', () => {})
}

export async function startContentLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const dataset = options.dataset ?? new Dataset(options.documents ?? [])
  const requests: LakeRequest[] = []
  const files = options.files ?? new Map<string, Buffer>()
  const projectId = options.projectId ?? 'test-project'
  const projects = new Map((options.projects ?? []).map((project) => [project.id, project]))
  const preferences = new Map<string, unknown>()
  const origins = new Set(options.studio?.origins ?? [])
  let failuresLeft = options.failWith?.times ?? 0
  let base = ''

  /** A file of the CDN by its path, or by its name alone (a Studio builds the path from its own project id). */
  const fileAt = (path: string) => {
    const found = files.get(path)
    if (found) return found
    const name = path.split('/').pop()
    for (const [key, bytes] of files) if (key.split('/').pop() === name) return bytes
    return undefined
  }

  const answer = async (request: LakeIncoming, response: LakeResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const method = request.method ?? 'GET'
    const path = url.pathname.replace(/^\/v[\w-]+(?=\/)/, '')
    const data = path.match(
      /^\/data\/(query|mutate|actions|doc|listen|history|live\/events)\/([\w-]+)(\/.*)?$/,
    )
    const upload = path.match(/^\/assets\/images\/([\w-]+)$/)
    const isFile = url.pathname.startsWith('/images/')
    const management = answersProjects(path)
    const kind: LakeRequest['kind'] = upload
      ? 'upload'
      : isFile
        ? 'file'
        : data
          ? (data[1] as LakeRequest['kind'])
          : management
            ? 'projects'
            : 'other'
    const record: LakeRequest = { method, path: url.pathname, kind }
    requests.push(record)

    const origin = request.headers.origin
    // The CORS check (what the Studio asks when a request fails unseen): whether this origin is
    // one of the project's, answered to any origin so the Studio can read the verdict
    // (sanity/lib/index.js checkCors reads `result.allowed` and `result.withCredentials`).
    if (path === '/check/cors') {
      const allowed = typeof origin === 'string' && origins.has(origin)
      record.status = 200
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
      })
      response.end(JSON.stringify({ result: { allowed, withCredentials: allowed } }))
      return
    }
    // CORS: a browser's request is answered for the project's origins only, with credentials.

    const cors: Record<string, string> = {}
    if (origin && !isFile) {
      if (!origins.has(origin)) {
        record.status = 403
        response.writeHead(403, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            error: 'Forbidden',
            message: `Origin ${origin} is not allowed: add it to the project's CORS origins`,
            statusCode: 403,
          }),
        )
        return
      }
      Object.assign(cors, {
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        vary: 'Origin',
      })
      if (method === 'OPTIONS') {
        record.status = 204
        response.writeHead(204, {
          ...cors,
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers':
            request.headers['access-control-request-headers'] ?? 'content-type, authorization',
          'access-control-max-age': '600',
        })
        response.end()
        return
      }
    }
    const send = (status: number, body: unknown, type = 'application/json') => {
      record.status = status
      response.writeHead(status, { ...cors, 'content-type': type })
      response.end(type === 'application/json' ? JSON.stringify(body) : (body as string | Buffer))
    }
    const refuse = (error: unknown) => {
      if (error instanceof LakeError) return send(error.status, error.body)
      const status = (error as { status?: number }).status ?? 500
      send(status, {
        error: status === 500 ? 'Internal Server Error' : 'Bad Request',
        message: (error as Error).message,
        statusCode: status,
      })
    }

    if (isFile) {
      // The CDN is public: no token, no simulated API failures.
      const failure = options.fileFailures?.get(url.pathname)
      if (failure === 'hang') return
      if (failure) return send(failure.status, `Simulated ${failure.status}`, 'text/plain')
      const file = fileAt(url.pathname)
      if (!file) return send(404, 'Not found', 'text/plain')
      try {
        const { bytes, type } = await transformedImage(file, url.searchParams)
        return send(200, bytes, type)
      } catch (error) {
        return send(400, `Cannot transform the image: ${(error as Error).message}`, 'text/plain')
      }
    }
    try {
      if (
        failuresLeft > 0 &&
        options.failWith &&
        (!options.failWith.path || options.failWith.path.test(url.pathname))
      ) {
        failuresLeft -= 1
        return send(options.failWith.status, {
          error: 'Simulated failure',
          message: options.failWith.message ?? 'Simulated failure',
          statusCode: options.failWith.status,
        })
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '')
      // Management takes the user's token only; the data API also a token a project issued.
      const role = bearer && !management ? issuedTokenRole(projects, bearer) : undefined
      if (options.token && bearer !== options.token && !role) {
        return send(401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 })
      }
      const writes = kind === 'mutate' || kind === 'actions' || kind === 'upload'
      if (role === 'viewer' && writes) {
        return send(403, {
          error: 'Forbidden',
          message: 'Insufficient permissions; permission "update" required',
          statusCode: 403,
        })
      }
      if (options.studio && !data && !upload) {
        const body = method === 'GET' ? undefined : json((await readBytes(request)).toString())
        const answer = answerStudioRequest(
          method,
          path,
          url,
          body,
          {
            id: projectId,
            displayName: options.studio.displayName,
            role: options.studio.role ?? 'editor',
          },
          preferences,
        )
        if (answer) {
          record.kind = 'studio'
          return answer.text !== undefined
            ? send(answer.status, answer.text, 'text/plain')
            : send(answer.status, answer.body)
        }
      }
      if (management) {
        const text = method === 'GET' ? '' : (await readBytes(request)).toString()
        const answer = answerProjectsRequest(projects, method, path, text ? JSON.parse(text) : {})
        if (answer) return send(answer.status, answer.body)
      }
      if (upload && method === 'POST') {
        const bytes = await readBytes(request)
        const { doc, path: filePath } = await imageAssetFor(
          bytes,
          url.searchParams.get('filename'),
          base,
          projectId,
          upload[1] as string,
        )
        if (!dataset.documents.has(doc._id)) {
          files.set(filePath, bytes)
          options.onFile?.(filePath, bytes)
          await dataset.commit((staging) => staging.put(doc._id, doc, { createIfNotExists: doc }))
        }
        return send(200, { document: dataset.documents.get(doc._id) })
      }
      if (path === '/' && method === 'GET') {
        // Where the local Studio sends a browser to accept the certificate (studio/
        // local-lake-gate.tsx): it lands here after, and goes back to the Studio's page it came
        // from, when that is on one of the Studio's origins.
        const back = studioPage(url.searchParams.get('studio'), origins)
        if (back) {
          record.status = 303
          response.writeHead(303, { location: back, 'content-type': 'text/plain' })
          return response.end(`Back to the Studio: ${back}`)
        }
        return send(
          200,
          'This is the local Content Lake, the content the Studio on this computer edits. Your browser trusts it now: close this tab and reload the Studio.',
          'text/plain; charset=utf-8',
        )
      }
      if (!data) {
        return send(404, {
          error: 'Not Found',
          message: `The local Content Lake does not answer ${method} ${url.pathname}`,
          statusCode: 404,
        })
      }
      const [, endpoint, , rest = ''] = data
      if (endpoint === 'listen') return answerListen(request, response, dataset, url, cors)
      if (endpoint === 'live/events') return answerLiveEvents(request, response, cors)
      if (endpoint === 'query') {
        let query = url.searchParams.get('query') ?? ''
        const params = queryParams(url.searchParams)
        let perspective = url.searchParams.get('perspective') ?? 'raw'
        if (method === 'POST') {
          const body = json((await readBytes(request)).toString()) as {
            query: string
            params?: Record<string, unknown>
            perspective?: string | string[]
          }
          query = body.query
          Object.assign(params, body.params)
          perspective = body.perspective ? String(body.perspective) : perspective
        }
        const result = await runQuery(dataset, query, params, perspective)
        return send(200, { ms: 1, query, result })
      }
      // The Doc API (https://www.sanity.io/docs/http-reference/doc): documents by id, raw.
      if (endpoint === 'doc') {
        const ids = decodeURIComponent(rest.slice(1)).split(',').filter(Boolean)
        const documents = ids.flatMap((id) => dataset.documents.get(id) ?? [])
        const omitted = ids
          .filter((id) => !dataset.documents.has(id))
          .map((id) => ({ id, reason: 'existence' }))
        return send(200, { documents, omitted })
      }
      if (endpoint === 'history') {
        const history = rest.match(/^\/(transactions|documents|events\/documents)\/(.+)$/)
        if (!history) throw new LakeError(404, `No history endpoint ${rest}`)
        const ids = decodeURIComponent(history[2] as string).split(',')
        if (history[1] === 'transactions') {
          return send(
            200,
            transactionsNdjson(dataset, ids, url.searchParams),
            'application/x-ndjson',
          )
        }
        if (history[1] === 'documents') {
          return send(200, { documents: documentsAt(dataset, ids, url.searchParams) })
        }
        const id = ids[0] as string
        return send(200, { events: { [id]: documentEvents(dataset, id) }, nextCursor: '' })
      }
      const body = json((await readBytes(request)).toString()) as {
        mutations?: Record<string, unknown>[]
        actions?: Record<string, unknown>[]
        transactionId?: string
        dryRun?: boolean
      }
      const transactionId =
        body.transactionId ?? url.searchParams.get('transactionId') ?? newTransactionId()
      if (dataset.transactions.some((tx) => tx.id === transactionId)) {
        throw new LakeError(409, `Transaction "${transactionId}" has already been committed`)
      }
      if (endpoint === 'actions') {
        await dataset.commit((staging) => stageActions(staging, body.actions as never), {
          transactionId,
        })
        return send(200, { transactionId })
      }
      let results: Awaited<ReturnType<typeof stageMutations>> = []
      await dataset.commit(
        async (staging) => {
          results = await stageMutations(staging, body.mutations as never, () => [
            ...dataset.documents.values(),
          ])
        },
        { transactionId },
      )
      const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
      return send(200, {
        transactionId,
        results,
        ...(returnDocuments
          ? { documents: results.flatMap((result) => dataset.documents.get(result.id) ?? []) }
          : {}),
      })
    } catch (error) {
      return refuse(error)
    }
  }
  const plain = createServer(answer)
  const secure = options.tls
    ? createSecureServer({ cert: options.tls.cert, key: options.tls.key, allowHTTP1: true }, answer)
    : undefined
  // Every socket is kept, to be closed on close(): open listeners, presence sockets and
  // requests left hanging on purpose must not keep the lake open.
  const sockets = new Set<Socket>()
  for (const server of [plain, secure]) {
    server?.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    server?.on('upgrade', acceptSocket)
  }
  const listen = (server: typeof plain | NonNullable<typeof secure>, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })
  const port = await listen(plain, options.port ?? 0)
  const securePort = secure ? await listen(secure, options.tls?.port ?? 0) : undefined
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    ...(securePort ? { secureUrl: `https://127.0.0.1:${securePort}` } : {}),
    requests,
    documents: dataset.documents,
    dataset,
    files,
    projects,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        secure?.close()
        plain.close(() => resolve())
      }),
  }
}

/** `page` when it is an address on one of the Studio's origins, else undefined. */
function studioPage(page: string | null, origins: Set<string>): string | undefined {
  if (!page) return undefined
  try {
    return origins.has(new URL(page).origin) ? new URL(page).href : undefined
  } catch {
    return undefined
  }
}

/** Whether a path (without the API version) is one of the Projects API's (projects.ts). */
function answersProjects(path: string): boolean {
  return /^\/projects(\/|$)/.test(path)
}
