// The History API (https://www.sanity.io/docs/http-reference/history), from the transactions the
// local Content Lake has committed since it started (a document seeded from a file has no past
// here, as a document imported into Sanity has none before its import):
//   GET /data/history/:dataset/transactions/:ids   NDJSON, one transaction a line, oldest first
//       (`reverse=true`: newest first; `limit`, `fromTransaction`, `toTransaction`), each with
//       the `effects` per document (mendoza, whole values: dataset.ts) and, unless
//       `excludeMutations=true`, the mutations
//   GET /data/history/:dataset/documents/:ids?revision=R | time=T | lastRevision=true
//       `{documents}`: each document as it was at that revision or time
//   GET /data/history/:dataset/events/documents/:id
//       `{events: {[id]: events}, nextCursor}`: the document's publish, unpublish, create and
//       delete events, newest first, in the shapes the installed `sanity` 6.9.2's history panel
//       reads (lib/scheduleItem-*.js: createDocumentVersion, publishDocumentVersion,
//       unpublishDocument, deleteDocumentGroup)
import type { Dataset, Doc, Transaction } from './dataset.ts'
import { LakeError, wholeValueEffects } from './dataset.ts'

function touching(dataset: Dataset, ids: string[]): Transaction[] {
  return dataset.transactions.filter((tx) => tx.changes.some((change) => ids.includes(change.id)))
}

export function transactionsNdjson(
  dataset: Dataset,
  ids: string[],
  options: URLSearchParams,
): string {
  let list = touching(dataset, ids)
  const from = options.get('fromTransaction')
  const to = options.get('toTransaction')
  if (from)
    list = list.slice(
      Math.max(
        0,
        list.findIndex((tx) => tx.id === from),
      ),
    )
  if (to) {
    const end = list.findIndex((tx) => tx.id === to)
    if (end >= 0) list = list.slice(0, end + 1)
  }
  if (options.get('reverse') === 'true') list = [...list].reverse()
  const limit = Number(options.get('limit') ?? 0)
  if (limit > 0) list = list.slice(0, limit)
  return list
    .map((tx) => {
      const changes = tx.changes.filter((change) => ids.includes(change.id))
      return JSON.stringify({
        id: tx.id,
        timestamp: tx.timestamp,
        author: tx.author,
        documentIDs: changes.map((change) => change.id),
        effects: Object.fromEntries(
          changes.map((change) => [change.id, wholeValueEffects(change)]),
        ),
        ...(options.get('excludeMutations') === 'true'
          ? {}
          : { mutations: changes.flatMap((change) => change.mutations) }),
      })
    })
    .map((line) => `${line}\n`)
    .join('')
}

/** Each document as it was at a revision, at a time, or at its last revision. */
export function documentsAt(dataset: Dataset, ids: string[], options: URLSearchParams): Doc[] {
  const revision = options.get('revision')
  const time = options.get('time')
  const last = options.get('lastRevision') === 'true'
  if (!revision && !time && !last) {
    throw new LakeError(400, 'One of revision, time or lastRevision is required')
  }
  const found: Doc[] = []
  for (const id of ids) {
    const changes = touching(dataset, [id]).flatMap((tx) =>
      tx.changes.filter((change) => change.id === id).map((change) => ({ tx, change })),
    )
    let value: Doc | undefined
    if (revision) {
      value =
        changes.find(({ tx }) => tx.id === revision)?.change.after ??
        // The revision it was loaded with (a fixture's or an import's), before its first change here.
        changes.find(({ change }) => change.before?._rev === revision)?.change.before
    } else if (time) value = changes.filter(({ tx }) => tx.timestamp <= time).at(-1)?.change.after
    else value = changes.findLast(({ change }) => change.after)?.change.after
    // Before the first transaction seen here, the document is as it was loaded.
    value ??= changes.length === 0 ? dataset.documents.get(id) : undefined
    if (value) found.push(value)
  }
  return found
}

/** A document's version events, newest first. */
export function documentEvents(dataset: Dataset, documentId: string): Record<string, unknown>[] {
  const publishedId = documentId.replace(/^drafts\./, '')
  const draftId = `drafts.${publishedId}`
  const events: Record<string, unknown>[] = []
  for (const tx of touching(dataset, [publishedId, draftId])) {
    const draft = tx.changes.find((change) => change.id === draftId)
    const published = tx.changes.find((change) => change.id === publishedId)
    const base = { timestamp: tx.timestamp, author: tx.author, documentId: publishedId }
    if (published?.after) {
      events.push({
        ...base,
        type: 'publishDocumentVersion',
        id: tx.id,
        revisionId: tx.id,
        versionId: draftId,
        versionRevisionId: draft?.before?._rev ?? tx.id,
      })
    } else if (published && !published.after && draft?.after) {
      events.push({
        ...base,
        type: 'unpublishDocument',
        versionId: draftId,
        versionRevisionId: tx.id,
      })
    } else if (published && !published.after) {
      events.push({ ...base, type: 'deleteDocumentGroup' })
    } else if (draft && !draft.before && draft.after) {
      events.push({
        ...base,
        type: 'createDocumentVersion',
        versionId: draftId,
        versionRevisionId: tx.id,
      })
    }
  }
  return events.reverse()
}
