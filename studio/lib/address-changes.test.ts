import { describe, expect, it } from 'vitest'
import { pageTypes, type SitePages, townAliasPath, townPath } from '../../web/lib/routes.ts'
import {
  type AddressDocument,
  type AddressPlan,
  documentAddresses,
  documentTitle,
  type ExistingRedirect,
  linkingDocuments,
  type NewRedirect,
  planPublish,
  planRemoval,
  type RemovalInput,
  removalTarget,
} from './address-changes.ts'
import { toConflicts } from './paths.ts'

const town = (slug: string, id = 'town.bath'): AddressDocument => ({
  _id: id,
  _type: 'town',
  name: 'Bath',
  slug: { _type: 'slug', current: slug },
})
const service = (slug: string, id = 'service.brakes'): AddressDocument => ({
  _id: id,
  _type: 'service',
  title: 'Brake care',
  slug: { _type: 'slug', current: slug },
})
const entry = (_id: string, slug: string, title: string) => ({ _id, slug, title })
/** The published site: Bath at `bath`, Frome at `frome`, one service, the home and areas pages. */
const site = (bathSlug = 'bath', extraTowns: ReturnType<typeof entry>[] = []): SitePages => ({
  homePage: [entry('homePage', '', 'Home page')],
  areasPage: [entry('areasPage', '', 'Areas we cover')],
  service: [entry('service.brakes', 'brake-care', 'Brake care')],
  town: [
    entry('town.bath', bathSlug, 'Bath'),
    entry('town.frome', 'frome', 'Frome'),
    ...extraTowns,
  ],
})

/** New redirect ids, never reused in this file (a test chains plans over the same redirects). */
let made = 0
function ids(): () => string {
  return () => `redirect.made-${++made}`
}

const date = '2026-11-25'

/** The redirects after a plan's mutations, as the Content Lake would hold them. */
function apply(redirects: readonly ExistingRedirect[], plan: AddressPlan): ExistingRedirect[] {
  const byId = new Map(redirects.map((redirect) => [redirect._id, { ...redirect }]))
  for (const mutation of plan.mutations) {
    if ('create' in mutation) {
      expect(byId.has(mutation.create._id)).toBe(false)
      byId.set(mutation.create._id, mutation.create)
    } else if ('patch' in mutation) {
      Object.assign(byId.get(mutation.patch.id) as ExistingRedirect, mutation.patch.set)
    } else {
      expect(byId.delete(mutation.delete.id)).toBe(true)
    }
  }
  return [...byId.values()]
}

const pairs = (redirects: readonly ExistingRedirect[]) =>
  redirects.map((redirect) => `${redirect.from} → ${redirect.to}`).sort()

/** Publishes Bath with a new slug over the old, from a site where Bath is at the old one. */
function renameBath(from: string, to: string, redirects: ExistingRedirect[] = []) {
  const plan = planPublish({
    published: town(from),
    draft: town(to),
    redirects,
    pages: site(from),
    date,
    newId: ids(),
  })
  return { plan, after: apply(redirects, plan) }
}

/** No redirect of the set leads to another redirect or to its own address. */
function expectOneHop(redirects: readonly ExistingRedirect[]) {
  for (const redirect of redirects) {
    const others = redirects.filter((other) => other._id !== redirect._id)
    expect(toConflicts(redirect, others), `${redirect.from} → ${redirect.to}`).toEqual([])
  }
}

describe('documentAddresses', () => {
  it("lists a town's main address and its alias, from the registry", () => {
    expect(documentAddresses(town('bath'))).toEqual([
      { path: townPath('bath'), label: 'a town page' },
      { path: townAliasPath('bath'), label: "a town page's short address" },
    ])
  })

  it('is empty without a slug, without a page type or without a document', () => {
    expect(documentAddresses({ _id: 'town.x', _type: 'town' })).toEqual([])
    expect(documentAddresses({ ...town(''), slug: { current: '' } })).toEqual([])
    expect(documentAddresses({ _id: 'faq.1', _type: 'faq' })).toEqual([])
    expect(documentAddresses(null)).toEqual([])
  })

  it('gives a page at a fixed address that address', () => {
    expect(documentAddresses({ _id: 'homePage', _type: 'homePage' })).toEqual([
      { path: '/', label: 'the home page' },
    ])
  })
})

describe('documentTitle', () => {
  it("reads the registry's title field, a literal title, or the id", () => {
    expect(documentTitle(town('bath'))).toBe('Bath')
    expect(documentTitle({ _id: 'homePage', _type: 'homePage' })).toBe('Home page')
    expect(documentTitle({ _id: 'drafts.x', _type: 'town' })).toBe('x')
    expect(documentTitle({ _id: 'faq.1', _type: 'faq', question: 'Why?' })).toBe('Why?')
    expect(documentTitle({ _id: 't.1', _type: 'testimonial', author: 'Stuart K.' })).toBe(
      'Stuart K.',
    )
  })
})

describe('planPublish: a slug change redirects itself', () => {
  it('redirects the old main address and the old alias to the new ones, saying where they came from', () => {
    const { plan, after } = renameBath('bath', 'bath-spa')
    expect(pairs(after)).toEqual(
      [
        `${townAliasPath('bath')} → ${townAliasPath('bath-spa')}`,
        `${townPath('bath')} → ${townPath('bath-spa')}`,
      ].sort(),
    )
    const created = plan.mutations.map((mutation) => (mutation as { create: NewRedirect }).create)
    expect(created.every((redirect) => redirect.permanent === true)).toBe(true)
    expect(created[0]?.origin).toBe(
      `Made by the Studio on ${date}, when Bath (a town page) moved from ${townPath('bath')} to ${townPath('bath-spa')}.`,
    )
    expect(plan.messages).toEqual([
      `A redirect from ${townPath('bath')} to ${townPath('bath-spa')} is created.`,
      `A redirect from ${townAliasPath('bath')} to ${townAliasPath('bath-spa')} is created.`,
    ])
  })

  it('changes nothing when the slug stays, on a first Publish, or for a page without a slug', () => {
    expect(renameBath('bath', 'bath').plan).toEqual({ mutations: [], messages: [] })
    const first = planPublish({
      published: null,
      draft: town('bath'),
      redirects: [],
      pages: site(),
      date,
      newId: ids(),
    })
    expect(first).toEqual({ mutations: [], messages: [] })
    const home = { _id: 'homePage', _type: 'homePage' }
    expect(
      planPublish({
        published: home,
        draft: home,
        redirects: [],
        pages: site(),
        date,
        newId: ids(),
      }),
    ).toEqual({ mutations: [], messages: [] })
  })

  it('a change back removes the redirect instead of making a loop', () => {
    const first = renameBath('bath', 'bath-spa')
    const back = renameBath('bath-spa', 'bath', first.after)
    expect(pairs(back.after)).toEqual(
      [
        `${townAliasPath('bath-spa')} → ${townAliasPath('bath')}`,
        `${townPath('bath-spa')} → ${townPath('bath')}`,
      ].sort(),
    )
    expect(back.plan.messages).toContain(
      `The redirect from ${townPath('bath')} to ${townPath('bath-spa')} is removed: ${townPath('bath')} is this page's address now.`,
    )
    expectOneHop(back.after)
  })

  it('A→B then B→C gives A→C and B→C: one hop', () => {
    const first = renameBath('bath', 'bath-spa')
    const second = renameBath('bath-spa', 'bath-city', first.after)
    expect(pairs(second.after)).toEqual(
      [
        `${townAliasPath('bath')} → ${townAliasPath('bath-city')}`,
        `${townAliasPath('bath-spa')} → ${townAliasPath('bath-city')}`,
        `${townPath('bath')} → ${townPath('bath-city')}`,
        `${townPath('bath-spa')} → ${townPath('bath-city')}`,
      ].sort(),
    )
    expect(second.plan.messages).toContain(
      `The redirect from ${townPath('bath')} now leads straight to ${townPath('bath-city')} (it led to ${townPath('bath-spa')}).`,
    )
    expectOneHop(second.after)
    // And back to the start: every address of the page's history leads to A, none to itself.
    const third = renameBath('bath-city', 'bath', second.after)
    expect(pairs(third.after)).toEqual(
      [
        `${townAliasPath('bath-city')} → ${townAliasPath('bath')}`,
        `${townAliasPath('bath-spa')} → ${townAliasPath('bath')}`,
        `${townPath('bath-city')} → ${townPath('bath')}`,
        `${townPath('bath-spa')} → ${townPath('bath')}`,
      ].sort(),
    )
    expectOneHop(third.after)
  })

  it('keeps the section a redirect led to when it repoints it', () => {
    const redirects = [{ _id: 'r.1', from: '/bath-offer', to: `${townPath('bath')}#prices` }]
    const { after } = renameBath('bath', 'bath-spa', redirects)
    expect(after.find((redirect) => redirect._id === 'r.1')?.to).toBe(
      `${townPath('bath-spa')}#prices`,
    )
  })

  it('retargets a stale redirect already starting at the old address instead of adding a second', () => {
    const redirects = [{ _id: 'r.stale', from: townPath('bath'), to: '/' }]
    const { plan, after } = renameBath('bath', 'bath-spa', redirects)
    expect(after.filter((redirect) => redirect.from === townPath('bath'))).toEqual([
      { _id: 'r.stale', from: townPath('bath'), to: townPath('bath-spa') },
    ])
    expect(plan.mutations).toContainEqual({
      patch: { id: 'r.stale', set: { to: townPath('bath-spa') } },
    })
  })

  it('leaves redirects to other websites and other pages alone', () => {
    const redirects = [
      { _id: 'r.out', from: '/book', to: 'https://booking.example.com/bath' },
      { _id: 'r.frome', from: '/frome-town', to: townPath('frome') },
    ]
    const { after } = renameBath('bath', 'bath-spa', redirects)
    expect(after.filter((redirect) => redirect._id.startsWith('r.'))).toEqual(redirects)
  })

  it('does not redirect an old address another page uses now, and says why', () => {
    // Frome takes Bath's old slug in the same dataset: Bath moved to bath-spa, Frome is at bath.
    const plan = planPublish({
      published: town('bath'),
      draft: town('bath-spa'),
      redirects: [],
      pages: {
        ...site('bath'),
        town: [entry('town.bath', 'bath', 'Bath'), entry('town.frome', 'bath', 'Frome')],
      },
      date,
      newId: ids(),
    })
    expect(plan.mutations).toEqual([])
    expect(plan.messages).toEqual([
      `${townPath('bath')} is not redirected: it is the address of Frome (a town page) now, so visitors who go there see that page.`,
      `${townAliasPath('bath')} is not redirected: it is the address of Frome (a town page's short address) now, so visitors who go there see that page.`,
    ])
  })

  it('removes a redirect that would hide the page at an address it takes, first Publish included', () => {
    const redirects = [{ _id: 'r.old', from: townPath('trowbridge'), to: '/areas-covered/' }]
    const plan = planPublish({
      published: null,
      draft: town('trowbridge', 'town.trowbridge'),
      redirects,
      pages: site(),
      date,
      newId: ids(),
    })
    expect(plan.mutations).toEqual([{ delete: { id: 'r.old' } }])
    expect(plan.messages).toEqual([
      `The redirect from ${townPath('trowbridge')} to /areas-covered/ is removed: ${townPath('trowbridge')} is this page's address now.`,
    ])
  })

  it('works for every registry type with a slug', () => {
    for (const pageType of pageTypes.filter((type) => type.slugField !== undefined)) {
      const document = { _id: `${pageType.type}.x`, _type: pageType.type, title: 'X' }
      const plan = planPublish({
        published: { ...document, slug: { current: 'old-x' } },
        draft: { ...document, slug: { current: 'new-x' } },
        redirects: [],
        pages: {},
        date,
        newId: ids(),
      })
      expect(pairs(apply([], plan)), pageType.type).toEqual(
        [pageType.path, ...pageType.aliases.map((alias) => alias.path)].map(
          (path) => `${path('old-x')} → ${path('new-x')}`,
        ),
      )
    }
  })
})

describe('linkingDocuments', () => {
  const linkedTown = {
    ...town('frome', 'town.frome'),
    name: 'Frome',
    localIntro: [
      {
        _type: 'block',
        markDefs: [{ _key: 'a', _type: 'link', href: '/services/brake-care' }],
        children: [{ _type: 'span', text: 'Brakes', marks: ['a'] }],
      },
    ],
  }
  const referencing = {
    _id: 'homePage',
    _type: 'homePage',
    services: [{ _type: 'reference', _ref: 'service.brakes', _key: 'k' }],
  }

  it('finds a link to any spelling of its address, and a reference', () => {
    expect(linkingDocuments([linkedTown, referencing], service('brake-care'))).toEqual([
      { _id: 'town.frome', _type: 'town', title: 'Frome' },
      { _id: 'homePage', _type: 'homePage', title: 'Home page' },
    ])
  })

  it('ignores drafts, itself, redirects, other addresses and other websites', () => {
    const documents = [
      { ...linkedTown, _id: 'drafts.town.frome' },
      { ...service('brake-care'), related: { _ref: 'service.brakes' } },
      { _id: 'r.1', _type: 'redirect', from: '/brakes', to: '/services/brake-care/' },
      { _id: 'x', _type: 'faq', answer: '/services/brake-care-plus/' },
      { _id: 'y', _type: 'faq', answer: 'https://other.example/services/brake-care/' },
    ]
    expect(linkingDocuments(documents, service('brake-care'))).toEqual([])
  })
})

describe('planRemoval: a page that goes away is caught before it goes', () => {
  const base = (overrides: Partial<RemovalInput> = {}): RemovalInput => ({
    published: service('brake-care'),
    target: removalTarget('service') as string,
    removal: 'unpublish',
    redirects: [],
    pages: site(),
    links: [],
    typeTitle: (type) => ({ town: 'Town', homePage: 'Home page' })[type] ?? type,
    date,
    newId: ids(),
    ...overrides,
  })

  it("offers the registry's target: the home page's services for a service, the town index for a town", () => {
    expect(removalTarget('service')).toBe('/#services')
    expect(removalTarget('town')).toBe('/areas-covered/')
    expect(removalTarget('legalPage')).toBe('/')
    expect(removalTarget('faq')).toBeUndefined()
  })

  it('is refused while published documents link to it, naming them', () => {
    const plan = planRemoval(
      base({ links: [{ _id: 'town.frome', _type: 'town', title: 'Frome' }] }),
    )
    expect(plan).toEqual({
      refused: true,
      reason:
        'Brake care cannot be unpublished while other published pages link to it: Frome (Town). Remove those links (or point them at another page) and publish those first.',
    })
  })

  it('redirects its address to the chosen target, saying where the redirect came from', () => {
    const plan = planRemoval(
      base({ target: '/areas-covered/', removal: 'delete', newId: () => 'redirect.made-1' }),
    )
    expect(plan).toEqual({
      refused: false,
      mutations: [
        {
          create: {
            _id: 'redirect.made-1',
            _type: 'redirect',
            from: '/services/brake-care/',
            to: '/areas-covered/',
            permanent: true,
            origin: `Made by the Studio on ${date}, when Brake care (a service page at /services/brake-care/) was deleted.`,
          },
        },
      ],
      messages: ['A redirect from /services/brake-care/ to /areas-covered/ is created.'],
    })
  })

  it("redirects a town's alias too, and repoints redirects that led to it", () => {
    const plan = planRemoval(
      base({
        published: town('bath'),
        target: '/areas-covered/',
        redirects: [{ _id: 'r.1', from: '/bath', to: townPath('bath') }],
      }),
    )
    expect(plan.refused).toBe(false)
    const after = apply([{ _id: 'r.1', from: '/bath', to: townPath('bath') }], plan as AddressPlan)
    expect(pairs(after)).toEqual(
      [
        '/bath → /areas-covered/',
        `${townAliasPath('bath')} → /areas-covered/`,
        `${townPath('bath')} → /areas-covered/`,
      ].sort(),
    )
    expectOneHop(after)
  })

  it('follows a target that is itself redirected, so visitors make one hop', () => {
    const redirects = [{ _id: 'r.1', from: '/old-offers', to: '/services/tyres/' }]
    const plan = planRemoval(base({ target: '/old-offers', redirects }))
    expect(pairs(apply(redirects, plan as AddressPlan))).toEqual([
      '/old-offers → /services/tyres/',
      '/services/brake-care/ → /services/tyres/',
    ])
  })

  it.each([
    ['', 'Enter where its address should lead'],
    ['services', "Start with '/'"],
    ['/services/brake-care/', "this page's own address"],
    ['/no-such-page/', 'No page of the site is at /no-such-page/'],
    ['http://example.com/', "secure address starting with 'https://'"],
  ])('refuses the target %j with a sentence saying what to do', (target, words) => {
    const plan = planRemoval(base({ target }))
    expect(plan.refused).toBe(true)
    expect((plan as { reason: string }).reason).toContain(words)
  })

  it('accepts another website and any page of the site, a section of one included', () => {
    for (const target of ['https://partner.example.com/brakes', '/#services', '/areas-covered/']) {
      expect(planRemoval(base({ target })).refused, target).toBe(false)
    }
  })
})
