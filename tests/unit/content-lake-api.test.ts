// The local Content Lake's HTTP API as the Studio and @sanity/client use it, endpoint by
// endpoint, over real HTTP on 127.0.0.1: each answer as Sanity documents it (the handlers in
// scripts/content-lake/ cite the pages). Every test starts a lake of its own on a free port,
// from the same few documents, and closes it (and any event stream it opened) when it ends.
import { mkdtempSync, rmSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { connect as http2Connect } from 'node:http2'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SanityClient } from '@sanity/client'
import { applyPatch, type RawPatch } from 'mendoza'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  type ContentLake,
  type ContentLakeOptions,
  type Doc,
  localCertificate,
  startContentLake,
} from '../../scripts/content-lake/index.ts'
import { sanityClient } from '../../scripts/sanity/index.ts'
import { sanityApiVersion } from '../../web/lib/content/shared-facts.ts'

const api = `/v${sanityApiVersion}`
const studioOrigin = 'http://localhost:3333'

/** Bath published with a draft, Wells published only, Frome a draft only, and a service. */
const seed = (): Doc[] => [
  { _id: 'town.bath', _type: 'town', _rev: 'rev-bath', name: 'Bath', county: 'Somerset' },
  { _id: 'drafts.town.bath', _type: 'town', _rev: 'rev-bath-draft', name: 'Bath Spa' },
  { _id: 'town.wells', _type: 'town', _rev: 'rev-wells', name: 'Wells', county: 'Somerset' },
  { _id: 'drafts.town.frome', _type: 'town', _rev: 'rev-frome-draft', name: 'Frome' },
  { _id: 'service.puncture', _type: 'service', _rev: 'rev-puncture', title: 'Puncture repair' },
]

async function startLake(options: ContentLakeOptions = {}): Promise<ContentLake> {
  const lake = await startContentLake({ documents: seed(), ...options })
  onTestFinished(() => lake.close())
  return lake
}

/** @sanity/client on the lake, made as the project's scripts make it (sanity-fetch.ts). */
const clientOf = (lake: ContentLake): SanityClient =>
  sanityClient({
    projectId: 'test-project',
    dataset: 'production',
    token: undefined,
    apiHost: lake.url,
  })

/** What these tests read of the lake's JSON answers: results, and Sanity's error bodies. */
type Body = {
  result?: unknown
  documents?: Doc[]
  message?: string
  error?: {
    type: string
    description: string
    items?: { error: { type: string; id: string; description: string } }[]
  }
}
type Answer = { status: number; headers: Headers; text: string; body: Body }

/** One request to the lake (`path` after the API version), its answer read whole. */
async function call(
  lake: ContentLake,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { body, headers } = options
  const response = await fetch(`${lake.url}${api}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  })
  const text = await response.text()
  let parsed: Body = {}
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON (NDJSON, or no body): read `text`.
  }
  return { status: response.status, headers: response.headers, text, body: parsed }
}

/** A POST to the Actions API with this body, answered. */
const postActions = (lake: ContentLake, body: unknown) =>
  call(lake, 'POST', '/data/actions/production', { body })

const query = (groq: string, params: Record<string, unknown> = {}) =>
  `/data/query/production?query=${encodeURIComponent(groq)}${Object.entries(params)
    .map(
      ([name, value]) =>
        `&${encodeURIComponent(`$${name}`)}=${encodeURIComponent(JSON.stringify(value))}`,
    )
    .join('')}`

/** The dataset's documents, by id, as plain copies (to compare before and after). */
const snapshot = (lake: ContentLake) =>
  structuredClone(Object.fromEntries([...lake.documents].sort(([a], [b]) => a.localeCompare(b))))

const withoutRev = (doc: Doc | undefined) => {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}

/** A server-sent event; `data` as a Listen API mutation event has it (a welcome's has less). */
type ServerEvent = {
  event: string
  id?: string
  data: { documentId: string; effects: { apply: RawPatch; revert: RawPatch } }
}

/**
 * An event stream read one event at a time; `next` fails when none comes within `ms`. The
 * stream is closed when the test ends.
 */
async function openEvents(url: string) {
  const controller = new AbortController()
  onTestFinished(() => controller.abort())
  const response = await fetch(url, { signal: controller.signal })
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const next = async (ms = 90_000): Promise<ServerEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields = block.split('\n').filter((line) => line && !line.startsWith(':'))
        if (fields.length === 0) continue // a keepalive comment
        const field = (name: string) =>
          fields
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim()
        const data = field('data')
        return {
          event: field('event') ?? 'message',
          id: field('id'),
          data: data && JSON.parse(data),
        }
      }
      const timer = setTimeout(() => controller.abort(new Error(`no event within ${ms} ms`)), ms)
      const { value, done } = await reader.read().finally(() => clearTimeout(timer))
      if (done) throw new Error('the event stream ended')
      buffer += decoder.decode(value, { stream: true })
    }
  }
  return { response, next }
}

describe('the Actions API (/data/actions): the Studio’s document actions', () => {
  it('edit: a patch of a document with no draft makes the draft from the published document', async () => {
    const lake = await startLake()
    const published = snapshot(lake)['town.wells']
    const result = await clientOf(lake).action(
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.town.wells',
        publishedId: 'town.wells',
        patch: { set: { county: 'Wiltshire' } },
      },
      { transactionId: 'tx-edit-wells' },
    )
    expect(result.transactionId).toBe('tx-edit-wells')
    expect(lake.documents.get('drafts.town.wells')).toMatchObject({
      _id: 'drafts.town.wells',
      _type: 'town',
      _rev: 'tx-edit-wells',
      name: 'Wells',
      county: 'Wiltshire',
    })
    expect(lake.documents.get('town.wells')).toEqual(published)
  })

  it('edit: a patch of a document with a draft patches the draft, not the published one', async () => {
    const lake = await startLake()
    await clientOf(lake).action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.town.bath',
      publishedId: 'town.bath',
      patch: { set: { county: 'Avon' } },
    })
    expect(lake.documents.get('drafts.town.bath')).toMatchObject({
      name: 'Bath Spa',
      county: 'Avon',
    })
    expect(lake.documents.get('town.bath')).toMatchObject({ name: 'Bath', county: 'Somerset' })
  })

  it('publish: the draft becomes the published document, with the transaction id as _rev, and the draft goes', async () => {
    const lake = await startLake()
    const draft = snapshot(lake)['drafts.town.bath'] as Doc
    const { transactionId } = await clientOf(lake).action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.town.bath',
      publishedId: 'town.bath',
      ifPublishedRevisionId: 'rev-bath',
    })
    const published = lake.documents.get('town.bath')
    expect(published?._rev).toBe(transactionId)
    expect(published).toMatchObject({ ...withoutRev(draft), _id: 'town.bath' })
    // The draft had no county: publishing replaces the published document, it does not merge.
    expect(published).not.toHaveProperty('county')
    expect(lake.documents.has('drafts.town.bath')).toBe(false)
  })

  it.each([
    ['ifPublishedRevisionId', 'the published version has changed'],
    ['ifDraftRevisionId', 'the draft has changed'],
  ])('publish with a stale %s: 409 actionError, and nothing changes', async (lock, reason) => {
    const lake = await startLake()
    const before = snapshot(lake)
    const action = {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.town.bath',
      publishedId: 'town.bath',
      [lock]: 'a-revision-it-does-not-have',
    }
    const answer = await postActions(lake, { actions: [action] })
    expect(answer.status).toBe(409)
    expect(answer.body.error?.type).toBe('actionError')
    expect(answer.body.error?.description).toContain(reason)
    expect(snapshot(lake)).toEqual(before)
    expect(lake.dataset.transactions).toHaveLength(0)
    // @sanity/client reads the body as an action error: its message is the description.
    const refusal = await clientOf(lake)
      .action(action as never)
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({
      statusCode: 409,
      message: answer.body.error?.description,
      details: { type: 'actionError' },
    })
  })

  it('unpublish: the published document goes and its content stays as the draft, unless a draft exists', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    const client = clientOf(lake)
    const unpublish = (name: string) =>
      client.action({
        actionType: 'sanity.action.document.unpublish',
        draftId: `drafts.town.${name}`,
        publishedId: `town.${name}`,
      })
    await unpublish('wells')
    expect(lake.documents.has('town.wells')).toBe(false)
    expect(lake.documents.get('drafts.town.wells')).toMatchObject({
      ...withoutRev(before['town.wells']),
      _id: 'drafts.town.wells',
    })
    await unpublish('bath')
    expect(lake.documents.has('town.bath')).toBe(false)
    expect(lake.documents.get('drafts.town.bath')).toEqual(before['drafts.town.bath'])
  })

  it('discard: the draft goes and the published document stays; discarding no draft is refused', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    const client = clientOf(lake)
    await client.action({
      actionType: 'sanity.action.document.discard',
      draftId: 'drafts.town.bath',
    })
    expect(lake.documents.has('drafts.town.bath')).toBe(false)
    expect(lake.documents.get('town.bath')).toEqual(before['town.bath'])
    await expect(
      client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.town.wells' }),
    ).rejects.toMatchObject({ statusCode: 409 })
  })

  it('version.discard, the Studio’s Delete of a document never published: its draft goes; a published id or a missing version is refused', async () => {
    const lake = await startLake()
    const client = clientOf(lake)
    const discard = (versionId: string) =>
      client.action({ actionType: 'sanity.action.document.version.discard', versionId })
    await discard('drafts.town.frome')
    expect(lake.documents.has('drafts.town.frome')).toBe(false)
    const before = snapshot(lake)
    await expect(discard('town.wells')).rejects.toMatchObject({ statusCode: 400 })
    await expect(discard('drafts.town.frome')).rejects.toMatchObject({
      statusCode: 409,
      details: { type: 'actionError' },
    })
    expect(snapshot(lake)).toEqual(before)
  })

  it('delete: the published document and the drafts it names go, and nothing else', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    await clientOf(lake).action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'town.bath',
      includeDrafts: ['drafts.town.bath'],
    })
    const { 'town.bath': _published, 'drafts.town.bath': _draft, ...others } = before
    expect(snapshot(lake)).toEqual(others)
  })

  it('create: makes the draft; with ifExists "fail" an existing draft is refused with 409', async () => {
    const lake = await startLake()
    const client = clientOf(lake)
    const { transactionId } = await client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'town.yeovil',
      attributes: { _id: 'drafts.town.yeovil', _type: 'town', name: 'Yeovil' },
      ifExists: 'fail',
    })
    expect(lake.documents.get('drafts.town.yeovil')).toMatchObject({
      _type: 'town',
      name: 'Yeovil',
      _rev: transactionId,
    })
    expect(lake.documents.has('town.yeovil')).toBe(false)
    const before = snapshot(lake)
    await expect(
      client.action({
        actionType: 'sanity.action.document.create',
        publishedId: 'town.bath',
        attributes: { _id: 'drafts.town.bath', _type: 'town', name: 'Another Bath' },
        ifExists: 'fail',
      }),
    ).rejects.toMatchObject({ statusCode: 409, details: { type: 'actionError' } })
    expect(snapshot(lake)).toEqual(before)
  })

  it('an action type it does not know: 400 naming it, and nothing changes', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    const answer = await postActions(lake, {
      actions: [{ actionType: 'sanity.action.document.teleport', publishedId: 'town.bath' }],
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error?.description).toContain('sanity.action.document.teleport')
    expect(snapshot(lake)).toEqual(before)
  })

  it('all or nothing: when the second action of a request fails, the first is not applied either', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    const answer = await postActions(lake, {
      transactionId: 'tx-half',
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.town.wells',
          publishedId: 'town.wells',
          patch: { set: { county: 'Wiltshire' } },
        },
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.town.bath',
          publishedId: 'town.bath',
          ifPublishedRevisionId: 'a-revision-it-does-not-have',
        },
      ],
    })
    expect(answer.status).toBe(409)
    expect(snapshot(lake)).toEqual(before)
    expect(lake.dataset.transactions).toHaveLength(0)
    // Nor does the refused transaction's id count as used: the same id commits afterwards.
    const retried = await postActions(lake, {
      transactionId: 'tx-half',
      actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.town.bath' }],
    })
    expect(retried.status).toBe(200)
    expect(retried.body).toEqual({ transactionId: 'tx-half' })
  })
})

describe('the Mutate and Query APIs refuse as Sanity does', () => {
  it('a patch with a stale ifRevisionID: 409 mutationError with a documentRevisionIDDoesNotMatchError item', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    const answer = await call(lake, 'POST', '/data/mutate/production', {
      body: {
        mutations: [{ patch: { id: 'town.wells', ifRevisionID: 'stale-rev', set: { name: 'X' } } }],
      },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.error).toMatchObject({
      type: 'mutationError',
      description: expect.stringMatching(/^The mutation\(s\) failed: /),
      items: [{ error: { type: 'documentRevisionIDDoesNotMatchError', id: 'town.wells' } }],
    })
    const item = answer.body.error?.items?.[0]?.error.description ?? ''
    expect(item).toContain('stale-rev')
    expect(snapshot(lake)).toEqual(before)
    // What the client's callers see (the description, then each item's), and the revision the
    // document does have still works.
    const client = clientOf(lake)
    await expect(
      client.patch('town.wells').ifRevisionId('stale-rev').set({ name: 'X' }).commit(),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: `${answer.body.error?.description}:\n- ${item}`,
    })
    const { transactionId } = await client
      .patch('town.wells')
      .ifRevisionId('rev-wells')
      .set({ name: 'Wells City' })
      .commit({ returnDocuments: false })
    expect(lake.documents.get('town.wells')).toMatchObject({
      name: 'Wells City',
      _rev: transactionId,
    })
  })

  it('a patch of a document that does not exist: 404 mutationError with a documentNotFoundError item', async () => {
    const lake = await startLake()
    const before = snapshot(lake)
    const answer = await call(lake, 'POST', '/data/mutate/production', {
      body: { mutations: [{ patch: { id: 'town.nowhere', set: { name: 'Nowhere' } } }] },
    })
    expect(answer.status).toBe(404)
    expect(answer.body.error).toMatchObject({
      type: 'mutationError',
      items: [{ error: { type: 'documentNotFoundError', id: 'town.nowhere' } }],
    })
    expect(snapshot(lake)).toEqual(before)
  })

  it('a GROQ query that does not parse: 400 queryParseError, which @sanity/client shows as one', async () => {
    const lake = await startLake()
    const broken = '*[_type == "town"'
    const answer = await call(lake, 'GET', query(broken))
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({
      type: 'queryParseError',
      query: broken,
      start: expect.any(Number),
      end: expect.any(Number),
      description: expect.any(String),
    })
    await expect(clientOf(lake).fetch(broken)).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^GROQ query parse error/),
    })
  })

  it.each(['query', 'listen'])(
    'a %s parameter that is not JSON: 400 httpBadRequest naming it, as Sanity answers',
    async (endpoint) => {
      const lake = await startLake()
      const answer = await call(
        lake,
        'GET',
        `/data/${endpoint}/production?query=${encodeURIComponent('*[name == $name]')}&$name=Wells`,
      )
      expect(answer.status).toBe(400)
      expect(answer.body.error).toEqual({
        type: 'httpBadRequest',
        description: 'Unable to parse value of "$name=Wells". Please quote string values.',
      })
    },
  )

  it.each(['mutate', 'actions'])(
    'the %s endpoint given a body that is not JSON: 400, and nothing changes',
    async (endpoint) => {
      const lake = await startLake()
      const before = snapshot(lake)
      const answer = await call(lake, 'POST', `/data/${endpoint}/production`, {
        body: '{"mutations": [',
      })
      expect(answer.status).toBe(400)
      expect(answer.body.error?.description).toMatch(/JSON/)
      expect(snapshot(lake)).toEqual(before)
    },
  )
})

describe('the Listen API (/data/listen)', () => {
  it('welcome, then one mutation event per matching document of a transaction, whose mendoza effects turn the old document into the new', async () => {
    const lake = await startLake()
    const client = clientOf(lake)
    const before = snapshot(lake)
    const listener = await openEvents(
      `${lake.url}${api}/data/listen/production?query=${encodeURIComponent('*[_type == "town"]')}&effectFormat=mendoza&includeResult=false`,
    )
    expect(listener.response.status).toBe(200)
    expect(listener.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect((await listener.next()).event).toBe('welcome')

    // A change of a document the filter does not match: no event.
    await client.patch('service.puncture').set({ title: 'Tyre repair' }).commit()
    // One transaction over two towns and the service: two events, numbered for this listener.
    const { transactionId } = await client
      .transaction()
      .patch('town.wells', (patch) => patch.set({ county: 'Wiltshire' }))
      .patch('service.puncture', (patch) => patch.set({ title: 'Puncture fix' }))
      .patch('drafts.town.bath', (patch) => patch.set({ county: 'Avon' }))
      .commit()

    const events = [await listener.next(), await listener.next()]
    expect(events.map(({ event, data }) => [event, data.documentId])).toEqual([
      ['mutation', 'town.wells'],
      ['mutation', 'drafts.town.bath'],
    ])
    events.forEach(({ data }, index) => {
      expect(data).toMatchObject({
        transactionId,
        resultRev: transactionId,
        previousRev: before[data.documentId]?._rev,
        transition: 'update',
        transactionTotalEvents: 2,
        transactionCurrentEvent: index + 1,
      })
      // includeResult=false: no document in the event; the effects carry it.
      expect(data).not.toHaveProperty('result')
      const previous = withoutRev(before[data.documentId])
      const now = withoutRev(lake.documents.get(data.documentId))
      expect(applyPatch(previous, data.effects.apply)).toEqual(now)
      expect(applyPatch(now, data.effects.revert)).toEqual(previous)
    })
  })

  it('a filter that does not parse: 400 queryParseError, no stream', async () => {
    const lake = await startLake()
    const answer = await call(
      lake,
      'GET',
      `/data/listen/production?query=${encodeURIComponent('*[')}`,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.error?.type).toBe('queryParseError')
  })
})

describe('the History API (/data/history)', () => {
  /** Two renames of Wells, in transactions of known ids. */
  async function renameWellsTwice(lake: ContentLake) {
    const client = clientOf(lake)
    await client.patch('town.wells').set({ name: 'Wells City' }).commit({ transactionId: 'tx-1' })
    await client
      .patch('town.wells')
      .set({ name: 'City of Wells' })
      .commit({ transactionId: 'tx-2' })
  }

  it('transactions: NDJSON, one line per transaction that touched the document, oldest first, with its effects', async () => {
    const lake = await startLake()
    const seeded = withoutRev(lake.documents.get('town.wells'))
    await renameWellsTwice(lake)
    // A transaction on another document is not in Wells's history.
    await clientOf(lake)
      .patch('town.bath')
      .set({ name: 'Aquae Sulis' })
      .commit({ transactionId: 'tx-bath' })
    const answer = await call(lake, 'GET', '/data/history/production/transactions/town.wells')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/x-ndjson')
    const lines = answer.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
    expect(lines.map((line) => [line.id, line.documentIDs])).toEqual([
      ['tx-1', ['town.wells']],
      ['tx-2', ['town.wells']],
    ])
    const first = applyPatch(seeded, lines[0].effects['town.wells'].apply)
    expect(first).toMatchObject({ name: 'Wells City' })
    expect(applyPatch(first, lines[1].effects['town.wells'].apply)).toEqual(
      withoutRev(lake.documents.get('town.wells')),
    )
    expect(lines[0].mutations).toEqual([
      { patch: { id: 'town.wells', set: { name: 'Wells City' } } },
    ])
  })

  it('documents?revision=: the document as it was at that revision', async () => {
    const lake = await startLake()
    await renameWellsTwice(lake)
    const at = async (revision: string) =>
      (
        await call(
          lake,
          'GET',
          `/data/history/production/documents/town.wells?revision=${revision}`,
        )
      ).body.documents
    expect(await at('tx-1')).toEqual([
      expect.objectContaining({ _id: 'town.wells', _rev: 'tx-1', name: 'Wells City' }),
    ])
    expect(await at('tx-2')).toEqual([lake.documents.get('town.wells')])
  })

  it('documents?revision= of the revision a document was loaded with, after it changed: the document as loaded', async () => {
    const lake = await startLake()
    const loaded = snapshot(lake)['town.wells']
    await renameWellsTwice(lake)
    const answer = await call(
      lake,
      'GET',
      '/data/history/production/documents/town.wells?revision=rev-wells',
    )
    expect(answer.body.documents).toEqual([loaded])
  })
})

describe('CORS: browsers on the project’s origins only', () => {
  const studio = { origins: [studioOrigin], displayName: 'Test Studio' }

  it('a request from a listed origin is answered to it, with credentials', async () => {
    const lake = await startLake({ studio })
    const answer = await call(lake, 'GET', query('count(*)'), { headers: { origin: studioOrigin } })
    expect(answer.status).toBe(200)
    expect(answer.body.result).toBe(lake.documents.size)
    expect(answer.headers.get('access-control-allow-origin')).toBe(studioOrigin)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('a preflight from a listed origin: 204 with the methods and the headers asked for', async () => {
    const lake = await startLake({ studio })
    const answer = await call(lake, 'OPTIONS', '/data/actions/production', {
      headers: {
        origin: studioOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(studioOrigin)
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    )
    expect(answer.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
  })

  it.each(['GET', 'OPTIONS'])(
    'a %s from an origin not listed: 403 naming the origin',
    async (method) => {
      const lake = await startLake({ studio })
      const stranger = 'http://localhost:4444'
      const answer = await call(lake, method, query('count(*)'), { headers: { origin: stranger } })
      expect(answer.status).toBe(403)
      expect(answer.body.message).toContain(stranger)
      expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    },
  )

  it('/check/cors says whether the asking origin is allowed, readable by any origin', async () => {
    const lake = await startLake({ studio })
    for (const [origin, allowed] of [
      [studioOrigin, true],
      ['http://localhost:4444', false],
    ] as const) {
      const answer = await call(lake, 'GET', '/check/cors', { headers: { origin } })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ result: { allowed, withCredentials: allowed } })
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
    }
  })
})

describe('the front page, where a browser accepts the certificate', () => {
  const studio = { origins: [studioOrigin], displayName: 'Test Studio' }

  it('sends the browser back to the Studio page it came from, on the Studio’s origins only', async () => {
    const lake = await startLake({ studio })
    const front = (page: string) =>
      fetch(`${lake.url}/?studio=${encodeURIComponent(page)}`, { redirect: 'manual' })
    const back = await front(`${studioOrigin}/structure/town-order;town.bath`)
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe(`${studioOrigin}/structure/town-order;town.bath`)
    for (const elsewhere of [
      'https://example.com/structure',
      'http://localhost:4444/structure',
      'javascript:alert(1)',
      'not an address',
    ]) {
      const answer = await front(elsewhere)
      expect(answer.status, elsewhere).toBe(200)
      expect(answer.headers.get('location'), elsewhere).toBeNull()
      expect(await answer.text()).toContain('This is the local Content Lake')
    }
  })
})

describe('the Live Content API (/data/live/events)', () => {
  it('an event stream that starts with welcome', async () => {
    const lake = await startLake()
    const live = await openEvents(`${lake.url}${api}/data/live/events/production`)
    expect(live.response.status).toBe(200)
    expect(live.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect((await live.next()).event).toBe('welcome')
  })
})

describe('text::query(), the Studio’s search', () => {
  it('finds a document by its name', async () => {
    const lake = await startLake()
    const search = '*[_type == "town" && [@, _id] match text::query($q)]._id'
    const find = (q: string) => clientOf(lake).fetch(search, { q }, { perspective: 'published' })
    expect(await find('wells')).toEqual(['town.wells'])
    expect(await find('Swindon')).toEqual([])
  })
})

describe('TLS: the same API over HTTPS, with HTTP/2', () => {
  it('secureUrl negotiates HTTP/2 and answers a query; the plain url answers over HTTP/1.1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lake-tls-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const tls = await localCertificate(dir)
    const lake = await startLake({ tls })
    const path = `${api}${query('*[_id == $id][0].name', { id: 'town.wells' })}`

    const session = http2Connect(lake.secureUrl as string, { ca: tls.cert })
    onTestFinished(() => session.destroy())
    const secure = await new Promise<{ status: unknown; body: string; protocol?: string }>(
      (resolve, reject) => {
        session.on('error', reject)
        const stream = session.request({ ':path': path })
        let status: unknown
        let body = ''
        stream.setEncoding('utf8')
        stream.on('response', (headers) => {
          status = headers[':status']
        })
        stream.on('data', (chunk: string) => {
          body += chunk
        })
        stream.on('end', () => resolve({ status, body, protocol: session.alpnProtocol }))
        stream.on('error', reject)
      },
    )
    expect(secure.protocol).toBe('h2')
    expect(secure.status).toBe(200)
    expect(JSON.parse(secure.body).result).toBe('Wells')

    const plain = await new Promise<{ version: string; body: string }>((resolve, reject) => {
      httpGet(`${lake.url}${path}`, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve({ version: response.httpVersion, body }))
      }).on('error', reject)
    })
    expect(plain.version).toBe('1.1')
    expect(JSON.parse(plain.body).result).toBe('Wells')
  })
})

describe('an endpoint the lake does not answer', () => {
  it.each([
    ['GET', '/nothing/here'],
    ['POST', '/data/teleport/production'],
  ])('%s %s: 404 naming the method and the path', async (method, path) => {
    const lake = await startLake()
    const answer = await call(lake, method, path, method === 'POST' ? { body: {} } : {})
    expect(answer.status).toBe(404)
    expect(answer.body.message).toContain(`${method} ${api}${path}`)
  })
})
