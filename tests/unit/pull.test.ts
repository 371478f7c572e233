// The content pull: fixture and Sanity sources, one request, and its bad-input messages. The
// command runs in this process (pullCommand); the first and the flag test run it as Node does.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ContentLake, startContentLake } from '../../scripts/content-lake/index.ts'
import { defaultFixturePath } from '../../scripts/lib/env.ts'
import { parseNdjson, type SanityDocument, toNdjson } from '../../scripts/lib/ndjson.ts'
import { pullCommand } from '../../scripts/pull.ts'
import { runInProcess, runScript } from './run-script.ts'

const pull = (env: Record<string, string>) => runInProcess(pullCommand, [], env)

let dir: string
let snapshot: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pull-'))
  snapshot = join(dir, 'snapshot.ndjson')
})

const fixtureText = () => readFileSync(defaultFixturePath, 'utf8')

/**
 * What Sanity and its tools put in a dataset beside the content, as they write it: the share
 * access document "Share preview access" publishes and a preview secret (their ids and types
 * from @sanity/preview-url-secret's constants), a system group, an AI Assist document.
 */
const sanityOwnDocuments = [
  {
    _id: 'sanity-preview-url-secret.share-access',
    _type: 'sanity.previewUrlShareAccess',
    secret: 'shared-secret-0123456789',
    studioUrl: 'https://kerbside.sanity.studio',
  },
  {
    _id: 'sanity-preview-url-secret.0b1c2d3e',
    _type: 'sanity.previewUrlSecret',
    secret: 'one-time-secret',
    studioUrl: 'https://kerbside.sanity.studio',
  },
  { _id: '_.groups.editor', _type: 'system.group', grants: [] },
  { _id: 'sanity.assist.schemaType.town', _type: 'sanity.assist.schemaType.annotations' },
  // A type the Studio does not have (left by an older schema): not the site's to show.
  { _id: 'banner.summer', _type: 'banner', text: 'Summer offer' },
]

/** Runs the pull on `documents` written as a fixture; `problems` are the lines it lists. */
async function pullFrom(name: string, documents: unknown[]) {
  const fixture = join(dir, name)
  writeFileSync(fixture, toNdjson(documents as SanityDocument[]))
  const result = await pull({
    CONTENT_FIXTURE: fixture,
    CONTENT_SNAPSHOT: snapshot,
  })
  const problems = result.stderr.split('\n').filter((line) => line.startsWith('  - '))
  return { ...result, problems }
}

describe('content:pull from a fixture', () => {
  it('copies the fixture into the snapshot', async () => {
    const result = await runScript('scripts/pull.ts', [], { CONTENT_SNAPSHOT: snapshot })
    expect(result.stderr).toContain('wrote')
    expect(result.code).toBe(0)
    expect(parseNdjson(readFileSync(snapshot, 'utf8'), 'snapshot')).toEqual(
      parseNdjson(fixtureText(), 'fixture'),
    )
  })

  it('stops with the file name when the fixture does not exist, leaving no snapshot', async () => {
    writeFileSync(snapshot, '{"_id":"stale","_type":"x"}\n')
    const missing = join(dir, 'nope.ndjson')
    const result = await pull({
      CONTENT_FIXTURE: missing,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(`${missing}: content fixture not found`)
    expect(existsSync(snapshot)).toBe(false)
  })

  it("stops before any work on a host's production build with no public address, naming SITE_URL", async () => {
    const hosts = {
      'Netlify production build': { CONTEXT: 'production', URL: '' },
      'Cloudflare Pages production build': { CF_PAGES: '1', CF_PAGES_BRANCH: 'main' },
    }
    for (const [build, env] of Object.entries(hosts)) {
      const result = await pull({ ...env, SITE_URL: '', CONTENT_SNAPSHOT: snapshot })
      expect(result.code, build).toBe(1)
      expect(result.stderr, build).toMatch(
        new RegExp(
          `^content:pull failed: SITE_URL is not set, and this is a ${build}\\. Set SITE_URL to`,
        ),
      )
      // Nothing read, nothing fetched, nothing written.
      expect(result.stderr.trim().split('\n'), build).toHaveLength(1)
      expect(existsSync(snapshot), build).toBe(false)
    }
  })

  it('names the file and line of an NDJSON line that does not parse', async () => {
    const broken = join(dir, 'broken.ndjson')
    const lines = fixtureText().trim().split('\n')
    lines.splice(2, 0, '{"_id": "half", "_type": ')
    writeFileSync(broken, lines.join('\n'))
    const result = await pull({
      CONTENT_FIXTURE: broken,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(new RegExp(`${broken}:3: not valid JSON`))
    expect(result.stderr.trim().split('\n')).toHaveLength(2) // the "reading" line and one error
    expect(existsSync(snapshot)).toBe(false)
  })

  it("stops on what the Studio refuses, one line per problem in the Studio's words", async () => {
    // The broken copies of the issue: each value emptied or broken in a different document.
    // biome-ignore lint/suspicious/noExplicitAny: reaching into fixture documents to break them
    type Loose = any
    const documents: Loose[] = parseNdjson(fixtureText(), 'fixture')
    const byId = (id: string): Loose => documents.find((document) => document._id === id)
    const home = byId('homePage')
    home.servicesSection.panels[1].picture.alt = ''
    const town = byId('town.swindon')
    town.whyChoose[2].title = ''
    town.neighbourhoods[7] = ''
    const settings = byId('siteSettings')
    delete settings.responseTimes.city
    settings.phoneDisplay = '0808-157-0247'
    const sectionOf = (type: string) =>
      documents
        .filter((document) => document._type === 'service')
        .flatMap((service: Loose) =>
          service.sections.map((section: Loose, index: number) => ({ service, section, index })),
        )
        .find(({ section }) => section._type === type)
    const steps = sectionOf('stepsSection')
    delete steps.section.steps[0].title
    const features = sectionOf('featureGridSection')
    features.section.items[1].title = ''
    const result = await pullFrom('broken.ndjson', documents)
    expect(result.code).toBe(1)
    expect(existsSync(snapshot)).toBe(false)
    const lines = result.problems
    expect(lines.sort()).toEqual(
      [
        '  - homePage (homePage) servicesSection.panels[1].picture.alt: Describe the picture for screen readers in "Alt text", or tick "Decorative" if it adds nothing a visitor needs to know.',
        `  - ${steps.service._id} (service) sections[${steps.index}].steps[0].title: Give the step a title.`,
        `  - ${features.service._id} (service) sections[${features.index}].items[1].title: Give the card a title.`,
        '  - siteSettings (siteSettings) phoneDisplay: Write a UK number starting with 0, spaced the usual way, such as 0808 157 0247.',
        '  - siteSettings (siteSettings) responseTimes.city: Enter a response time, for example "45 minutes".',
        '  - town.swindon (town) neighbourhoods[7]: Fill in this item, or remove it from the list.',
        '  - town.swindon (town) whyChoose[2].title: Give the reason a title.',
      ].sort(),
    )
    expect(result.stderr).toContain('The content has 7 problem(s)')
  })

  it('stops on a postcode district listed by two towns, naming both, and on a malformed one', async () => {
    type Town = { _id: string; postcodeDistricts: string[] }
    const documents = parseNdjson(fixtureText(), 'fixture')
    const town = (id: string) =>
      documents.find((document) => document._id === id) as unknown as Town
    town('town.bath').postcodeDistricts.push('SN14')
    town('town.oxford').postcodeDistricts.push('OXFORD')
    const result = await pullFrom('districts.ndjson', documents)
    expect(result.code).toBe(1)
    expect(existsSync(snapshot)).toBe(false)
    const lines = result.problems
    expect(lines).toContain(
      '  - town.bath (town) postcodeDistricts: SN14 is listed by both Bath (Somerset) and Chippenham (Wiltshire). A district belongs to one town only: remove it from one of them.',
    )
    expect(lines).toContain(
      '  - town.chippenham (town) postcodeDistricts: SN14 is listed by both Chippenham (Wiltshire) and Bath (Somerset). A district belongs to one town only: remove it from one of them.',
    )
    expect(lines.some((line) => line.startsWith('  - town.oxford (town) postcodeDistricts['))).toBe(
      true,
    )
    expect(lines).toHaveLength(3)
  })

  it('prints warnings and still writes the snapshot', async () => {
    const documents = parseNdjson(fixtureText(), 'fixture')
    const page = documents.find(
      (document) => document._id === 'legalPage.cookie-policy',
    ) as unknown as {
      seo: { description: string }
    }
    page.seo.description = 'Cookies.'
    const result = await pullFrom('warned.ndjson', documents)
    expect(result.code).toBe(0)
    expect(result.stderr).toContain("1 warning(s) from the Studio's rules (not fatal)")
    expect(result.stderr).toMatch(/ {2}- legalPage\.cookie-policy \(legalPage\) seo\.description: /)
    expect(existsSync(snapshot)).toBe(true)
  })

  it("takes the Studio's types only: a dataset with share preview access and Sanity's own documents still builds", async () => {
    const documents = parseNdjson(fixtureText(), 'fixture')
    const result = await pullFrom('shared.ndjson', [...documents, ...sanityOwnDocuments])
    expect(result.problems).toEqual([])
    expect(result.code).toBe(0)
    const pulled = parseNdjson(readFileSync(snapshot, 'utf8'), 'snapshot')
    expect(pulled).toEqual(documents)
    expect(readFileSync(snapshot, 'utf8')).not.toContain('secret')
  })

  it('refuses redirects that are patterns or lead off the site by a trick, naming each', async () => {
    const documents = parseNdjson(fixtureText(), 'fixture')
    const hostile = [
      {
        _id: 'redirect.hijack',
        _type: 'redirect',
        from: '/:a/:b',
        to: 'https://evil.example/',
        permanent: true,
      },
      { _id: 'redirect.splat', _type: 'redirect', from: '/img/*', to: '/', permanent: true },
      {
        _id: 'redirect.slash',
        _type: 'redirect',
        from: '/old-offer',
        to: '/\\evil.example',
        permanent: true,
      },
      {
        _id: 'redirect.table',
        _type: 'redirect',
        from: '/areas-covered/postcodes.json',
        to: '/',
        permanent: true,
      },
    ]
    const result = await pullFrom('hostile.ndjson', [...documents, ...hostile])
    expect(result.code).toBe(1)
    expect(existsSync(snapshot)).toBe(false)
    expect(result.problems.sort()).toEqual(
      [
        `  - redirect.hijack (redirect) from: Remove the ':': the host reads ':name' as a placeholder matching any part of an address, the site's own files among them. Write each old address in full.`,
        `  - redirect.splat (redirect) from: Remove the '*': the host reads it as a wildcard matching many addresses, the site's own files among them. Add one redirect per old address.`,
        `  - redirect.slash (redirect) to: Remove the '\\': browsers read it as '/', so /\\example.com would open another website.`,
        '  - redirect.table (redirect) from: /areas-covered/postcodes.json is a file the site build writes. A redirect here would hide it: choose an address that no longer exists.',
      ].sort(),
    )
  })

  it('rejects an unknown flag with the usage', async () => {
    const result = await runScript('scripts/pull.ts', ['--frobnicate'], {
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain("Unknown option '--frobnicate'")
    expect(result.stderr).toContain('Usage: npm run content:pull')
  })
})

describe('content:pull from Sanity (local stand-in)', () => {
  let lake: ContentLake | undefined
  afterEach(async () => {
    await lake?.close()
    lake = undefined
  })

  /** Runs the pull against a stand-in Content Lake holding `documents`. */
  async function pullFromLake(documents: unknown[]) {
    lake = await startContentLake({ documents: documents as SanityDocument[], token: 'read-token' })
    return pull({
      SANITY_PROJECT_ID: 'test-project',
      SANITY_DATASET: 'production',
      SANITY_API_READ_TOKEN: 'read-token',
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
  }

  /** The pull made one request and wrote exactly `documents`. */
  function expectOneRequestFor(documents: readonly SanityDocument[]) {
    expect(lake?.requests).toHaveLength(1)
    const pulled = parseNdjson(readFileSync(snapshot, 'utf8'), 'snapshot')
    expect(pulled.map((doc) => doc._id).sort()).toEqual(documents.map((doc) => doc._id).sort())
  }

  it('makes exactly one request and writes the published documents only', async () => {
    const documents = parseNdjson(fixtureText(), 'fixture')
    const result = await pullFromLake([
      ...documents,
      { _id: 'drafts.service.brake-service', _type: 'service', title: 'Unpublished' },
    ])
    expect(result.stderr).not.toContain('failed')
    expect(result.code).toBe(0)
    expectOneRequestFor(documents)
  })

  it("asks Sanity for the Studio's types only, leaving share preview access and Sanity's own documents there", async () => {
    const documents = parseNdjson(fixtureText(), 'fixture')
    const result = await pullFromLake([...documents, ...sanityOwnDocuments])
    expect(result.stderr).not.toContain('problem')
    expect(result.code).toBe(0)
    expectOneRequestFor(documents)
  })

  it('stops with the status and what to check when Sanity answers an error; no fallback', async () => {
    lake = await startContentLake({ documents: [], token: 'right' })
    const result = await pull({
      SANITY_PROJECT_ID: 'test-project',
      SANITY_API_READ_TOKEN: 'wrong',
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('HTTP 401')
    expect(result.stderr).toContain('SANITY_API_READ_TOKEN')
    expect(existsSync(snapshot)).toBe(false)
  })

  it('reports a server error status', async () => {
    lake = await startContentLake({ failWith: { status: 503, times: 5 } })
    const result = await pull({
      SANITY_PROJECT_ID: 'test-project',
      SANITY_API_HOST: lake.url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('HTTP 503')
    expect(existsSync(snapshot)).toBe(false)
  })

  it('says it cannot reach Sanity when the host is down, and never falls back to the fixture', async () => {
    const closed = await startContentLake()
    const url = closed.url
    await closed.close()
    const result = await pull({
      SANITY_PROJECT_ID: 'test-project',
      SANITY_API_HOST: url,
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('Could not reach Sanity')
    expect(result.stderr).toContain('SANITY_API_HOST')
    expect(existsSync(snapshot)).toBe(false)
  })

  it('explains a malformed project id before making any request', async () => {
    const result = await pull({
      SANITY_PROJECT_ID: 'Not A Project!',
      CONTENT_SNAPSHOT: snapshot,
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SANITY_PROJECT_ID "Not A Project!" is not a Sanity project id')
  })
})
