// Build-time content validation: a broken dataset never ships as a broken site.
// One line per problem, naming the document _id, its type and the field, in words an editor
// can act on. The Studio enforces the same rules while editing; this catches what slips past
// (API writes, imports, a hand-edited fixture).
import {
  fromPathProblem,
  normalizePath,
  pageRouteProblem,
  type RedirectRule,
  type SiteSlugs,
  toConflicts,
  toPathProblem,
} from '../../studio/lib/paths.ts'
import type { SanityDocument } from './ndjson.ts'

type Value = unknown
type Problem = string

export const CTA_KINDS = ['call', 'emergencyCall', 'book'] as const
export const SECTION_TYPES = [
  'heroSection',
  'featureGridSection',
  'checklistSection',
  'stepsSection',
  'richTextSection',
  'repairOrReplaceSection',
  'stockSizesSection',
  'packageTableSection',
  'intervalTableSection',
  'testimonialsSection',
  'callBannerSection',
] as const

export const UK_PHONE = /^0\d{2,4} ?\d{3,4} ?\d{3,4}$/
export const E164 = /^\+[1-9]\d{7,14}$/
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Fields each document type must have (dotted paths into objects). */
const REQUIRED: Record<string, string[]> = {
  siteSettings: [
    'businessName',
    'productPhrase',
    'phoneDisplay',
    'phoneE164',
    'whatsappE164',
    'email',
    'hours',
    'hotlineLabel',
    'labels.freeCallNow',
    'labels.emergencyCall',
    'labels.bookService',
    'labels.learnMore',
    'labels.viewCoverage',
    'footer.bannerHeading',
    'notFound.heading',
    'notFound.text',
    'notFound.linkLabel',
    'consent.text',
    'consent.acceptLabel',
    'consent.declineLabel',
  ],
  homePage: [
    'hero.badge',
    'hero.headline',
    'hero.bookLabel',
    'servicesSection.heading',
    'coverageSection.heading',
    'testimonialsSection.heading',
    'contactSection.heading',
    'contactSection.form.missingTitle',
    'contactSection.form.missingText',
    'contactSection.form.preparedTitle',
    'contactSection.form.preparedText',
  ],
  service: ['title', 'slug.current', 'order', 'icon', 'cardDescription', 'ctaKind'],
  town: ['name', 'slug.current', 'cardDescription', 'heroHeading', 'closingHeading'],
  testimonial: ['quote', 'author', 'location', 'service', 'rating'],
  servicePackage: ['name', 'interval'],
  legalPage: ['title', 'slug.current', 'lastUpdated', 'body'],
  faq: ['question', 'answer'],
  redirect: ['from', 'to'],
}

function at(document: Value, path: string): Value {
  let value: Value = document
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, Value>)[part]
  }
  return value
}

function isMissing(value: Value): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

function label(document: SanityDocument): string {
  return `${document._id} (${document._type})`
}

/** Every `_ref` in a document, with the path where it sits. */
function references(value: Value, path = ''): { path: string; ref: string }[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const key =
        typeof item === 'object' && item && '_key' in item
          ? `[_key=="${String(item._key)}"]`
          : `[${index}]`
      return references(item, `${path}${key}`)
    })
  }
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, Value>
  const own = typeof record._ref === 'string' ? [{ path, ref: record._ref }] : []
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== '_ref')
      .flatMap(([key, child]) => references(child, path ? `${path}.${key}` : key)),
  ]
}

function countRule(
  problems: Problem[],
  document: SanityDocument,
  field: string,
  allowed: number[],
): void {
  const value = at(document, field)
  const count = Array.isArray(value) ? value.length : 0
  if (!allowed.includes(count)) {
    const wanted = allowed.length === 1 ? `exactly ${allowed[0]}` : allowed.join(' or ')
    problems.push(`${label(document)}: ${field}: needs ${wanted} items, has ${count}`)
  }
}

function formatRule(
  problems: Problem[],
  document: SanityDocument,
  field: string,
  pattern: RegExp,
  what: string,
): void {
  const value = at(document, field)
  if (typeof value === 'string' && value.trim() !== '' && !pattern.test(value.trim())) {
    problems.push(`${label(document)}: ${field}: "${value}" is not ${what}`)
  }
}

export function validateContent(documents: readonly SanityDocument[]): Problem[] {
  const problems: Problem[] = []
  const byId = new Map<string, SanityDocument>()
  for (const document of documents) {
    if (byId.has(document._id))
      problems.push(`${label(document)}: _id: appears twice in the dataset`)
    byId.set(document._id, document)
  }

  for (const singleton of ['siteSettings', 'homePage']) {
    const document = byId.get(singleton)
    if (!document)
      problems.push(`${singleton} (${singleton}): document missing: publish it in the Studio`)
    else if (document._type !== singleton) {
      problems.push(`${singleton} (${document._type}): _type: must be "${singleton}"`)
    }
  }

  const slugs = new Map<string, string>()
  for (const document of documents) {
    for (const field of REQUIRED[document._type] ?? []) {
      if (isMissing(at(document, field)))
        problems.push(`${label(document)}: ${field}: required but empty`)
    }
    for (const { path, ref } of references(document)) {
      if (!byId.has(ref)) {
        problems.push(`${label(document)}: ${path}: refers to "${ref}", which is not published`)
      }
    }
    const slug = at(document, 'slug.current')
    if (typeof slug === 'string') {
      const key = `${document._type}:${slug}`
      const owner = slugs.get(key)
      if (owner) problems.push(`${label(document)}: slug: "${slug}" is already used by ${owner}`)
      else slugs.set(key, document._id)
    }

    switch (document._type) {
      case 'siteSettings':
        formatRule(
          problems,
          document,
          'phoneDisplay',
          UK_PHONE,
          'a UK phone number like 0808 157 0247',
        )
        formatRule(problems, document, 'phoneE164', E164, 'an E.164 number like +448081570247')
        formatRule(problems, document, 'whatsappE164', E164, 'an E.164 number like +447700900247')
        formatRule(problems, document, 'email', EMAIL, 'an e-mail address')
        break
      case 'homePage': {
        const headline = at(document, 'hero.headline')
        if (typeof headline === 'string' && !headline.includes('{product}')) {
          problems.push(
            `${label(document)}: hero.headline: must contain {product}, where the product phrase goes`,
          )
        }
        countRule(problems, document, 'hero.highlights', [3])
        break
      }
      case 'service': {
        countRule(problems, document, 'cardFeatures', [4])
        const kind = at(document, 'ctaKind')
        if (typeof kind === 'string' && !(CTA_KINDS as readonly string[]).includes(kind)) {
          problems.push(
            `${label(document)}: ctaKind: "${kind}" is not one of ${CTA_KINDS.join(', ')}`,
          )
        }
        const sections = at(document, 'sections')
        if (Array.isArray(sections)) {
          for (const [index, section] of sections.entries()) {
            const type = (section as { _type?: string })._type ?? ''
            if (!(SECTION_TYPES as readonly string[]).includes(type)) {
              problems.push(
                `${label(document)}: sections[${index}]: unknown section type "${type}"`,
              )
            }
          }
        }
        break
      }
      case 'town':
        countRule(problems, document, 'neighbourhoods', [8])
        countRule(problems, document, 'whyChoose', [0, 4])
        break
      case 'testimonial': {
        const rating = at(document, 'rating')
        if (
          rating !== undefined &&
          (!Number.isInteger(rating) || (rating as number) < 1 || (rating as number) > 5)
        ) {
          problems.push(
            `${label(document)}: rating: must be a whole number from 1 to 5, is ${String(rating)}`,
          )
        }
        break
      }
    }
  }
  problems.push(...redirectProblems(documents))
  problems.push(...districtProblems(documents))
  return problems
}

// Cross-document, so no one field's schema rule can see it (the Studio asks the other towns
// through its client; here every town is in hand): the postcode check needs each district in
// exactly one town.
/** A postcode district listed by two towns: one line on the later town, naming both. */
export function districtProblems(documents: readonly SanityDocument[]): Problem[] {
  const problems: Problem[] = []
  const owners = new Map<string, SanityDocument>()
  for (const document of documents) {
    const districts = document._type === 'town' ? at(document, 'postcodeDistricts') : undefined
    if (!Array.isArray(districts)) continue
    for (const district of new Set(districts)) {
      if (typeof district !== 'string') continue
      const key = district.replace(/\s+/g, '').toUpperCase()
      const owner = owners.get(key)
      if (owner) {
        problems.push(
          `${label(document)}: postcodeDistricts: ${key} is also listed by ${label(owner)}. A district belongs to one town only: remove it from one of them.`,
        )
      } else owners.set(key, document)
    }
  }
  return problems
}

// Files the site build writes at the root besides its pages (web/app/sitemap.ts, robots.ts,
// manifest.ts, icon.svg, apple-touch-icon.png/, og/ and icons/): a redirect there would hide them.
const SITE_FILES = [
  '/sitemap.xml',
  '/robots.txt',
  '/manifest.webmanifest',
  '/icon.svg',
  '/apple-touch-icon.png',
  '/404.html',
]
const SITE_FILE_FOLDERS = ['/og/', '/icons/']

function siteFileProblem(from: string): string | undefined {
  const path = normalizePath(from)
  if (
    SITE_FILES.includes(path) ||
    SITE_FILE_FOLDERS.some((folder) => `${path}/`.startsWith(folder))
  ) {
    return `${from} is a file the site build writes. A redirect here would hide it: choose an address that no longer exists.`
  }
  return undefined
}

function slugsOf(documents: readonly SanityDocument[], type: string): string[] {
  return documents.flatMap((document) => {
    const slug = document._type === type ? at(document, 'slug.current') : undefined
    return typeof slug === 'string' && slug.trim() !== '' ? [slug] : []
  })
}

/**
 * Redirect rules, with the Studio's own path checks (studio/lib/paths.ts): "from" and "to" well
 * formed; "from" neither another redirect's "from" nor a page of the site (with or without the
 * trailing slash); "to" not its own "from", not another redirect's "from" (a chain) and not
 * round a loop. One line per problem, on the redirect that has to change.
 */
export function redirectProblems(documents: readonly SanityDocument[]): Problem[] {
  const problems: Problem[] = []
  const slugs: SiteSlugs = {
    services: slugsOf(documents, 'service'),
    towns: slugsOf(documents, 'town'),
    legalPages: slugsOf(documents, 'legalPage'),
  }
  const redirects = documents.filter((document) => document._type === 'redirect')
  const rules = new Map<SanityDocument, RedirectRule>()
  for (const document of redirects) {
    const { from, to } = document
    if (typeof from !== 'string' || typeof to !== 'string') continue // required-field rule reports it
    if (from.trim() === '' || to.trim() === '') continue
    const fromProblem =
      fromPathProblem(from) ?? pageRouteProblem(from, slugs) ?? siteFileProblem(from)
    if (fromProblem) problems.push(`${label(document)}: from: ${fromProblem}`)
    const toProblem = toPathProblem(to)
    if (toProblem) problems.push(`${label(document)}: to: ${toProblem}`)
    if (!fromProblem && !toProblem) rules.set(document, { from, to })
  }

  const firstFrom = new Map<string, SanityDocument>()
  for (const [document, rule] of rules) {
    const key = normalizePath(rule.from)
    const owner = firstFrom.get(key)
    if (owner) {
      problems.push(
        `${label(document)}: from: ${rule.from} is already redirected by ${owner._id}. Keep one redirect per address.`,
      )
    } else firstFrom.set(key, document)
  }

  for (const [document, rule] of rules) {
    const others = [...rules].filter(([other]) => other !== document).map(([, other]) => other)
    for (const problem of toConflicts(rule, others)) {
      problems.push(`${label(document)}: to: ${problem}`)
    }
  }
  return problems
}
