// The local Content Lake's state: one dataset's documents, the transactions that made them (the
// History API reads them), the listeners that follow them (the Listen API), and, for
// `npm run studio`, the file they are kept in between runs. Every write goes through commit(),
// all or nothing, as a Sanity transaction does (https://www.sanity.io/docs/content-lake/transactions):
// each document it changes gets the transaction's id as its new `_rev` (Sanity's revision is the
// id of the transaction that last wrote the document: the Studio matches the listener's
// `resultRev` against the `transactionId` it sent, in the installed `sanity` 6.9.2's
// lib/datastores-*.js, createObservableBufferedDocument).
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export type Doc = { _id: string; _type: string; _rev?: string; [key: string]: unknown }

/** One document's part of a transaction: what it was, what it is, and the mutations that did it. */
export type DocumentChange = {
  id: string
  before: Doc | undefined
  after: Doc | undefined
  mutations: Record<string, unknown>[]
}

/**
 * A change as mendoza effects: whole-value patches (opcode 0, Value: the `mendoza` package's
 * applyPatch returns the value itself), which Sanity's format allows; `mendoza` has no encoder.
 * The Listen and History APIs both send them; neither carries `_rev` (the event's own does).
 */
export function wholeValueEffects(change: DocumentChange): { apply: unknown; revert: unknown } {
  const withoutRev = (doc: Doc | undefined) => {
    if (!doc) return null
    const { _rev: _ignored, ...rest } = doc
    return rest
  }
  return { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }
}

export type Transaction = {
  id: string
  timestamp: string
  author: string
  changes: DocumentChange[]
}

/** A refusal that Sanity answers with this status and error body (the handlers say which). */
export class LakeError extends Error {
  readonly status: number
  readonly body: Record<string, unknown>
  constructor(status: number, message: string, body?: Record<string, unknown>) {
    super(message)
    this.status = status
    this.body = body ?? { error: { description: message, type: 'validationError' } }
  }
}

/** A new transaction id, in the shape Sanity's have (22 random base-62-like characters). */
export function newTransactionId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22)
}

/** The writes of one transaction, staged until commit. */
export class Staging {
  readonly #dataset: Dataset
  readonly #staged = new Map<string, DocumentChange>()
  constructor(dataset: Dataset) {
    this.#dataset = dataset
  }
  /** The document as this transaction sees it so far. */
  get(id: string): Doc | undefined {
    const staged = this.#staged.get(id)
    return staged ? staged.after : this.#dataset.documents.get(id)
  }
  /** Writes `after` (undefined deletes), recording the mutation that did it. */
  put(id: string, after: Doc | undefined, mutation: Record<string, unknown>): void {
    const change = this.#staged.get(id) ?? {
      id,
      before: this.#dataset.documents.get(id),
      after: undefined,
      mutations: [],
    }
    change.after = after
    change.mutations.push(mutation)
    this.#staged.set(id, change)
  }
  changes(): DocumentChange[] {
    return [...this.#staged.values()].filter(
      (change) => JSON.stringify(change.before) !== JSON.stringify(change.after),
    )
  }
}

export class Dataset {
  readonly documents: Map<string, Doc>
  readonly transactions: Transaction[] = []
  readonly #listeners = new Set<(transaction: Transaction) => void>()
  readonly #file: string | undefined

  constructor(documents: Doc[], file?: string) {
    this.documents = new Map(documents.map((doc) => [doc._id, doc]))
    this.#file = file
  }

  /** The dataset kept in `file` (NDJSON) if it exists, else `seed()`'s documents. */
  static persistent(file: string, seed: () => Doc[]): Dataset {
    let documents: Doc[]
    let seeded = false
    try {
      documents = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Doc)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      documents = seed()
      seeded = true
    }
    const dataset = new Dataset(documents, file)
    // Written when seeded and at each commit, never just for being opened: a second process on
    // the same folder (npm run studio -- --build beside the Studio) only reads it.
    if (seeded) dataset.#save()
    return dataset
  }

  listen(listener: (transaction: Transaction) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Runs `write` on a staging copy and applies its changes at once, or none of them when it
   * throws. Returns the transaction (with no changes when nothing changed).
   */
  commit(
    write: (staging: Staging) => void | Promise<void>,
    options: { transactionId?: string; author?: string } = {},
  ): Promise<Transaction> {
    // One transaction at a time: a write that awaits (a GROQ filter) sees no other's half-done.
    const done = this.#queue.then(() => this.#commitNow(write, options))
    this.#queue = done.then(
      () => undefined,
      () => undefined,
    )
    return done
  }

  #queue: Promise<void> = Promise.resolve()

  async #commitNow(
    write: (staging: Staging) => void | Promise<void>,
    options: { transactionId?: string; author?: string },
  ): Promise<Transaction> {
    const staging = new Staging(this)
    await write(staging)
    const id = options.transactionId ?? newTransactionId()
    const timestamp = new Date().toISOString()
    const changes = staging.changes().map((change) => {
      if (!change.after) return change
      const after: Doc = {
        ...change.after,
        _createdAt: change.before?._createdAt ?? change.after._createdAt ?? timestamp,
        _updatedAt: timestamp,
        _rev: id,
      }
      return { ...change, after }
    })
    const transaction = { id, timestamp, author: options.author ?? localUserId, changes }
    if (changes.length === 0) return transaction
    for (const change of changes) {
      if (change.after) this.documents.set(change.id, change.after)
      else this.documents.delete(change.id)
    }
    this.transactions.push(transaction)
    this.#save()
    for (const listener of this.#listeners) listener(transaction)
    return transaction
  }

  #save(): void {
    if (!this.#file) return
    mkdirSync(dirname(this.#file), { recursive: true })
    const temporary = `${this.#file}.${process.pid}.tmp`
    const lines = [...this.documents.values()].map((doc) => JSON.stringify(doc))
    writeFileSync(temporary, `${lines.join('\n')}\n`)
    renameSync(temporary, this.#file)
  }
}

/** The one user of the local Content Lake (it has no accounts: it listens on 127.0.0.1 only). */
export const localUserId = 'p-local-editor'
