// GROQ-powered webhooks of the local Content Lake, as Sanity's webhooks documentation describes
// them (https://www.sanity.io/docs/content-lake/webhooks, https://www.sanity.io/docs/webhooks-api):
// a document webhook is called once per document a transaction changes, when the change is one of
// its `on` operations (create, update, delete), the document is not a draft or a version (unless
// `includeDrafts`), and its GROQ filter holds for the document (after the change; before it, for a
// delete), with `before()`, `after()` and `delta::` available; the body is its projection of the
// document (the whole document after the change when it has none), as JSON. Each request carries
// Sanity's headers (idempotency-key, sanity-transaction-id, sanity-transaction-time,
// sanity-dataset, sanity-document-id, sanity-project-id, sanity-webhook-id, sanity-operation) and
// the webhook's own. One request at a time per webhook, in order ("Webhooks are limited to 1
// concurrent request"); a failed delivery (no answer, or status 429 or 5xx) is tried again, as
// Sanity delivers at least once.
//
// The webhook's settings are the project's own (scripts/webhook.ts webhookSettings): the bench
// fires them at a local host's deploy hook (scripts/bench/local-host.ts).
import { createHash, randomUUID } from 'node:crypto'
import { evaluate, parse } from 'groq-js'
import type { Dataset, Doc, DocumentChange, Transaction } from './dataset.ts'

/** A document webhook's settings, in the Webhooks API's terms (scripts/webhook.ts makes them). */
export type WebhookSettings = {
  name: string
  url: string
  on: readonly string[]
  filter: string
  projection: string
  httpMethod: string
  includeDrafts: boolean
  headers: Record<string, string>
}

/** One call of a webhook, as its attempts log would show it. */
type Delivery = {
  webhook: string
  documentId: string
  operation: 'create' | 'update' | 'delete'
  transactionId: string
  /** The transaction's timestamp (ISO 8601), as Sanity sends it. */
  transactionTime: string
  /** When the transaction was committed, and when the call was answered (ms, performance.now()). */
  committedAt: number
  deliveredAt?: number
  status?: number
  attempts: number
  body: unknown
  error?: string
}

export type WebhookDeliveries = {
  deliveries: Delivery[]
  /** Resolves when every call made so far has been delivered or given up. */
  idle(): Promise<void>
  /** Stops listening (calls under way finish). */
  close(): void
}

const retryDelaysMs = [250, 1000, 4000]

function operationOf(change: DocumentChange): Delivery['operation'] {
  if (!change.before) return 'create'
  if (!change.after) return 'delete'
  return 'update'
}

/** Whether the id is a draft or a version, which webhooks leave out unless told. */
function isDraftOrVersion(id: string): boolean {
  return id.startsWith('drafts.') || id.startsWith('versions.')
}

/**
 * The webhook's filter and projection for one change, evaluated with groq-js as Sanity
 * validates them (`apiVersion` v2021-03-25 and later: delta GROQ): undefined when the filter does
 * not hold, else the body.
 */
export async function webhookBody(
  settings: Pick<WebhookSettings, 'filter' | 'projection'>,
  change: { before: Doc | undefined; after: Doc | undefined },
  sanity: { projectId: string; dataset: string },
): Promise<{ body: unknown } | undefined> {
  const document = change.after ?? change.before
  const options = {
    dataset: [document],
    before: change.before ?? null,
    after: change.after ?? null,
    sanity,
  }
  if (settings.filter.trim()) {
    const matched = await (
      await evaluate(parse(`*[${settings.filter}]`, { mode: 'delta' }), options)
    ).get()
    if (!Array.isArray(matched) || matched.length === 0) return undefined
  }
  if (!settings.projection.trim()) return { body: change.after ?? null }
  const body = await (
    await evaluate(parse(`*[0]${settings.projection}`, { mode: 'delta' }), options)
  ).get()
  return { body }
}

/**
 * Calls `hooks` for every transaction committed to `dataset` from now on. `sanity`: the project
 * and dataset the headers and `sanity::` functions name.
 */
export function deliverWebhooks(
  dataset: Dataset,
  hooks: readonly WebhookSettings[],
  sanity: { projectId: string; dataset: string },
): WebhookDeliveries {
  const deliveries: Delivery[] = []
  // Per webhook, the calls in order, one at a time.
  const queues = hooks.map(() => Promise.resolve())
  const webhookIds = hooks.map((hook) =>
    createHash('sha256').update(hook.name).update(hook.url).digest('hex').slice(0, 16),
  )

  const call = async (hook: WebhookSettings, webhookId: string, delivery: Delivery) => {
    const text = JSON.stringify(delivery.body)
    const headers = {
      ...hook.headers,
      'content-type': 'application/json',
      'user-agent': 'Sanity.io webhook delivery',
      'idempotency-key': `msg_${randomUUID()}`,
      'sanity-transaction-id': delivery.transactionId,
      'sanity-transaction-time': delivery.transactionTime,
      'sanity-dataset': sanity.dataset,
      'sanity-document-id': delivery.documentId,
      'sanity-project-id': sanity.projectId,
      'sanity-webhook-id': webhookId,
      'sanity-operation': delivery.operation,
    }
    for (let attempt = 0; ; attempt += 1) {
      delivery.attempts = attempt + 1
      try {
        const response = await fetch(hook.url, {
          method: hook.httpMethod,
          headers,
          ...(hook.httpMethod === 'GET' ? {} : { body: text }),
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
        delivery.status = response.status
        if (response.status !== 429 && response.status < 500) break
      } catch (error) {
        delivery.error = (error as Error).message
      }
      const wait = retryDelaysMs[attempt]
      if (wait === undefined) break
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
    delivery.deliveredAt = performance.now()
  }

  const onTransaction = (transaction: Transaction) => {
    const committedAt = performance.now()
    hooks.forEach((hook, index) => {
      const webhookId = webhookIds[index] as string
      for (const change of transaction.changes) {
        const operation = operationOf(change)
        if (!hook.on.includes(operation)) continue
        if (!hook.includeDrafts && isDraftOrVersion(change.id)) continue
        // Evaluated now, on the change as committed; delivered in order after the calls before.
        const body = webhookBody(hook, change, sanity)
        queues[index] = (queues[index] as Promise<void>).then(async () => {
          const delivery: Delivery = {
            webhook: hook.name,
            documentId: change.id,
            operation,
            transactionId: transaction.id,
            transactionTime: transaction.timestamp,
            committedAt,
            attempts: 0,
            body: undefined,
          }
          const matched = await body.catch((error: Error) => {
            deliveries.push({ ...delivery, error: `filter or projection failed: ${error.message}` })
            return undefined
          })
          if (!matched) return
          delivery.body = matched.body
          deliveries.push(delivery)
          await call(hook, webhookId, delivery)
        })
      }
    })
  }
  const stop = dataset.listen(onTransaction)
  return {
    deliveries,
    idle: async () => {
      // A call may queue another while it runs: wait until the queues stop changing.
      for (;;) {
        const current = [...queues]
        await Promise.all(current)
        if (current.every((queue, index) => queue === queues[index])) return
      }
    },
    close: stop,
  }
}
