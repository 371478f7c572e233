// The Content Lake side of the address actions (studio/actions/address-actions.tsx): read what
// the plan needs (redirects, pages, the documents that link to a page), run the pure plan
// (address-changes.ts), and commit its redirect mutations in the same transaction as the Publish,
// Unpublish or Delete, so the site never has the new address without the redirect, or the other
// way round. The transactions are those of the installed `sanity` 6.9.2's own document
// operations (lib/datastores-*.js: `publish$1`, `unpublish$1`, `del$1`; in Sanity's repository
// packages/sanity/src/core/store/_legacy/document/document-pair/operations/), with the redirects
// added. Any Sanity client works: the Studio's (useClient) or @sanity/client in the tests, which
// drive these functions against the stand-in Content Lake (address-transactions.test.ts).
import type { SitePages } from '../../web/lib/routes.ts'
import { sitePagesQuery } from '../../web/lib/routes.ts'
import {
  type AddressDocument,
  type AddressMutation,
  type AddressPlan,
  type ExistingRedirect,
  type LinkingDocument,
  linkingDocuments,
  type NewRedirect,
  planPublish,
  planRemoval,
  type RemovalPlan,
} from './address-changes.ts'
import { isAbsoluteUrl, type RedirectRule, redirectFrom } from './paths.ts'

/** A mutation of the Content Lake's mutate API. */
type LakeMutation =
  | AddressMutation
  | { create: AddressDocument }
  | { createOrReplace: AddressDocument }
  | { createIfNotExists: AddressDocument }
  | { patch: { id: string; unset: string[]; ifRevisionID: string } }

/** The two calls these functions make, as @sanity/client (the Studio's, or Node's) has them. */
export type AddressClient = {
  fetch: (
    query: string,
    params: Record<string, unknown>,
    options: { perspective: 'published'; tag: string },
  ) => Promise<unknown>
  mutate: (
    mutations: never[],
    options: { tag: string; visibility: 'async'; skipCrossDatasetReferenceValidation?: boolean },
  ) => Promise<unknown>
}

function mutate(client: AddressClient, mutations: LakeMutation[], tag: string) {
  return client.mutate(mutations as never[], {
    tag,
    visibility: 'async',
    skipCrossDatasetReferenceValidation: true,
  })
}

/** What a plan needs to know of the published site. */
export type AddressContext = { redirects: ExistingRedirect[]; pages: SitePages }

const contextQuery = /* groq */ `{
  "redirects": *[_type == "redirect" && defined(from) && defined(to)] | order(_id asc){ _id, from, to },
  "pages": ${sitePagesQuery}
}`

export async function loadAddressContext(client: AddressClient): Promise<AddressContext> {
  return (await client.fetch(
    contextQuery,
    {},
    { perspective: 'published', tag: 'addresses.context' },
  )) as AddressContext
}

/** A new redirect's id: the `redirect.` prefix the hand-made ones use, and a random part. */
export function newRedirectId(): string {
  return `redirect.${crypto.randomUUID()}`
}

/** Today, as the redirect's note gives it. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

type PublishArgs = {
  draft: AddressDocument
  published: AddressDocument | null
  newId: () => string
  date?: string
}

/** What publishing the draft would do to addresses, from the published site as it is now. */
export async function planPublishFor(client: AddressClient, args: PublishArgs) {
  const context = await loadAddressContext(client)
  return planPublish({ ...context, ...args, date: args.date ?? today() })
}

/** A reference's weak flag as Sanity's publish sets it (`strengthenOnPublish` of the operation). */
function strengthenOnPublish(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strengthenOnPublish)
  if (value === null || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  if (typeof object._ref === 'string' && object._strengthenOnPublish) {
    const { _strengthenOnPublish: strengthen, _weak: weak, ...reference } = object
    return (strengthen as { weak?: boolean }).weak ? { ...reference, _weak: weak } : reference
  }
  return Object.fromEntries(
    Object.entries(object).map(([key, field]) => [key, strengthenOnPublish(field)]),
  )
}

/** Sanity's publish: the draft becomes the published document (revision-locked), the draft goes. */
function publishMutations(draft: AddressDocument, published: AddressDocument | null) {
  const { _updatedAt: _, ...value } = strengthenOnPublish(draft) as AddressDocument
  const id = draft._id.replace(/^drafts\./, '')
  const mutations: LakeMutation[] = published
    ? [
        {
          patch: {
            id,
            unset: ['_revision_lock_pseudo_field_'],
            ifRevisionID: published._rev as string,
          },
        },
        { createOrReplace: { ...value, _id: id } },
      ]
    : [{ create: { ...value, _id: id } }]
  return [...mutations, { delete: { id: draft._id } }]
}

/**
 * Publishes the draft and makes the plan's redirect changes in one transaction. The plan is
 * made again from the Content Lake as it is now, so what is committed matches the dataset;
 * returns it for the editor.
 */
export async function publishWithAddresses(
  client: AddressClient,
  args: PublishArgs,
): Promise<AddressPlan> {
  const plan = await planPublishFor(client, args)
  await mutate(
    client,
    [...plan.mutations, ...publishMutations(args.draft, args.published)],
    'document.publish',
  )
  return plan
}

/** Every published document but system ones, for finding the links to a page. */
const linkCandidatesQuery = /* groq */ `*[!(_id in path("_.**")) && !(_type match "sanity.*") && _type != "redirect" && _id != $id]`

/** The context of a removal: the published site, and the documents that link to the page. */
export async function loadRemovalContext(
  client: AddressClient,
  published: AddressDocument,
): Promise<AddressContext & { links: LinkingDocument[] }> {
  const [context, documents] = await Promise.all([
    loadAddressContext(client),
    client.fetch(
      linkCandidatesQuery,
      { id: published._id },
      { perspective: 'published', tag: 'addresses.links' },
    ) as Promise<AddressDocument[]>,
  ])
  return { ...context, links: linkingDocuments(documents, published) }
}

export type RemovalArgs = {
  published: AddressDocument
  removal: 'unpublish' | 'delete'
  target: string
  typeTitle: (type: string) => string
  newId: () => string
  date?: string
}

/** Sanity's unpublish (the published document back to a draft) or delete (both versions). */
function removalMutations(published: AddressDocument, removal: RemovalArgs['removal']) {
  const draftId = `drafts.${published._id}`
  if (removal === 'delete') {
    return [{ delete: { id: published._id } }, { delete: { id: draftId } }] as LakeMutation[]
  }
  const { _updatedAt: _, ...value } = published
  return [
    { delete: { id: published._id } },
    { createIfNotExists: { ...value, _id: draftId } },
  ] as LakeMutation[]
}

/**
 * Unpublishes or deletes a published page and redirects its addresses to the target, in one
 * transaction; nothing is changed when the plan is refused (a published document links to the
 * page, or the target is not an address of the site). Checked against the dataset as it is now.
 */
export async function removeWithAddresses(
  client: AddressClient,
  args: RemovalArgs,
): Promise<RemovalPlan> {
  const context = await loadRemovalContext(client, args.published)
  const plan = planRemoval({ ...context, ...args, date: args.date ?? today() })
  if (plan.refused) return plan
  await mutate(
    client,
    [...plan.mutations, ...removalMutations(args.published, args.removal)],
    `document.${args.removal}`,
  )
  return plan
}

/**
 * The Live site tool's one-click fix for an address that answers 404: a redirect from it to
 * `to` (one hop, when `to` is itself redirected), unless a published redirect already starts
 * there. Resolves to the published redirect that now answers the address, made or found.
 */
export async function redirectLostAddress(
  client: AddressClient,
  args: { path: string; to: string; newId: () => string; date?: string },
): Promise<RedirectRule> {
  const { redirects } = await loadAddressContext(client)
  const existing = redirectFrom(redirects, args.path)
  if (existing) return { from: existing.from, to: existing.to }
  const onward = isAbsoluteUrl(args.to) ? undefined : redirectFrom(redirects, args.to)
  const to = onward?.to ?? args.to
  const redirect: NewRedirect = {
    _id: args.newId(),
    _type: 'redirect',
    from: args.path,
    to,
    permanent: true,
    origin: `Made by the Studio on ${args.date ?? today()}, from the Live site tool: ${args.path} answered 404.`,
  }
  await mutate(client, [{ create: redirect }], 'addresses.lost')
  return { from: args.path, to }
}
