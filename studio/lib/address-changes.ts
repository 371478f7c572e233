// What a Publish, an Unpublish or a Delete does to the site's addresses, decided without Sanity:
// given the document as published, its draft, the redirects and the other pages, the mutations
// that keep every address that was live answering (redirect documents to create, repoint or
// remove) and the sentences that tell the editor what happens. The Studio's document actions
// (studio/actions/address-actions.tsx, through studio/lib/address-transactions.ts) and the slug's
// form display run it; address-changes.test.ts drives every case.
import { type PageType, pageTypeOf, type SitePages, siteAddresses } from '../../web/lib/routes.ts'
import { isAbsoluteUrl, normalizePath, redirectFrom, toPathProblem } from './paths.ts'

/** A document as the Studio or the Content Lake holds it. */
export type AddressDocument = { _id: string; _type: string; [field: string]: unknown }

/** A redirect document already in the dataset. */
export type ExistingRedirect = { _id: string; from: string; to: string }

/** A redirect this module creates: an ordinary redirect document, saying where it came from. */
export type NewRedirect = {
  _id: string
  _type: 'redirect'
  from: string
  to: string
  permanent: true
  origin: string
}

/** The mutations, in the Content Lake's own mutation format. */
export type AddressMutation =
  | { create: NewRedirect }
  | { patch: { id: string; set: { to: string } } }
  | { delete: { id: string } }

export type AddressPlan = {
  mutations: AddressMutation[]
  /** What the change does to addresses, one sentence each, in the order it happens. */
  messages: string[]
}

/** One address of a page: its path and how a sentence names it. */
export type PageAddress = { path: string; label: string }

/** The published id of a draft or published id. */
function publishedId(id: string): string {
  return id.replace(/^drafts\./, '')
}

function slugOf(document: AddressDocument, pageType: PageType): string | undefined {
  if (pageType.slugField === undefined) return ''
  const value = document[pageType.slugField] as { current?: unknown } | undefined
  return typeof value?.current === 'string' && value.current !== '' ? value.current : undefined
}

/** A document's addresses, main address first, then its aliases; none without a page or a slug. */
export function documentAddresses(document: AddressDocument | null | undefined): PageAddress[] {
  const pageType = document ? pageTypeOf(document._type) : undefined
  if (!document || !pageType) return []
  const slug = slugOf(document, pageType)
  if (slug === undefined) return []
  return [
    { path: pageType.path(slug), label: pageType.label },
    ...pageType.aliases.map((alias) => ({ path: alias.path(slug), label: alias.label })),
  ]
}

/** How a sentence names a document: its title field (the registry's `title`), else its id. */
export function documentTitle(document: AddressDocument): string {
  const pageType = pageTypeOf(document._type)
  const expression = pageType?.title ?? 'title'
  const literal = expression.match(/^"(.*)"$/)
  if (literal) return literal[1] as string
  // A testimonial is known by its customer's name ("Stuart K."), never by its id.
  for (const field of [expression, 'title', 'name', 'heading', 'question', 'author']) {
    const value = document[field]
    if (typeof value === 'string' && value.trim() !== '') return value
  }
  return publishedId(document._id)
}

/** Where a removed page's address goes unless the editor chooses another (web/lib/routes.ts). */
export function removalTarget(type: string): string | undefined {
  return pageTypeOf(type)?.removedTo
}

/** The other pages' addresses (this document's left out), normalised, with the page's name. */
function otherPages(pages: SitePages, id: string): Map<string, string> {
  return new Map(
    siteAddresses(pages)
      .filter((address) => publishedId(address.document._id) !== publishedId(id))
      .map((address) => [
        normalizePath(address.path),
        `${address.document.title ?? publishedId(address.document._id)} (${address.label})`,
      ]),
  )
}

/** The path part of an internal address, normalised; undefined for another website. */
function internalPath(address: string): string | undefined {
  return isAbsoluteUrl(address) ? undefined : normalizePath(address)
}

/** `to` moved to `destination`, keeping its '#…' or '?…' (a section of the page). */
function retarget(to: string, destination: string): string {
  const suffix = to.match(/[?#].*$/)?.[0] ?? ''
  return suffix && !/[?#]/.test(destination) ? `${destination}${suffix}` : destination
}

/**
 * Builds a plan step by step, so each redirect is touched once: a redirect repointed and then
 * found to be a loop is deleted, not patched and deleted.
 */
class Planner {
  readonly redirects: Map<string, ExistingRedirect & { deleted?: boolean; changed?: boolean }>
  readonly created: NewRedirect[] = []
  readonly messages: string[] = []

  constructor(redirects: readonly ExistingRedirect[]) {
    this.redirects = new Map(redirects.map((redirect) => [redirect._id, { ...redirect }]))
  }

  live(): (ExistingRedirect & { deleted?: boolean; changed?: boolean })[] {
    return [...this.redirects.values()].filter((redirect) => !redirect.deleted)
  }

  /** The redirect starting at `path`, if any. */
  from(path: string) {
    return redirectFrom(this.live(), path)
  }

  remove(redirect: ExistingRedirect, why: string): void {
    const entry = this.redirects.get(redirect._id)
    if (!entry || entry.deleted) return
    entry.deleted = true
    this.messages.push(`The redirect from ${redirect.from} to ${entry.to} is removed: ${why}`)
  }

  /** Every redirect that leads to `path` now leads to `destination` (one hop, never a chain). */
  repoint(path: string, destination: string): void {
    for (const redirect of this.live()) {
      if (internalPath(redirect.to) !== normalizePath(path)) continue
      if (normalizePath(redirect.from) === internalPath(destination)) {
        this.remove(
          redirect,
          `it would lead back to its own address (${redirect.from} is a page again).`,
        )
        continue
      }
      const to = retarget(redirect.to, destination)
      this.messages.push(
        `The redirect from ${redirect.from} now leads straight to ${to} (it led to ${redirect.to}).`,
      )
      Object.assign(this.redirects.get(redirect._id) as ExistingRedirect, { to, changed: true })
    }
  }

  /** A redirect from `from` to `to`: the one already starting there, retargeted, or a new one. */
  add(from: string, to: string, origin: string, newId: () => string): void {
    const existing = this.from(from)
    if (existing) {
      const entry = this.redirects.get(existing._id) as ExistingRedirect & { changed?: boolean }
      if (entry.to !== to) {
        this.messages.push(`The redirect from ${from} now leads to ${to} (it led to ${entry.to}).`)
        Object.assign(entry, { to, changed: true })
      }
      return
    }
    this.created.push({ _id: newId(), _type: 'redirect', from, to, permanent: true, origin })
    this.messages.push(`A redirect from ${from} to ${to} is created.`)
  }

  plan(original: readonly ExistingRedirect[]): AddressPlan {
    const mutations: AddressMutation[] = []
    for (const before of original) {
      const after = this.redirects.get(before._id)
      if (after?.deleted) mutations.push({ delete: { id: before._id } })
      else if (after?.changed && after.to !== before.to) {
        mutations.push({ patch: { id: before._id, set: { to: after.to } } })
      }
    }
    for (const redirect of this.created) mutations.push({ create: redirect })
    return { mutations, messages: this.messages }
  }
}

export type PublishInput = {
  /** The document as it is published now, or null before its first Publish. */
  published: AddressDocument | null
  /** The version the Publish makes live. */
  draft: AddressDocument
  /** Every published redirect. */
  redirects: readonly ExistingRedirect[]
  /** Every page of the published site (sitePagesQuery); this document's own are ignored. */
  pages: SitePages
  /** The day of the change (YYYY-MM-DD), for the redirect's note of where it came from. */
  date: string
  newId: () => string
}

/**
 * What publishing `draft` over `published` does to addresses. Each address the page leaves (its
 * main address, and each alias) is redirected to the one it takes, unless another page has it
 * now; redirects that led to the old address lead to the new one (A→B, then B→C, gives A→C and
 * B→C); a redirect starting at an address the page takes is removed (renaming back to A removes
 * A→B instead of making a loop).
 */
export function planPublish(input: PublishInput): AddressPlan {
  const planner = new Planner(input.redirects)
  const before = documentAddresses(input.published)
  const after = documentAddresses(input.draft)
  const others = otherPages(input.pages, input.draft._id)
  const title = documentTitle(input.draft)

  for (const address of after) {
    const redirect = planner.from(address.path)
    if (redirect) planner.remove(redirect, `${address.path} is this page's address now.`)
  }
  after.forEach((address, index) => {
    const old = before[index]
    if (!old || normalizePath(old.path) === normalizePath(address.path)) return
    planner.repoint(old.path, address.path)
    const owner = others.get(normalizePath(old.path))
    if (owner) {
      planner.messages.push(
        `${old.path} is not redirected: it is the address of ${owner} now, so visitors who go there see that page.`,
      )
      return
    }
    planner.add(
      old.path,
      address.path,
      `Made by the Studio on ${input.date}, when ${title} (${address.label}) moved from ${old.path} to ${address.path}.`,
      input.newId,
    )
  })
  return planner.plan(input.redirects)
}

/** A document that links to a page, by reference or by its address. */
export type LinkingDocument = { _id: string; _type: string; title: string }

/** True when a text value is one of `paths` (an internal link, any spelling). */
function linksToPath(value: string, paths: ReadonlySet<string>): boolean {
  return value.startsWith('/') && !value.startsWith('//') && paths.has(normalizePath(value))
}

function linksWithin(value: unknown, id: string, paths: ReadonlySet<string>): boolean {
  if (typeof value === 'string') return linksToPath(value, paths)
  if (Array.isArray(value)) return value.some((item) => linksWithin(item, id, paths))
  if (value === null || typeof value !== 'object') return false
  const object = value as Record<string, unknown>
  if (typeof object._ref === 'string' && publishedId(object._ref) === id) return true
  return Object.entries(object).some(
    ([key, field]) => key !== '_id' && linksWithin(field, id, paths),
  )
}

/**
 * The published documents that link to `removed`: a reference to it, or a link (a rich-text
 * link's address, any field holding a path) to one of its addresses. Redirects are left out:
 * the removal repoints them.
 */
export function linkingDocuments(
  documents: readonly AddressDocument[],
  removed: AddressDocument,
): LinkingDocument[] {
  const id = publishedId(removed._id)
  const paths = new Set(documentAddresses(removed).map((address) => normalizePath(address.path)))
  return documents
    .filter(
      (document) =>
        !document._id.startsWith('drafts.') &&
        publishedId(document._id) !== id &&
        document._type !== 'redirect' &&
        linksWithin(document, id, paths),
    )
    .map((document) => ({
      _id: document._id,
      _type: document._type,
      title: documentTitle(document),
    }))
}

export type RemovalInput = {
  /** The document as published (its addresses are the ones that go). */
  published: AddressDocument
  /** Where its addresses should lead: a page of this site ('/…') or another https:// address. */
  target: string
  /** 'unpublish' or 'delete', for the sentences. */
  removal: 'unpublish' | 'delete'
  redirects: readonly ExistingRedirect[]
  pages: SitePages
  /** The published documents that link to it (linkingDocuments). */
  links: readonly LinkingDocument[]
  /** How a sentence names a document type ("Town"). */
  typeTitle: (type: string) => string
  date: string
  newId: () => string
}

export type RemovalPlan = ({ refused: false } & AddressPlan) | { refused: true; reason: string }

/**
 * What unpublishing or deleting a page does to addresses: refused while published documents
 * link to it (naming them) or when the target is not a page of the site; otherwise each of its
 * addresses redirects to the target, and redirects that led to it lead to the target.
 */
export function planRemoval(input: RemovalInput): RemovalPlan {
  const title = documentTitle(input.published)
  const addresses = documentAddresses(input.published)
  const verb = input.removal === 'unpublish' ? 'unpublished' : 'deleted'
  if (input.links.length > 0) {
    const names = input.links.map((link) => `${link.title} (${input.typeTitle(link._type)})`)
    return {
      refused: true,
      reason: `${title} cannot be ${verb} while other published pages link to it: ${names.join(', ')}. Remove those links (or point them at another page) and publish those first.`,
    }
  }
  const target = input.target.trim()
  if (target === '') {
    return { refused: true, reason: 'Enter where its address should lead, such as /.' }
  }
  const problem = toPathProblem(target)
  if (problem) return { refused: true, reason: problem }
  const planner = new Planner(input.redirects)
  let destination = target
  const targetPath = internalPath(target)
  if (targetPath !== undefined) {
    if (addresses.some((address) => normalizePath(address.path) === targetPath)) {
      return {
        refused: true,
        reason: `${target} is this page's own address, which is going: choose another page.`,
      }
    }
    const onward = planner.from(target)
    if (onward) {
      destination = onward.to
      planner.messages.push(
        `${target} is itself redirected to ${onward.to}, so the address leads straight there.`,
      )
    } else if (!otherPages(input.pages, input.published._id).has(targetPath)) {
      return {
        refused: true,
        reason: `No page of the site is at ${target}: choose an address the site has, such as ${removalTarget(input.published._type) ?? '/'}.`,
      }
    }
  }
  for (const address of addresses) {
    planner.repoint(address.path, destination)
    planner.add(
      address.path,
      destination,
      `Made by the Studio on ${input.date}, when ${title} (${address.label} at ${address.path}) was ${verb}.`,
      input.newId,
    )
  }
  return { refused: false, ...planner.plan(input.redirects) }
}
