// The Studio's address actions' own code (address-transactions.ts, which the Publish, Unpublish
// and Delete actions call with the Studio's client) against the stand-in Content Lake seeded
// with the fixture: what a member of staff does, and what the dataset holds after each step.
import { readFileSync } from 'node:fs'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContentLake, startContentLake } from '../../scripts/content-lake/index.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson } from '../../scripts/lib/ndjson.ts'
import { sanityApiVersion } from '../../web/lib/content/shared-facts.ts'
import { servicePath, townAliasPath, townPath } from '../../web/lib/routes.ts'
import { type AddressDocument, type ExistingRedirect, removalTarget } from './address-changes.ts'
import {
  type AddressClient,
  publishWithAddresses,
  redirectLostAddress,
  removeWithAddresses,
} from './address-transactions.ts'
import { toConflicts } from './paths.ts'

let lake: ContentLake
let client: AddressClient
let made = 0
const newId = () => `redirect.studio-${++made}`
const typeTitle = (type: string) => ({ town: 'Town', service: 'Service' })[type] ?? type

beforeAll(async () => {
  const documents = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')
  lake = await startContentLake({ documents: documents as AddressDocument[] })
  client = createClient({
    projectId: 'test-project',
    dataset: 'production',
    apiVersion: sanityApiVersion,
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
    maxRetries: 0,
  }) as unknown as AddressClient
})

afterAll(async () => {
  await lake?.close()
})

const doc = (id: string) => lake.documents.get(id) as AddressDocument | undefined

/** The redirects of the dataset that the Studio made, as "from → to". */
function studioRedirects(): string[] {
  return redirects()
    .filter((redirect) => (redirect as { origin?: string }).origin)
    .map((redirect) => `${redirect.from} → ${redirect.to}`)
    .sort()
}

function redirects(): ExistingRedirect[] {
  return [...lake.documents.values()].filter(
    (document) => document._type === 'redirect',
  ) as unknown as ExistingRedirect[]
}

/** Staff press Unpublish or Delete and choose where the address goes. */
function staffRemove(published: AddressDocument, removal: 'unpublish' | 'delete', target: string) {
  return removeWithAddresses(client, { published, removal, target, typeTitle, newId })
}

/** Staff edit the town's slug (the draft) and press Publish. */
async function renameTown(id: string, slug: string) {
  const published = doc(id) as AddressDocument
  const draft = { ...published, _id: `drafts.${id}`, slug: { _type: 'slug', current: slug } }
  lake.documents.set(draft._id, draft)
  return publishWithAddresses(client, { draft, published, newId })
}

describe("a slug change redirects itself (the Studio's Publish against the stand-in)", () => {
  it('rename a town and publish: the page moves, and one redirect from each old address', async () => {
    const plan = await renameTown('town.chippenham', 'chippenham-wilts')
    expect(doc('town.chippenham')?.slug).toEqual({ _type: 'slug', current: 'chippenham-wilts' })
    expect(doc('drafts.town.chippenham')).toBeUndefined()
    expect(studioRedirects()).toEqual(
      [
        `${townPath('chippenham')} → ${townPath('chippenham-wilts')}`,
        `${townAliasPath('chippenham')} → ${townAliasPath('chippenham-wilts')}`,
      ].sort(),
    )
    const made = redirects().find((redirect) => redirect.from === townPath('chippenham'))
    expect(made).toMatchObject({ permanent: true })
    expect((made as { origin?: string }).origin).toContain('Chippenham (a town page) moved from')
    expect(plan.messages).toHaveLength(2)
  })

  it('rename it back: the redirects turn round, and none leads to itself', async () => {
    await renameTown('town.chippenham', 'chippenham')
    expect(studioRedirects()).toEqual(
      [
        `${townPath('chippenham-wilts')} → ${townPath('chippenham')}`,
        `${townAliasPath('chippenham-wilts')} → ${townAliasPath('chippenham')}`,
      ].sort(),
    )
  })

  it('rename twice: every old address reaches the page in one hop', async () => {
    await renameTown('town.chippenham', 'chippenham-town')
    expect(studioRedirects()).toEqual(
      [
        `${townPath('chippenham')} → ${townPath('chippenham-town')}`,
        `${townPath('chippenham-wilts')} → ${townPath('chippenham-town')}`,
        `${townAliasPath('chippenham')} → ${townAliasPath('chippenham-town')}`,
        `${townAliasPath('chippenham-wilts')} → ${townAliasPath('chippenham-town')}`,
      ].sort(),
    )
    for (const redirect of redirects()) {
      const others = redirects().filter((other) => other._id !== redirect._id)
      expect(toConflicts(redirect, others), redirect.from).toEqual([])
    }
  })

  it('commits nothing when the published version moved on meanwhile (revision lock)', async () => {
    const published = doc('town.bath') as AddressDocument
    const draft = { ...published, _id: 'drafts.town.bath', slug: { current: 'bath-spa' } }
    lake.documents.set(draft._id, draft)
    const before = redirects().length
    await expect(
      publishWithAddresses(client, { draft, published: { ...published, _rev: 'stale' }, newId }),
    ).rejects.toThrow(/unexpected revision/)
    expect(redirects()).toHaveLength(before)
    expect(doc('town.bath')?.slug).toEqual(published.slug)
    lake.documents.delete(draft._id)
  })
})

describe("a page that goes away is caught before it goes (the Studio's Unpublish)", () => {
  const refuel = 'service.emergency-refuel'

  it('unpublish a service a town links to: refused, naming the town, and nothing changes', async () => {
    const town = doc('town.bath') as AddressDocument & { localIntro: { markDefs: object[] }[] }
    const linked = structuredClone(town)
    const path = servicePath(((doc(refuel) as AddressDocument).slug as { current: string }).current)
    linked.localIntro[0]?.markDefs.push({ _key: 'refuel', _type: 'link', href: path })
    lake.documents.set(town._id, linked)
    const before = structuredClone([...lake.documents.entries()])

    const plan = await staffRemove(
      doc(refuel) as AddressDocument,
      'unpublish',
      removalTarget('service') as string,
    )
    expect(plan).toEqual({
      refused: true,
      reason: expect.stringContaining('other published pages link to it: Bath (Town).'),
    })
    expect([...lake.documents.entries()]).toEqual(before)
    lake.documents.set(town._id, town)
  })

  it('unpublish an unlinked one: its address redirects to the chosen target, and it is a draft again', async () => {
    const published = doc(refuel) as AddressDocument
    const path = servicePath((published.slug as { current: string }).current)
    const plan = await staffRemove(published, 'unpublish', '/services/mobile-tyre-fitting/')
    expect(plan.refused).toBe(false)
    expect(doc(refuel)).toBeUndefined()
    expect(doc(`drafts.${refuel}`)).toMatchObject({ title: published.title })
    expect(redirects().find((redirect) => redirect.from === path)).toMatchObject({
      to: '/services/mobile-tyre-fitting/',
      permanent: true,
    })
  })

  it('delete a legal page: both versions go, and its address leads to the chosen page', async () => {
    const id = 'legalPage.terms-of-service'
    const published = doc(id) as AddressDocument
    lake.documents.set(`drafts.${id}`, { ...published, _id: `drafts.${id}` })
    const plan = await staffRemove(published, 'delete', removalTarget('legalPage') as string)
    expect(plan.refused).toBe(false)
    expect(doc(id)).toBeUndefined()
    expect(doc(`drafts.${id}`)).toBeUndefined()
    expect(studioRedirects()).toContain('/terms-of-service/ → /')
  })

  it('delete a town the home page features: refused, naming the home page', async () => {
    const plan = await staffRemove(
      doc('town.newport') as AddressDocument,
      'delete',
      removalTarget('town') as string,
    )
    expect(plan).toEqual({
      refused: true,
      reason: expect.stringContaining(
        'Newport cannot be deleted while other published pages link to it: Home page (homePage).',
      ),
    })
    expect(doc('town.newport')).toBeDefined()
  })
})

describe("the Live site tool's fix for an address that answers 404", () => {
  it('creates the redirect once, one hop, and gives the one that answers the address', async () => {
    const made = await redirectLostAddress(client, {
      path: '/winter-offer/',
      to: '/tyres',
      newId,
    })
    // /tyres is itself a redirect (the fixture's), so the new one goes straight to its page.
    const tyres = redirects().find((redirect) => redirect.from === '/tyres') as ExistingRedirect
    expect(made).toEqual({ from: '/winter-offer/', to: tyres.to })
    expect(redirects().filter((redirect) => redirect.from === '/winter-offer/')).toEqual([
      expect.objectContaining({ to: tyres.to, permanent: true }),
    ])
    // Pressed again (another tab, a reload before the tool read it): the published one, no other.
    expect(await redirectLostAddress(client, { path: '/winter-offer', to: '/', newId })).toEqual({
      from: '/winter-offer/',
      to: tyres.to,
    })
    expect(redirects().filter((redirect) => redirect.from === '/winter-offer/')).toHaveLength(1)
  })
})
