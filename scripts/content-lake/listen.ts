// The Listen API (https://www.sanity.io/docs/http-reference/listen): a server-sent event stream
// that says `welcome`, then one `mutation` event per document a transaction changes that the
// listener's GROQ filter matches (before or after the change). With `effectFormat=mendoza`
// each event carries `effects`, which the Studio requires (the installed `sanity` 6.9.2 throws
// "Mutation event is missing effects" without them): whole values (dataset.ts, wholeValueEffects).
import { evaluate, parse } from 'groq-js'
import {
  type Dataset,
  type Doc,
  type DocumentChange,
  type Transaction,
  wholeValueEffects,
} from './dataset.ts'
import { queryError, queryParams } from './mutations.ts'
import type { LakeIncoming, LakeResponse } from './server.ts'

/** Event streams stay open: a comment line often enough that no client calls them idle. */
const KEEPALIVE_MS = 15_000

async function matches(
  filter: ReturnType<typeof parse>,
  doc: Doc | undefined,
  params: Record<string, unknown>,
) {
  if (!doc) return false
  const result = await (await evaluate(filter, { dataset: [doc], params })).get()
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

/**
 * One document's change as a `mutation` event. `transactionTotalEvents` counts the events this
 * listener gets of the transaction: the Studio holds a document's events back until it has them
 * all (lib/datastores-*.js, allPendingTransactionEventsReceived).
 */
function mutationEvent(
  transaction: Transaction,
  change: DocumentChange,
  index: number,
  total: number,
  options: URLSearchParams,
): Record<string, unknown> {
  const flag = (name: string, fallback: boolean) =>
    options.has(name) ? options.get(name) === 'true' : fallback
  const transition = !change.before ? 'appear' : !change.after ? 'disappear' : 'update'
  return {
    type: 'mutation',
    eventId: `${transaction.id}#${change.id}`,
    documentId: change.id,
    transactionId: transaction.id,
    transition,
    identity: transaction.author,
    ...(flag('includeMutations', true) ? { mutations: change.mutations } : {}),
    ...(flag('includeResult', true) && change.after ? { result: change.after } : {}),
    ...(flag('includePreviousRevision', false) && change.before ? { previous: change.before } : {}),
    ...(change.before?._rev ? { previousRev: change.before._rev } : {}),
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
    visibility: options.get('visibility') ?? 'query',
    transactionTotalEvents: total,
    transactionCurrentEvent: index + 1,
    ...(options.get('effectFormat') === 'mendoza'
      ? {
          effects: wholeValueEffects(change),
        }
      : {}),
  }
}

export function answerListen(
  request: LakeIncoming,
  response: LakeResponse,
  dataset: Dataset,
  url: URL,
  headers: Record<string, string>,
): void {
  const query = url.searchParams.get('query') ?? ''
  const params = queryParams(url.searchParams)
  let filter: ReturnType<typeof parse>
  try {
    filter = parse(query, { params })
  } catch (error) {
    const refusal = queryError(error, query)
    response.writeHead(refusal.status, { ...headers, 'content-type': 'application/json' })
    response.end(JSON.stringify(refusal.body))
    return
  }
  const wanted = new Set((url.searchParams.get('events') ?? 'mutation,welcome').split(','))
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
  })
  const write = (event: string, data: unknown, id?: string) =>
    response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  if (wanted.has('welcome')) write('welcome', { listenerName: `local-${Date.now().toString(36)}` })
  // Events go out in commit order, each after its filter check.
  let queue = Promise.resolve()
  const stop = dataset.listen((transaction) => {
    queue = queue.then(async () => {
      const seen: DocumentChange[] = []
      for (const change of transaction.changes) {
        if (
          (await matches(filter, change.after, params)) ||
          (await matches(filter, change.before, params))
        ) {
          seen.push(change)
        }
      }
      seen.forEach((change, index) => {
        const data = mutationEvent(transaction, change, index, seen.length, url.searchParams)
        write('mutation', data, String(data.eventId))
      })
    })
  })
  const keepalive = setInterval(() => response.write(':\n\n'), KEEPALIVE_MS)
  request.on('close', () => {
    clearInterval(keepalive)
    stop()
  })
}

/**
 * The Live Content API (`/data/live/events/:dataset`,
 * https://www.sanity.io/docs/http-reference/live-content): server-sent events that name the sync
 * tags of query results a change made stale. The Studio's Preview tool opens it; the lake's
 * query results carry no sync tags, so after `welcome` it only keeps the stream open.
 */
export function answerLiveEvents(
  request: LakeIncoming,
  response: LakeResponse,
  headers: Record<string, string>,
): void {
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
  })
  response.write('event: welcome\ndata: {}\n\n')
  const keepalive = setInterval(() => response.write(':\n\n'), KEEPALIVE_MS)
  request.on('close', () => clearInterval(keepalive))
}
