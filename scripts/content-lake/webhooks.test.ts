// The local Content Lake's webhooks with the project's own webhook settings (scripts/webhook.ts):
// a Publish through the Actions API, as the Studio sends it, calls the hook once, for the published
// document only, with the projection as its body and Sanity's headers; a draft edit, a type the
// site does not show and a failed call (retried) behave as Sanity's documentation says.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { siteTypes, webhookSettings } from '../sanity/index.ts'
import { deliverWebhooks, startContentLake, webhookBody } from './index.ts'

type Call = { method: string; path: string; headers: IncomingHttpHeaders; body: unknown }

/** A deploy hook on 127.0.0.1 that notes each call; the first `failures` calls answer 503. */
async function hook(failures = 0): Promise<{ url: string; calls: Call[]; server: Server }> {
  const calls: Call[] = []
  let left = failures
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => {
      text += chunk
    })
    request.on('end', () => {
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(text),
      })
      response.writeHead(left-- > 0 ? 503 : 200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/build_hooks/abc123`, calls, server }
}

const closing: (() => unknown)[] = []
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close()
})

async function actions(url: string, list: Record<string, unknown>[]) {
  const response = await fetch(`${url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    body: JSON.stringify({ actions: list }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as { transactionId: string }).transactionId
}

async function chain(failures = 0) {
  const target = await hook(failures)
  closing.push(() => new Promise((resolve) => target.server.close(resolve)))
  const lake = await startContentLake({
    documents: [
      { _id: 'town.bath', _type: 'town', name: 'Bath' },
      { _id: 'sanity.imageAsset.x', _type: 'sanity.imageAsset', url: 'x' },
    ],
    projectId: 'kerbside',
  })
  closing.push(() => lake.close())
  const settings = webhookSettings(
    { hookUrl: target.url, dataset: 'production', json: false },
    await siteTypes(),
  )
  const hooks = deliverWebhooks(lake.dataset, [settings], {
    projectId: 'kerbside',
    dataset: 'production',
  })
  closing.push(() => hooks.close())
  return { lake, hooks, calls: target.calls }
}

const bath = { draftId: 'drafts.town.bath', publishedId: 'town.bath' }

describe("the local Content Lake's webhooks", () => {
  it('call the deploy hook once for a Publish, with the projection and Sanity’s headers, and not for the draft edit', async () => {
    const { lake, hooks, calls } = await chain()
    await actions(lake.url, [
      { actionType: 'sanity.action.document.edit', ...bath, patch: { set: { name: 'Bath Spa' } } },
    ])
    await hooks.idle()
    expect(calls).toEqual([])
    const transactionId = await actions(lake.url, [
      { actionType: 'sanity.action.document.publish', ...bath },
    ])
    await hooks.idle()
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.method).toBe('POST')
    expect(call?.path).toBe('/build_hooks/abc123')
    expect(call?.body).toEqual({ _id: 'town.bath', _type: 'town', operation: 'update' })
    expect(call?.headers).toMatchObject({
      'content-type': 'application/json',
      'sanity-transaction-id': transactionId,
      'sanity-document-id': 'town.bath',
      'sanity-operation': 'update',
      'sanity-dataset': 'production',
      'sanity-project-id': 'kerbside',
      'user-agent': 'Sanity.io webhook delivery',
    })
    expect(call?.headers['idempotency-key']).toMatch(/\S/)
    expect(Date.parse(String(call?.headers['sanity-transaction-time']))).not.toBeNaN()
    expect(hooks.deliveries.map((delivery) => delivery.status)).toEqual([200])
  })

  it('leave out the types the site is not built from, and call again on delete', async () => {
    const { lake, hooks, calls } = await chain()
    const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      body: JSON.stringify({
        mutations: [
          { patch: { id: 'sanity.imageAsset.x', set: { url: 'y' } } },
          { delete: { id: 'town.bath' } },
        ],
      }),
    })
    expect(response.status).toBe(200)
    await hooks.idle()
    expect(calls.map((call) => call.body)).toEqual([
      { _id: 'town.bath', _type: 'town', operation: 'delete' },
    ])
  })

  it('try a call again when the hook answers 503, as Sanity delivers at least once', async () => {
    const { lake, hooks, calls } = await chain(1)
    await actions(lake.url, [
      { actionType: 'sanity.action.document.edit', ...bath, patch: { set: { name: 'Bath Spa' } } },
    ])
    await actions(lake.url, [{ actionType: 'sanity.action.document.publish', ...bath }])
    await hooks.idle()
    expect(calls).toHaveLength(2)
    expect(calls[0]?.headers['idempotency-key']).toBe(calls[1]?.headers['idempotency-key'])
    expect(hooks.deliveries).toMatchObject([{ status: 200, attempts: 2 }])
  })
})

describe('webhookBody', () => {
  const sanity = { projectId: 'kerbside', dataset: 'production' }
  it('evaluates the filter on the document after the change (before it, for a delete) and the projection with delta::', async () => {
    const settings = {
      filter: '_type == "town"',
      projection: '{_id, "operation": delta::operation(), "was": before().name}',
    }
    const before = { _id: 'town.bath', _type: 'town', name: 'Bath' }
    const after = { ...before, name: 'Bath Spa' }
    expect(await webhookBody(settings, { before, after }, sanity)).toEqual({
      body: { _id: 'town.bath', operation: 'update', was: 'Bath' },
    })
    expect(await webhookBody(settings, { before, after: undefined }, sanity)).toMatchObject({
      body: { operation: 'delete' },
    })
    expect(
      await webhookBody(
        settings,
        { before: undefined, after: { _id: 'faq.a', _type: 'faq' } },
        sanity,
      ),
    ).toBeUndefined()
    // No projection: the whole document after the change.
    expect(await webhookBody({ filter: '', projection: '' }, { before, after }, sanity)).toEqual({
      body: after,
    })
  })
})
