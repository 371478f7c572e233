// The map of the site's addresses. Each page type (a Sanity document type that has pages of its
// own) is one entry of `pageTypes`, and everything that needs to know the site's pages derives
// from it: the app's links and metadata, the sitemap (web/lib/seo.ts), the Studio's Presentation
// tool (studio/lib/presentation.ts), the redirect guard (studio/lib/paths.ts), the tests' route
// list (tests/support/site-routes.ts) and tests/unit/page-types.test.ts, which checks the
// entries against the built site. Adding a page type: docs/architecture.md, "A new routable
// document type".
//
// The Studio (Vite) and Node scripts import this file by its `.ts` name, so it imports nothing.

/** The generated share cards (web/app/og/[image]/route.tsx): one per page type, and a fallback. */
export const shareCards = ['home', 'service', 'town', 'legal', 'fallback'] as const
export type ShareCard = (typeof shareCards)[number]

/**
 * Documents of one type a page shows whoever references them (the home page's service cards),
 * besides its own document and the documents that one references: which pages show a document
 * comes from these and from references (studio/lib/presentation.ts, studio/lib/shown-types.ts).
 */
export type ShownDocuments = {
  /** Their document type. */
  type: string
  /** The part of the page that shows them, an anchor on it; the whole page when undefined. */
  anchor?: string
  /** How a list of pages names that part: "areas we cover". */
  label?: string
  /** Only the first this many of the type's pages, in the registry's order. */
  first?: number
}

/** A second address showing the same page: canonical link to the main one, never indexed. */
export type PageAlias = {
  path: (slug: string) => string
  /** How a sentence names it: "a town page's short address". */
  label: string
}

/**
 * Pages of one page type's document, one per group of another type's pages, once there are too
 * many of those for one page: the "Areas we cover" page lists every town while there are at most
 * `above`; beyond that it lists the counties, each a page of its own with its towns (an index of
 * a thousand towns would not fit a page's first round trip, scripts/bench/page-parts.ts).
 */
export type GroupPages = {
  /** The document type whose pages are grouped; their page entries carry `group`. */
  type: string
  /** Its field naming the group, such as the town's county. */
  field: string
  /** Pages per group only when there are more pages of `type` than this. */
  above: number
  /** A group's page, from the group's segment (groupSegment). */
  path: (segment: string) => string
  /** How a sentence names one: "a county page". */
  label: string
}

export type PageType = {
  /** The Sanity document type the page is built from. */
  type: string
  /** Short name: the tests' route kind. */
  name: string
  /** How a sentence names one page of the type: "a service page". */
  label: string
  /**
   * The field holding the page's slug (read as `<field>.current`), or undefined for a page at a
   * fixed address, built once for the document the filter finds.
   */
  slugField: 'slug' | undefined
  /** The page's address; `slug` is '' for a page at a fixed address. */
  path: (slug: string) => string
  aliases: readonly PageAlias[]
  /** The share card the page shows when its document has no picture of its own. */
  shareCard: ShareCard
  /** Listed in the sitemap (the aliases never are). */
  indexed: boolean
  /**
   * Set when every page of the type is linked from the footer's last list (under the site
   * settings' legal heading), named by its `title`, which must then be a field of the document
   * (the link's edit target in the preview). For pages no other page links:
   * tests/build/integrity.test.ts crawls the site from the home page and names every page no
   * link reaches.
   */
  footerLinks?: true
  /** Documents of other types the page shows whoever references them (ShownDocuments). */
  lists: readonly ShownDocuments[]
  /** The page's own pages per group of another type's pages, past a number of them. */
  groupPages?: GroupPages
  /** GROQ filter for the documents that have a page of this type. */
  filter: string
  /** GROQ ordering of the pages in lists (sitemap, Studio, tests). */
  order: string
  /** GROQ expression naming one page in the Studio's lists. */
  title: string
  /**
   * Where the address of a page of this type goes when staff unpublish or delete it: the
   * Studio offers it as the redirect's target (studio/actions/address-actions.tsx).
   */
  removedTo: string
}

/** The home page's address, and its list of services (the anchor the service cards sit under). */
const home = '/'
export const servicesAnchor = 'services'
/** The home page's postcode check and the towns it covers. */
export const coverageAnchor = 'coverage'
/** The home page's contact form, whose "Where are you?" offers the Broken down page's places. */
export const contactAnchor = 'contact'
/** The "Areas we cover" page, every town by county: where a removed town's address goes. */
const areasIndex = '/areas-covered/'

/** The placeholder a path builder is given to make a route pattern (':slug'). */
const slugParam = ':slug'

/** A town page's last segment is `mobile-tyre-fitting-{town}`; web/app/areas-covered strips it. */
export const townSegmentPrefix = 'mobile-tyre-fitting-'

/**
 * The county pages of "Areas we cover". Past 200 towns, the page lists the counties and each
 * county has a page of its own. Each town's link costs about 13 bytes gzip (measured on the
 * built page with 200 to 400 made-up names as varied as real ones): one page of 200 towns weighs
 * 10.9 kB, within the first round trip with room to spare; 1,000 towns would not fit. A county
 * page fits up to about 400 towns; tests/build/scale.test.ts holds every page at 1,000 towns.
 */
export const countyPages = {
  type: 'town',
  field: 'county',
  above: 200,
  // The county's segment beside the towns' `mobile-tyre-fitting-…` ones (one route folder).
  path: (segment: string) => `${areasIndex}${segment}/`,
  label: 'a county page of "Areas we cover"',
} as const satisfies GroupPages

/**
 * Every page type, in site order. Order matters twice: the sitemap lists pages in this order, and
 * the Presentation tool takes the first route pattern that matches an address, so the legal
 * pages' catch-all `/{slug}/` comes last.
 */
export const pageTypes = [
  {
    type: 'homePage',
    name: 'home',
    label: 'the home page',
    slugField: undefined,
    path: () => home,
    aliases: [],
    shareCard: 'home',
    indexed: true,
    lists: [
      { type: 'service', anchor: servicesAnchor, label: 'services' },
      { type: 'town', anchor: coverageAnchor, label: 'areas we cover' },
      { type: 'breakdownPage', anchor: contactAnchor, label: 'contact form' },
    ],
    filter: '_id == "homePage"',
    order: '_id asc',
    title: '"Home page"',
    removedTo: home,
  },
  {
    type: 'service',
    name: 'service',
    label: 'a service page',
    slugField: 'slug',
    path: (slug: string) => `/services/${slug}/`,
    aliases: [],
    shareCard: 'service',
    indexed: true,
    lists: [],
    filter: '_type == "service"',
    // The order staff drag services into (@sanity/orderable-document-list).
    order: 'orderRank asc',
    title: 'title',
    removedTo: `${home}#${servicesAnchor}`,
  },
  {
    type: 'areasPage',
    name: 'areas',
    label: 'the "Areas we cover" page',
    slugField: undefined,
    path: () => areasIndex,
    aliases: [],
    shareCard: 'town',
    indexed: true,
    lists: [{ type: 'town', label: 'towns by county' }],
    groupPages: countyPages,
    filter: '_id == "areasPage"',
    order: '_id asc',
    title: 'heading',
    removedTo: home,
  },
  {
    type: 'town',
    name: 'town',
    label: 'a town page',
    slugField: 'slug',
    path: (slug: string) => `/areas-covered/${townSegmentPrefix}${slug}/`,
    aliases: [{ path: (slug: string) => `/areas/${slug}/`, label: "a town page's short address" }],
    shareCard: 'town',
    indexed: true,
    lists: [],
    filter: '_type == "town"',
    order: 'orderRank asc',
    title: 'name',
    removedTo: areasIndex,
  },
  {
    type: 'breakdownPage',
    name: 'breakdown',
    label: 'the Broken down page',
    slugField: 'slug',
    path: (slug: string) => `/help/${slug}/`,
    aliases: [],
    // The hotline's own card (the fallback's words are the hotline label).
    shareCard: 'fallback',
    indexed: true,
    lists: [],
    filter: '_id == "breakdownPage"',
    order: '_id asc',
    title: 'title',
    removedTo: home,
  },
  {
    type: 'legalPage',
    name: 'legal',
    label: 'a legal page',
    slugField: 'slug',
    path: (slug: string) => `/${slug}/`,
    aliases: [],
    shareCard: 'legal',
    indexed: true,
    footerLinks: true,
    lists: [],
    filter: '_type == "legalPage"',
    order: 'title asc',
    title: 'title',
    removedTo: home,
  },
] as const satisfies readonly PageType[]

export type PageTypeName = (typeof pageTypes)[number]['name']

/** How many towns the footer lists; the rest are one link away, on the "Areas we cover" page. */
export const footerTownLimit = 12

/**
 * What the header and footer of every page show (web/components/chrome): the site settings, a
 * link to every service, to the first towns and to every page of a `footerLinks` type.
 */
export const everyPageShows: readonly ShownDocuments[] = [
  { type: 'siteSettings' },
  { type: 'service', label: 'footer' },
  { type: 'town', label: 'footer', first: footerTownLimit },
  ...(pageTypes as readonly PageType[])
    .filter((pageType) => pageType.footerLinks)
    .map((pageType) => ({ type: pageType.type, label: 'footer' })),
]
export type RoutableType = (typeof pageTypes)[number]['type']

/** The page type of a Sanity document type, or undefined when it has no pages. */
export function pageTypeOf(type: string): PageType | undefined {
  return (pageTypes as readonly PageType[]).find((pageType) => pageType.type === type)
}

function byName(name: PageTypeName): PageType {
  return pageTypes.find((pageType) => pageType.name === name) as PageType
}

function fixedPath(name: PageTypeName): string {
  return byName(name).path('')
}

// The path builders the components call, each read from its registry entry.
export const homePath = /* @__PURE__ */ fixedPath('home')
export const servicePath = (slug: string): string => byName('service').path(slug)
/** The "Areas we cover" page: every town, by county. */
export const areasPath = /* @__PURE__ */ fixedPath('areas')
/** A county's page of "Areas we cover", past countyPages.above towns: from its groupSegment. */
export const countyPath = (segment: string): string => countyPages.path(segment)
/**
 * The postcode check's table of districts, a static file beside the areas page
 * (web/app/areas-covered/postcodes.json). The home page carries the table itself while it is
 * small; beyond that, the check fetches this on first use.
 */
export const postcodeTablePath = `${areasPath}postcodes.json`
/** The town page's main route; townAliasPath is its short alias. */
export const townPath = (slug: string): string => byName('town').path(slug)
export const townAliasPath = (slug: string): string =>
  (byName('town').aliases[0] as PageAlias).path(slug)
export const legalPath = (slug: string): string => byName('legal').path(slug)
/** "Broken down? What to do now", at the slug staff give it. */
export const breakdownPath = (slug: string): string => byName('breakdown').path(slug)

/** The page a document is the main document of, or undefined (no page type, or no slug yet). */
export function documentPath(type: string, slug: string | null | undefined): string | undefined {
  const pageType = pageTypeOf(type)
  if (!pageType) return undefined
  if (pageType.slugField === undefined) return pageType.path('')
  return slug ? pageType.path(slug) : undefined
}

/** An address as a Presentation route pattern: `:slug` in place of the slug, no trailing slash. */
function routePattern(path: (slug: string) => string): string {
  const pattern = path(slugParam)
  return pattern === '/' ? pattern : pattern.replace(/\/$/, '')
}

/** The route pattern of a page type's group pages (Presentation's mainDocuments). */
export function groupRoutePattern(groupPages: GroupPages): string {
  return routePattern(groupPages.path)
}

/** The route patterns of a page type, its main address first (Presentation's mainDocuments). */
export function routePatterns(pageType: PageType): string[] {
  return [pageType.path, ...pageType.aliases.map((alias) => alias.path)].map(routePattern)
}

/**
 * Every alias as a pattern and the main address it shows (`/areas/:slug/` →
 * `/areas-covered/mobile-tyre-fitting-:slug/`): the preview server rewrites one to the other
 * (web/next.config.ts), as postbuild copies one to the other for the static site.
 */
export function aliasPatterns(): { alias: string; main: string }[] {
  return pageTypes.flatMap((pageType) =>
    pageType.aliases.map((alias) => ({
      alias: alias.path(slugParam),
      main: pageType.path(slugParam),
    })),
  )
}

/** The GROQ filter of the main document of the page at an address; $slug is read from it. */
export function mainDocumentFilter(pageType: PageType): string {
  return pageType.slugField === undefined
    ? pageType.filter
    : `${pageType.filter} && ${pageType.slugField}.current == $slug`
}

/**
 * The GROQ filter of the main document of a page type's group pages (the areas page, for a
 * county page): only while there are group pages, past `above` pages of the grouped type.
 */
export function groupPagesFilter(pageType: PageType): string | undefined {
  const grouping = pageType.groupPages
  return grouping && `${pageType.filter} && ${groupMembersCount(grouping)} > ${grouping.above}`
}

/** GROQ counting the pages that GroupPages groups: the towns with an address. */
export function groupMembersCount(groupPages: GroupPages): string {
  const grouped = pageTypeOf(groupPages.type) as PageType
  const pages = grouped.slugField
    ? `${grouped.filter} && defined(${grouped.slugField}.current)`
    : grouped.filter
  return `count(*[${pages}])`
}

/**
 * One page of the dataset: its document, slug ('' at a fixed address) and name in lists; for a
 * type another's pages are grouped by (GroupPages), its group (the town's county).
 */
type PageEntry = {
  _id: string
  slug: string | null
  title: string | null
  group?: string | null
}

/** The pages of each page type, keyed by document type (the result of `sitePagesQuery`). */
export type SitePages = Partial<Record<string, readonly PageEntry[] | null>>

/**
 * One GROQ query listing every page of the dataset, by document type, in site order. Drafts
 * count in the perspective the caller runs it in (the Studio shows a draft-only page).
 */
export const sitePagesQuery = /* @__PURE__ */ pagesQuery()

function pagesQuery(): string {
  return `{
${pageTypes
  .map((pageType: PageType) => {
    const slug = pageType.slugField ? `${pageType.slugField}.current` : '""'
    const filter = pageType.slugField ? `${pageType.filter} && defined(${slug})` : pageType.filter
    const grouping = (pageTypes as readonly PageType[]).find(
      (other) => other.groupPages?.type === pageType.type,
    )?.groupPages
    const group = grouping ? `, "group": ${grouping.field}` : ''
    return `  "${pageType.type}": *[${filter}] | order(${pageType.order}){ _id, "slug": ${slug}, "title": ${pageType.title}${group} }`
  })
  .join(',\n')}
}`
}

/**
 * The slugs of the pages of one page type, in the registry's order: a dynamic route's
 * generateStaticParams. A draft without a slug yet has no page.
 */
export function pageSlugs(pages: SitePages, type: RoutableType): string[] {
  return (pages[type] ?? []).flatMap((page) => (page.slug ? [page.slug] : []))
}

/** One address the site builds: a page's main address or one of its aliases. */
export type SiteAddress = {
  path: string
  pageType: PageType
  /** The page's main address when this is an alias. */
  aliasOf?: string
  /** The group's segment when this is one of the page type's GroupPages. */
  group?: string
  /** And the group's name, as its first page in the type's order spells it ("Somerset"). */
  groupName?: string
  /** How a sentence names it: "a service page", "a town page's short address". */
  label: string
  document: PageEntry
}

/** Every address the site builds for these pages, page type by page type, aliases after mains. */
export function siteAddresses(pages: SitePages): SiteAddress[] {
  return (pageTypes as readonly PageType[]).flatMap((pageType) => {
    const entries = (pages[pageType.type] ?? []).filter(
      (entry) => pageType.slugField === undefined || Boolean(entry.slug),
    )
    const main = entries.map((document) => ({
      path: pageType.path(document.slug ?? ''),
      pageType,
      label: pageType.label,
      document,
    }))
    const aliases = pageType.aliases.flatMap((alias) =>
      entries.map((document) => ({
        path: alias.path(document.slug ?? ''),
        pageType,
        aliasOf: pageType.path(document.slug ?? ''),
        label: alias.label,
        document,
      })),
    )
    return [...main, ...groupAddresses(pageType, pages, main[0]?.document), ...aliases]
  })
}

/**
 * A group's address segment: its name in lower case, letters and digits joined by hyphens
 * ("Bath & North East Somerset" → "bath-and-north-east-somerset"). Names staff spell alike
 * ("Wiltshire", "wiltshire ") are one group.
 */
export function groupSegment(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'other'
  )
}

/** A group of items (GroupPages): its segment, its name, and its items in their own order. */
export type Group<T> = { segment: string; name: string; items: T[] }

/**
 * Items grouped as the site groups pages: by the groupSegment of their group's name, in the order
 * each group first appears, each group named as its first item spells it (trimmed). The county
 * pages' addresses and the towns each lists (web/lib/coverage/areas.ts) both come from this, so
 * they agree.
 */
export function groupsBySegment<T>(
  items: readonly T[],
  nameOf: (item: T) => string | null | undefined,
): Group<T>[] {
  const groups = new Map<string, Group<T>>()
  for (const item of items) {
    const name = nameOf(item)?.trim() ?? ''
    const segment = groupSegment(name)
    const group = groups.get(segment) ?? { segment, name, items: [] }
    group.items.push(item)
    groups.set(segment, group)
  }
  return [...groups.values()]
}

/** Whether a page type with GroupPages shows its groups' pages for this many pages of the type. */
export function groupPagesShown(groupPages: GroupPages, count: number): boolean {
  return count > groupPages.above
}

/** The group pages of `pageType`'s page (its document `document`), in the groups' first order. */
function groupAddresses(
  pageType: PageType,
  pages: SitePages,
  document: PageEntry | undefined,
): SiteAddress[] {
  const grouping = pageType.groupPages
  if (!grouping || !document) return []
  const members = (pages[grouping.type] ?? []).filter((entry) => Boolean(entry.slug))
  if (!groupPagesShown(grouping, members.length)) return []
  return groupsBySegment(members, (entry) => entry.group).map(({ segment, name }) => ({
    path: grouping.path(segment),
    pageType,
    label: grouping.label,
    document,
    group: segment,
    groupName: name,
  }))
}

/**
 * The first segment of every address that is not a legal page's: a slug at the site root (a
 * legal page) must not take it ('areas-covered': the areas page and the towns under it).
 */
export const reservedFirstSegments: readonly string[] = /* @__PURE__ */ firstSegments()

function firstSegments(): string[] {
  return [
    ...new Set(
      (pageTypes as readonly PageType[])
        .flatMap((pageType) => [pageType.path, ...pageType.aliases.map((alias) => alias.path)])
        .map((path) => path(slugParam).split('/').filter(Boolean))
        // A deeper address, or a page at a fixed one-segment address (/areas-covered/).
        .filter((segments) => segments.length > 1 || (segments[0] ?? slugParam) !== slugParam)
        .map((segments) => segments[0] as string),
    ),
  ]
}

// Where the build writes its own files, each read by the step that writes it, so the redirect
// guard (studio/lib/paths.ts) refuses exactly these.
/** Next's scripts and styles. */
const nextFolder = '/_next/'
/** The generated share cards, web/app/og/[image]/route.tsx. */
export const shareCardFolder = '/og/'
/** The PNG app icons, web/app/icons/[icon]/route.tsx. */
const iconFolder = '/icons/'
/** The islands' JavaScript, scripts/finishing/islands.ts. */
export const islandsFolder = '/_islands/'
/** The encoded pictures, scripts/build/pictures/ (web/public/img, copied into web/out/img). */
export const picturesFolder = '/img/'

export const buildFolders = [
  nextFolder,
  shareCardFolder,
  iconFolder,
  islandsFolder,
  picturesFolder,
] as const

/** The SVG favicon, web/app/icon.svg (exported as /icon.svg). */
export const faviconPath = '/icon.svg'
/** web/app/favicon.ico/route.tsx; Firefox, WebKit and crawlers ask for it by themselves. */
const faviconIcoPath = '/favicon.ico'
/** web/app/apple-touch-icon.png/route.tsx; iOS also requests this address by itself. */
export const appleIconPath = '/apple-touch-icon.png'
/** The 404 page the hosts answer unknown addresses with (web/app/not-found.tsx). */
export const notFoundPath = '/404.html'
/** The build record the Studio reads to tell whether a Publish is live (scripts/build/build-record.ts). */
export const buildRecordPath = '/build.json'

/**
 * Files the build writes besides its pages (web/app/sitemap.ts, robots.ts, manifest.ts,
 * icon.svg, favicon.ico/, apple-touch-icon.png/, the 404 page, the build record and the postcode table).
 */
export const siteFiles = [
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  faviconPath,
  faviconIcoPath,
  appleIconPath,
  notFoundPath,
  buildRecordPath,
  postcodeTablePath,
] as const

/**
 * One part of a sitemap split past 50,000 addresses (scripts/build/sitemap-split.ts), numbered
 * from 1; /sitemap.xml is then their index.
 */
export const sitemapPartPath = (part: number): string => `/sitemap-${part}.xml`
/** Every address sitemapPartPath can give. */
export const sitemapPartPattern = /^\/sitemap-\d+\.xml$/

/** The host's own rule files (scripts/build/postbuild.ts): read by Netlify and Cloudflare Pages, never served. */
export const hostFiles = ['/_headers', '/_redirects'] as const

/**
 * The limits of a `_redirects` file on Cloudflare Pages, the stricter host: "A project is limited
 * to 2,000 static redirects and 100 dynamic redirects … Each redirect declaration has a
 * 1,000-character limit" (https://developers.cloudflare.com/pages/configuration/redirects/, "Per
 * file"). The site writes static redirects only (no placeholders or splats). Netlify documents no
 * count or line limit, only that a deploy may fail when its serialized rules are "too large"
 * (https://docs.netlify.com/routing/redirects/).
 */
export const redirectLimits = { staticRedirects: 2_000, lineLength: 1_000 } as const

export function shareCardPath(card: ShareCard): string {
  return `${shareCardFolder}${card}.png`
}

export function iconPath(size: number): string {
  return `${iconFolder}icon-${size}.png`
}

/** In-page anchor on the home page, '/#id' from any other page. */
export function homeAnchor(id: string, onHomePage: boolean): string {
  return onHomePage ? `#${id}` : `/#${id}`
}

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^+\d]/g, '')}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}
