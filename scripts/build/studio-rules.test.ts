// The build's content check gives the Studio's verdict, driven from the compiled Studio schema
// rather than from a list: every required, count and format rule found by walking the schema is
// broken, one at a time, in a copy of a fixture document that fills that field, and the check
// must name the document and the field with the Studio's own message.
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { starterDataset } from '../content/index.ts'
import { defaultFixturePath } from '../lib/env.ts'
import { readNdjsonFile, type SanityDocument } from '../lib/ndjson.ts'
import {
  formatPath,
  requiredEqualities,
  snapshotClient,
  studioSchema,
  studioValidator,
  type ValidationMemo,
  validateWithStudioRules,
} from './studio-rules.ts'

type Segment = string | number | { _key: string }
type RuleSpec = { flag: string; constraint: unknown }
type CompiledRule = { _rules: RuleSpec[]; _level?: string; _message?: string }
type SchemaType = {
  name: string
  jsonType: string
  validation?: unknown
  fields?: { name: string; type: SchemaType }[]
  of?: SchemaType[]
  to?: { name: string }[]
}
type Kind = 'required' | 'count' | 'format' | 'reference'
type Case = {
  kind: Kind
  /** Where the rule sits in the schema, such as `town.whyChoose[whyChoosePoint].title`. */
  rule: string
  document: SanityDocument
  path: Segment[]
  /** The broken value; `undefined` removes the field. */
  value: unknown
  level: 'error' | 'warning'
  /** The Studio's message: the rule's own, else Sanity's wording; undefined for custom rules. */
  message: string | RegExp | undefined
}

const fixture = readNdjsonFile(defaultFixturePath)
const { schema } = await studioSchema()

function rulesOf(type: SchemaType): CompiledRule[] {
  return Array.isArray(type.validation) ? (type.validation as CompiledRule[]) : []
}

function flag(rule: CompiledRule, name: string): RuleSpec | undefined {
  return rule._rules.find((spec) => spec.flag === name)
}

const isRequired = (rule: CompiledRule) => flag(rule, 'presence')?.constraint === 'required'
const levelOf = (rule: CompiledRule) => (rule._level === 'warning' ? 'warning' : 'error')

function memberOf(type: SchemaType, item: unknown): SchemaType | undefined {
  const members = type.of ?? []
  const typeName = (item as { _type?: unknown } | null)?._type
  if (typeof typeName === 'string') return members.find((member) => member.name === typeName)
  return members.find((member) => member.jsonType === typeof item) ?? members[0]
}

/**
 * Rules are keyed from the nearest named type: `whyChoosePoint.title` wherever a reason appears,
 * `block.markDefs[link].href` for a link in any rich text, `town.name` for a document field.
 */
function keyWithin(type: SchemaType, key: string): string {
  const named = type.jsonType === 'object' && !['object', 'document'].includes(type.name)
  return named && schema.get(type.name) !== undefined ? type.name : key
}

/** Every rule of a kind the test breaks, keyed by schema path, from the schema alone. */
function schemaRules(type: SchemaType, where: string, depth = 0): Map<string, Kind[]> {
  const found = new Map<string, Kind[]>()
  if (depth > 12) return found
  const kinds = new Set<Kind>()
  for (const rule of rulesOf(type)) {
    if (isRequired(rule)) kinds.add('required')
    if (['min', 'max', 'length'].some((name) => flag(rule, name)) && type.jsonType === 'array') {
      kinds.add('count')
    }
    if (['regex', 'uri', 'email', 'valid', 'integer'].some((name) => flag(rule, name))) {
      kinds.add('format')
    }
    if (flag(rule, 'reference')) kinds.add('reference')
  }
  if (kinds.size > 0) found.set(where, [...kinds])
  const within = keyWithin(type, where)
  for (const field of type.fields ?? []) {
    for (const [key, value] of schemaRules(field.type, `${within}.${field.name}`, depth + 1)) {
      found.set(key, value)
    }
  }
  for (const member of type.of ?? []) {
    for (const [key, value] of schemaRules(member, `${within}[${member.name}]`, depth + 1)) {
      found.set(key, value)
    }
  }
  return found
}

function countValue(value: unknown[], wanted: number): unknown[] {
  const items = value.slice(0, wanted)
  while (items.length < wanted) {
    const last = structuredClone(items.at(-1) ?? value.at(-1))
    const index = items.length
    items.push(
      typeof last === 'string'
        ? `${last} ${index}`
        : typeof last === 'object' && last !== null
          ? { ...last, _key: `extra${index}` }
          : last,
    )
  }
  return items
}

/** The broken copies for the rules at one node of a fixture document. */
function casesAt(
  document: SanityDocument,
  type: SchemaType,
  value: unknown,
  path: Segment[],
  rule: string,
): Case[] {
  const cases: Case[] = []
  const at = { document, path, rule }
  for (const compiled of rulesOf(type)) {
    const level = levelOf(compiled)
    const own = compiled._message
    if (isRequired(compiled)) {
      const emptied = typeof path.at(-1) === 'string' ? undefined : ''
      cases.push({ ...at, kind: 'required', value: emptied, level, message: own ?? 'Required' })
    }
    if (type.jsonType === 'array' && Array.isArray(value)) {
      const length = flag(compiled, 'length')?.constraint
      const min = flag(compiled, 'min')?.constraint
      const max = flag(compiled, 'max')?.constraint
      if (typeof length === 'number') {
        for (const wanted of [length - 1, length + 1]) {
          const message = own ?? `Must have exactly ${length} items`
          cases.push({ ...at, kind: 'count', value: countValue(value, wanted), level, message })
        }
      }
      if (typeof min === 'number' && min > 0) {
        const message = own ?? `Must have at least ${min} items`
        cases.push({ ...at, kind: 'count', value: countValue(value, min - 1), level, message })
      }
      if (typeof max === 'number') {
        const message = own ?? `Must have at most ${max} items`
        cases.push({ ...at, kind: 'count', value: countValue(value, max + 1), level, message })
      }
    }
    if (type.jsonType === 'string' && typeof value === 'string') {
      const max = flag(compiled, 'max')?.constraint
      if (typeof max === 'number') {
        const message = own ?? `Must be at most ${max} characters long`
        cases.push({ ...at, kind: 'format', value: 'x'.repeat(max + 1), level, message })
      }
      const min = flag(compiled, 'min')?.constraint
      if (typeof min === 'number' && min > 1) {
        const message = own ?? `Must be at least ${min} characters long`
        cases.push({ ...at, kind: 'format', value: 'x'.repeat(min - 1), level, message })
      }
      if (flag(compiled, 'uri')) {
        const message = own ?? 'Does not match allowed protocols/schemes'
        cases.push({ ...at, kind: 'format', value: 'ftp://example.org/file', level, message })
      }
      if (flag(compiled, 'valid')) {
        const message = own ?? /did not match any allowed values/
        cases.push({ ...at, kind: 'format', value: 'not-one-of-the-choices', level, message })
      }
      // A custom rule's message is only known by running it: the Studio's own run gives it.
      if (flag(compiled, 'custom') && !flag(compiled, 'valid')) {
        cases.push({ ...at, kind: 'format', value: 'not ✗ valid', level, message: undefined })
      }
    }
    if (type.jsonType === 'number' && typeof value === 'number') {
      if (flag(compiled, 'integer')) {
        cases.push({
          ...at,
          kind: 'format',
          value: value + 0.5,
          level,
          message: own ?? 'Must be an integer',
        })
      }
      const min = flag(compiled, 'min')?.constraint
      if (typeof min === 'number') {
        const message = own ?? `Must be greater than or equal to ${min}`
        cases.push({ ...at, kind: 'format', value: min - 1, level, message })
      }
      const max = flag(compiled, 'max')?.constraint
      if (typeof max === 'number') {
        const message = own ?? `Must be lower than or equal to ${max}`
        cases.push({ ...at, kind: 'format', value: max + 1, level, message })
      }
      if (flag(compiled, 'valid')) {
        const message = own ?? /did not match any allowed values/
        cases.push({ ...at, kind: 'format', value: 99, level, message })
      }
    }
    if (flag(compiled, 'reference') && typeof value === 'object' && value !== null) {
      cases.push({
        ...at,
        kind: 'reference',
        value: { ...value, _ref: 'document.that-was-deleted' },
        level,
        // Sanity words this one itself, whatever message the field's rule gives.
        message: 'Referenced document must be published',
      })
    }
  }
  return cases
}

/** Walks a fixture document beside its schema type and collects the broken copies. */
function documentCases(
  document: SanityDocument,
  type: SchemaType,
  value: unknown,
  path: Segment[],
  rule: string,
): Case[] {
  if (value === undefined || value === null) return []
  const cases = path.length > 0 ? casesAt(document, type, value, path, rule) : []
  const within = keyWithin(type, rule)
  if (type.jsonType === 'object' && typeof value === 'object') {
    for (const field of type.fields ?? []) {
      const child = (value as Record<string, unknown>)[field.name]
      cases.push(
        ...documentCases(
          document,
          field.type,
          child,
          [...path, field.name],
          `${within}.${field.name}`,
        ),
      )
    }
  }
  if (type.jsonType === 'array' && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const member = memberOf(type, item)
      if (!member) continue
      const key = (item as { _key?: unknown } | null)?._key
      const segment = typeof key === 'string' ? { _key: key } : index
      cases.push(
        ...documentCases(document, member, item, [...path, segment], `${within}[${member.name}]`),
      )
    }
  }
  return cases
}

/** A copy of `document` with the value at `path` replaced (or removed when undefined). */
function broken(document: SanityDocument, path: Segment[], value: unknown): SanityDocument {
  const copy = structuredClone(document)
  let parent: unknown = copy
  for (const segment of path.slice(0, -1)) parent = step(parent, segment)
  const last = path.at(-1) as Segment
  if (Array.isArray(parent)) {
    const index =
      typeof last === 'object' ? parent.findIndex((item) => item?._key === last._key) : Number(last)
    parent[index] = value
  } else if (value === undefined) delete (parent as Record<string, unknown>)[String(last)]
  else (parent as Record<string, unknown>)[String(last)] = value
  return copy
}

function step(value: unknown, segment: Segment): unknown {
  if (typeof segment === 'object') {
    return (value as { _key?: string }[]).find((item) => item._key === segment._key)
  }
  return (value as Record<string | number, unknown>)[segment]
}

const documentTypes = schema
  .getTypeNames()
  .map((name) => schema.get(name) as unknown as SchemaType & { type?: { name: string } })
  // Sanity's own asset documents are written by Sanity, not by editors.
  .filter((type) => type.type?.name === 'document' && !type.name.startsWith('sanity.'))

const allRules = new Map<string, Kind[]>()
for (const type of documentTypes) {
  for (const [key, kinds] of schemaRules(type, type.name)) allRules.set(key, kinds)
}

// One case per rule and kind of breakage: the first fixture document that fills the field.
const cases = new Map<string, Case>()
for (const document of fixture) {
  const type = documentTypes.find((candidate) => candidate.name === document._type)
  if (!type) continue
  for (const found of documentCases(document, type, document, [], type.name)) {
    const key = `${found.kind} ${found.rule} ${JSON.stringify(found.value)?.slice(0, 40)}`
    if (!cases.has(key)) cases.set(key, found)
  }
}
const allCases = [...cases.values()]

const label = (found: Case) =>
  `${found.document._id} (${found.document._type}) ${formatPath(found.document, found.path)}`

/** The Studio's verdict on one document: Sanity's validateDocument as the Studio runs it. */
async function studioVerdict(document: SanityDocument, dataset: SanityDocument[]) {
  const { sanity } = await studioSchema()
  const client = snapshotClient(dataset)
  const markers = await sanity.validateDocument({
    document: document as never,
    workspace: { schema, getClient: () => client } as never,
    getDocumentExists: async ({ id }) => dataset.some((other) => other._id === id),
    environment: 'studio',
  })
  const lines = (level: string) =>
    markers
      .filter((marker) => marker.level === level)
      .map(
        (marker) =>
          `${document._id} (${document._type}) ${formatPath(document, marker.path as Segment[])}: ${marker.message}`,
      )
  return { errors: lines('error'), warnings: lines('warning') }
}

describe('the compiled Studio schema, walked', () => {
  it('has the rules the issue counted, and the fixture fills every field that has one', () => {
    const required = [...allRules].filter(([, kinds]) => kinds.includes('required'))
    expect(required.length).toBeGreaterThan(130)
    const tested = new Set(allCases.map((found) => `${found.kind} ${found.rule}`))
    const untested = [...allRules].flatMap(([rule, kinds]) =>
      kinds.filter((kind) => !tested.has(`${kind} ${rule}`)).map((kind) => `${kind} ${rule}`),
    )
    expect(untested).toEqual([])
  })
})

describe('fixture and starter content', () => {
  it('the fixture passes with no errors and no warnings', async () => {
    expect(await validateWithStudioRules(fixture)).toEqual({ errors: [], warnings: [] })
  })

  it('the seed content passes with no errors and no warnings', async () => {
    expect(await validateWithStudioRules(starterDataset())).toEqual({ errors: [], warnings: [] })
  })
})

describe.each([
  ['required', 'emptied'],
  ['count', 'with the wrong number of items'],
  ['format', 'in the wrong format'],
  ['reference', 'pointing at a missing document'],
] as const)('every %s rule: a field %s', (kind, _what) => {
  const selected = allCases.filter((found) => found.kind === kind)

  it('exists in the schema', () => {
    expect(selected.length).toBeGreaterThan(0)
  })

  it.each(
    selected.map((found) => [
      `${label(found)} ← ${JSON.stringify(found.value)?.slice(0, 30)}`,
      found,
    ]),
  )('%s', async (_name, found) => {
    const document = broken(found.document, found.path, found.value)
    const dataset = fixture.map((other) => (other._id === document._id ? document : other))
    const build = await (await studioValidator(dataset))(document)
    const studio = await studioVerdict(document, dataset)
    // Same verdict as the Studio, line for line; the build's line for a broken reference adds
    // the id it points at, which the Studio's message does not name.
    const note =
      found.kind === 'reference' ? ` (${(found.value as { _ref: string })._ref})` : undefined
    const withoutNote = (line: string) =>
      note && line.endsWith(note) ? line.slice(0, -note.length) : line
    expect({
      errors: build.errors.map(withoutNote),
      warnings: build.warnings.map(withoutNote),
    }).toEqual(studio)
    const lines = found.level === 'error' ? build.errors : build.warnings
    const prefix = `${label(found)}: `
    const atField = lines.filter((line) => line.startsWith(prefix))
    if (found.message === undefined) {
      // A custom rule that accepts this text is not a format rule (a heading that depends on
      // another field, say); when it refuses it, the line names the field.
      expect(lines.every((line) => line.startsWith(`${document._id} (${document._type}) `))).toBe(
        true,
      )
    } else if (typeof found.message === 'string') {
      expect(atField).toContain(`${prefix}${found.message}${note ?? ''}`)
    } else {
      expect(atField.some((line) => (found.message as RegExp).test(line))).toBe(true)
    }
  })
})

describe('custom format rules', () => {
  it('refuse the broken values of the issue (phone, e-mail, headline) with the Studio message', async () => {
    const refused = []
    for (const found of allCases.filter((candidate) => candidate.message === undefined)) {
      const document = broken(found.document, found.path, found.value)
      const dataset = fixture.map((other) => (other._id === document._id ? document : other))
      const build = await (await studioValidator(dataset))(document)
      if (build.errors.some((line) => line.startsWith(`${label(found)}: `)))
        refused.push(found.rule)
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        'siteSettings.phoneDisplay',
        'siteSettings.phoneE164',
        'siteSettings.whatsappE164',
        'siteSettings.email',
        'homeHero.headline',
      ]),
    )
  })
})

describe('validateWithStudioRules on a whole dataset', () => {
  it('adds the dataset-wide checks and names an unknown document type and list item', async () => {
    const service = structuredClone(
      fixture.find((document) => document._id === 'service.jumpstart-service') as SanityDocument,
    )
    ;(service.sections as unknown[]).push({ _type: 'carousel', _key: 'gallery' })
    const dataset = [
      ...fixture.filter((document) => document._id !== 'homePage' && document._id !== service._id),
      service,
      { _id: 'banner.summer', _type: 'banner', text: 'Summer sale' },
    ]
    const { errors } = await validateWithStudioRules(dataset)
    const index = (service.sections as unknown[]).length - 1
    expect(errors).toEqual([
      'homePage (homePage) document: missing: publish it in the Studio',
      `service.jumpstart-service (service) sections[${index}]: Item of type "carousel" not valid for this list: remove it in the Studio.`,
      'banner.summer (banner) _type: "banner" is not a document type of the Studio: the site cannot show it. Delete it, or add the type to studio/schemaTypes.',
    ])
  })

  it('runs custom validators against the dataset it is given: a duplicate slug, a redirect loop', async () => {
    const copy = {
      ...structuredClone(fixture.find((d) => d._id === 'town.bath') as SanityDocument),
      _id: 'town.bath-copy',
    }
    const redirects = [
      { _id: 'redirect.a', _type: 'redirect', from: '/old-a', to: '/old-b', permanent: true },
      { _id: 'redirect.b', _type: 'redirect', from: '/old-b', to: '/old-a', permanent: true },
    ]
    const { errors } = await validateWithStudioRules([...fixture, copy, ...redirects])
    expect(errors).toEqual(
      expect.arrayContaining([
        'town.bath (town) slug: Slug is already in use',
        'town.bath-copy (town) slug: Slug is already in use',
        expect.stringMatching(/^redirect\.a \(redirect\) to: These redirects go round in a loop/),
        expect.stringMatching(/^redirect\.b \(redirect\) to: These redirects go round in a loop/),
      ]),
    )
  })

  it('with the last check’s memo, checks again only what changed or what asks a question whose answer changed', async () => {
    const kept: ValidationMemo = {}
    expect(await validateWithStudioRules(fixture, { kept })).toEqual({ errors: [], warnings: [] })
    // Every fixture document passed, each noted with what its rules asked.
    expect(Object.keys(kept).sort()).toEqual(fixture.map((document) => document._id).sort())
    const bath = fixture.find((d) => d._id === 'town.bath') as SanityDocument
    expect(kept['town.bath']?.asked.length).toBeGreaterThan(0)

    // Another town now lists one of Bath's districts: Bath is unchanged, but the answer to its
    // district rule's question changed, so it is checked again and names the conflict too.
    const district = (bath.postcodeDistricts as string[])[0] as string
    const bristol = structuredClone(fixture.find((d) => d._id === 'town.bristol') as SanityDocument)
    ;(bristol.postcodeDistricts as string[]).push(district)
    const next: ValidationMemo = {}
    const { errors } = await validateWithStudioRules(
      fixture.map((document) => (document._id === bristol._id ? bristol : document)),
      { memo: kept, kept: next },
    )
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^town\.bath \(town\) postcodeDistricts/),
        expect.stringMatching(/^town\.bristol \(town\) postcodeDistricts/),
      ]),
    )
    // Neither is kept (they did not pass); a document whose questions got the same answers is
    // the memo's own entry, not checked again.
    expect(next['town.bath']).toBeUndefined()
    expect(next['town.bristol']).toBeUndefined()
    const faq = fixture.find((d) => d._type === 'faq')?._id as string
    expect(next[faq]).toBeDefined()
    expect(next[faq]).toBe(kept[faq])
  })

  it('reports warnings apart from errors', async () => {
    const page = structuredClone(
      fixture.find((d) => d._id === 'legalPage.cookie-policy') as SanityDocument,
    )
    ;(page.seo as { title: string }).title =
      'Cookie Policy for the Kerbside Tyre & Rescue Website and Every One of Its Services'
    const result = await validateWithStudioRules(
      fixture.map((document) => (document._id === page._id ? page : document)),
    )
    expect(result.errors).toEqual([])
    expect(result.warnings).toEqual([
      expect.stringMatching(/^legalPage\.cookie-policy \(legalPage\) seo\.title: /),
    ])
  })
})

describe('"Where are you?" places and "have ready" lists', () => {
  const withDocument = (document: SanityDocument) =>
    fixture.map((other) => (other._id === document._id ? document : other))
  const breakdownPage = () =>
    structuredClone(fixture.find((d) => d._id === 'breakdownPage') as SanityDocument)
  type Place = { label: string; advice?: string[]; checklist?: { text?: string }[] }

  it('refuse a place without advice, whichever place it is', async () => {
    const places = (breakdownPage().places as Place[]).length
    expect(places).toBeGreaterThanOrEqual(5)
    for (let index = 0; index < places; index++) {
      for (const advice of [undefined, []]) {
        const page = breakdownPage()
        const place = (page.places as Place[])[index] as Place
        if (advice === undefined) delete place.advice
        else place.advice = advice
        const { errors } = await validateWithStudioRules(withDocument(page))
        expect(errors).toEqual([
          `breakdownPage (breakdownPage) places[${index}].advice: Every place needs advice: write at least one step.`,
        ])
      }
    }
  })

  it('refuse a step of advice left empty or blank', async () => {
    const page = breakdownPage()
    ;((page.places as Place[])[1] as Place).advice?.push('  ')
    const { errors } = await validateWithStudioRules(withDocument(page))
    expect(errors).toEqual([
      expect.stringMatching(
        /^breakdownPage \(breakdownPage\) places\[1\]\.advice\[5\]: Fill in this item/,
      ),
    ])
  })

  it('refuse a checklist item without text, on a service and on a place', async () => {
    for (const text of [undefined, '', ' \n ']) {
      const service = structuredClone(
        fixture.find((d) => d._id === 'service.mobile-tyre-fitting') as SanityDocument,
      )
      const items = service.technicianChecklist as { text?: string }[]
      if (text === undefined) delete (items[0] as { text?: string }).text
      else (items[0] as { text?: string }).text = text
      const { errors } = await validateWithStudioRules(withDocument(service))
      expect(errors).toEqual([
        expect.stringMatching(
          /^service\.mobile-tyre-fitting \(service\) technicianChecklist\[0\]\.text: (Write what the driver should have ready, or remove this item\.|Required)/,
        ),
      ])
      expect(errors[0]).toContain('Write what the driver should have ready, or remove this item.')

      const page = breakdownPage()
      const carPark = (page.places as Place[]).findIndex((place) => place.checklist?.length)
      const item = ((page.places as Place[])[carPark] as Place).checklist?.[0] as { text?: string }
      if (text === undefined) delete item.text
      else item.text = text
      const result = await validateWithStudioRules(withDocument(page))
      expect(result.errors).toEqual([
        `breakdownPage (breakdownPage) places[${carPark}].checklist[0].text: Write what the driver should have ready, or remove this item.`,
      ])
    }
  })

  it('refuse a checklist picture without alt text unless marked decorative', async () => {
    const service = structuredClone(
      fixture.find((d) => d._id === 'service.mobile-tyre-fitting') as SanityDocument,
    )
    const picture = (service.technicianChecklist as { picture?: { alt?: string } }[])[1]?.picture
    expect(picture?.alt).toBeTruthy()
    delete picture?.alt
    const { errors } = await validateWithStudioRules(withDocument(service))
    expect(errors).toEqual([
      expect.stringMatching(
        /^service\.mobile-tyre-fitting \(service\) technicianChecklist\[1\]\.picture\.alt: Describe the picture/,
      ),
    ])
  })
})

describe('snapshotClient', () => {
  it('answers a query like groq-js over the whole snapshot, with or without the pre-filter', async () => {
    const queries: [string, Record<string, unknown>][] = [
      ['*[_type == $type && slug.current == $slug][0]._id', { type: 'town', slug: 'bath' }],
      ['count(*[_type == "town"])', {}],
      ['*[slug.current == "bath" && _type == "town"]._id', {}],
      ['*[_type == "service" || _type == "town"] | order(_id)[0]._id', {}],
      ['{"towns": *[_type == "town"]._id, "faqs": count(*[_type == "faq"])}', {}],
    ]
    const client = snapshotClient(fixture)
    for (const [query, params] of queries) {
      const direct = await (
        await evaluate(parse(query, { params }), { dataset: fixture, params })
      ).get()
      expect(await client.fetch(query, params), query).toEqual(direct)
    }
  })

  it('answers a query asked again with the same parameters from its first evaluation', async () => {
    const client = snapshotClient(fixture)
    const query = '*[_type == $type]{ _id, name }'
    const towns = await client.fetch(query, { type: 'town' })
    expect(towns).toHaveLength(fixture.filter((document) => document._type === 'town').length)
    expect(await client.fetch(query, { type: 'town' })).toBe(towns)
    expect(await client.fetch(query, { type: 'service' })).not.toBe(towns)
  })

  it('narrows only a single filter over the whole dataset, on attribute == literal terms', () => {
    const narrowed = (query: string) => requiredEqualities(parse(query) as never)
    expect(narrowed('*[_type == "town" && slug.current == "bath" && order > 2]')).toEqual([
      { path: ['_type'], value: 'town' },
      { path: ['slug', 'current'], value: 'bath' },
    ])
    expect(narrowed('*[_type == "town" || slug.current == "bath"]')).toEqual([])
    expect(narrowed('{"a": *[_type == "town"], "b": *[_type == "faq"]}')).toEqual([])
  })
})
