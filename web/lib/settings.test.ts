import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildContext,
  datasetName,
  loadRootEnv,
  placeholderSiteOrigin,
  port,
  projectId,
  publicSite,
  SettingsError,
  sanityConnection,
  studioOrigin,
  studioSettings,
  webAddress,
} from './settings'

/** The error `read` throws, which must be a SettingsError. */
function refusal(read: () => unknown): SettingsError {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError)
    return error as SettingsError
  }
  throw new Error('expected a SettingsError, nothing was thrown')
}

describe('web addresses', () => {
  const origin = { path: 'refuse', example: 'https://www.example.org' } as const
  it('trims, lower-cases the host, drops the default port and the trailing slash', () => {
    expect(webAddress('SITE_URL', ' HTTPS://WWW.Example.ORG:443/ ', origin)).toBe(
      'https://www.example.org',
    )
    expect(webAddress('SITE_URL', 'http://127.0.0.1:4173//', origin)).toBe('http://127.0.0.1:4173')
    expect(studioOrigin('https://kerbside.sanity.studio/')).toBe('https://kerbside.sanity.studio')
    // A Studio page's address pasted whole: its origin.
    expect(studioOrigin(' https://Kerbside.Sanity.Studio/structure/service ')).toBe(
      'https://kerbside.sanity.studio',
    )
  })

  it('refuses what is not an address, naming the variable, the value and the fix', () => {
    const notAddress = refusal(() => webAddress('SITE_URL', 'www.example.org', origin))
    expect(notAddress.message).toBe(
      'SITE_URL "www.example.org" is not a web address. Set SITE_URL to e.g. https://www.example.org.',
    )
    expect(notAddress.variable).toBe('SITE_URL')
    expect(notAddress.value).toBe('www.example.org')
    expect(refusal(() => webAddress('SITE_URL', 'ftp://example.org', origin)).message).toBe(
      'SITE_URL "ftp://example.org" must start with https:// (or http:// on this machine). Set SITE_URL to e.g. https://www.example.org.',
    )
    expect(refusal(() => webAddress('SITE_URL', 'https://example.org/?x=1', origin)).message).toBe(
      'SITE_URL "https://example.org/?x=1" has a user name, a query or a fragment. Set SITE_URL to the address alone, e.g. https://www.example.org.',
    )
    expect(refusal(() => webAddress('SITE_URL', 'https://example.org/shop/', origin)).message).toBe(
      'SITE_URL "https://example.org/shop/" has a path; it must be the address of the site root. Set SITE_URL to https://example.org.',
    )
    expect(refusal(() => studioOrigin('  ')).message).toMatch(
      /^SANITY_STUDIO_URL is not set\. Set it to the address staff open the Studio at/,
    )
    expect(refusal(() => studioOrigin('kerbside.sanity.studio')).message).toBe(
      'SANITY_STUDIO_URL "kerbside.sanity.studio" is not a web address. Set SANITY_STUDIO_URL to e.g. https://kerbside.sanity.studio.',
    )
  })
})

describe('Sanity settings', () => {
  it('reads project, dataset, token and API host, trimmed', () => {
    expect(
      sanityConnection(
        {
          SANITY_PROJECT_ID: ' abc123 ',
          SANITY_DATASET: '',
          SANITY_API_READ_TOKEN: ' sk ',
          SANITY_API_HOST: 'http://127.0.0.1:4010/',
        },
        'SANITY_API_READ_TOKEN',
      ),
    ).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      token: 'sk',
      apiHost: 'http://127.0.0.1:4010',
    })
  })

  it('refuses a missing or malformed project id and a bad dataset, with the fix', () => {
    expect(refusal(() => projectId('SANITY_PROJECT_ID', ' ')).message).toBe(
      'SANITY_PROJECT_ID is not set. Set it to your Sanity project id (sanity.io/manage), in the environment or in .env at the repository root.',
    )
    expect(refusal(() => projectId('SANITY_PROJECT_ID', 'My Project')).message).toBe(
      'SANITY_PROJECT_ID "My Project" is not a Sanity project id. Copy it from sanity.io/manage: lowercase letters, digits and dashes only.',
    )
    expect(refusal(() => datasetName('SANITY_DATASET', 'Prod')).message).toBe(
      'SANITY_DATASET "Prod" is not a valid dataset name. Use lowercase letters, digits, "_" and "-", at most 64 characters (e.g. production).',
    )
    expect(
      refusal(() =>
        sanityConnection(
          { SANITY_PROJECT_ID: 'abc', SANITY_API_HOST: 'http://127.0.0.1:4010/v1' },
          'SANITY_API_READ_TOKEN',
        ),
      ).variable,
    ).toBe('SANITY_API_HOST')
  })
})

describe('ports', () => {
  it('reads a port, with its default when unset', () => {
    expect(port('PREVIEW_PORT', undefined, 3001)).toBe(3001)
    expect(port('PREVIEW_PORT', ' 5100 ', 3001)).toBe(5100)
  })
  it('refuses what is not a port', () => {
    expect(refusal(() => port('PREVIEW_PORT', '80a', 3001)).message).toBe(
      'PREVIEW_PORT "80a" is not a port number. Set it to a whole number from 1 to 65535, or leave it unset for 3001.',
    )
    expect(refusal(() => port('PREVIEW_PORT', '70000', 3001)).value).toBe('70000')
  })
})

describe('the public site by build context', () => {
  it('local: SITE_URL, normalised, or the placeholder; indexed', () => {
    expect(publicSite({})).toEqual({
      origin: placeholderSiteOrigin,
      indexed: true,
      note: undefined,
    })
    expect(publicSite({ SITE_URL: ' HTTPS://Www.Example.co.uk/ ' }).origin).toBe(
      'https://www.example.co.uk',
    )
    // Netlify's local `netlify dev` is not a host build.
    expect(buildContext({ CONTEXT: 'dev' })).toEqual({ host: 'local' })
  })

  it('Netlify production: SITE_URL; else Netlify’s URL, said in the note; else refused', () => {
    const netlify = { CONTEXT: 'production', URL: 'https://kerbside.netlify.app' }
    expect(publicSite({ ...netlify, SITE_URL: 'https://www.kerbside.co.uk/' })).toEqual({
      origin: 'https://www.kerbside.co.uk',
      indexed: true,
      note: undefined,
    })
    const fromUrl = publicSite(netlify)
    expect(fromUrl.origin).toBe('https://kerbside.netlify.app')
    expect(fromUrl.indexed).toBe(true)
    expect(fromUrl.note).toBe(
      "SITE_URL is not set: canonical links, sitemap and share cards use Netlify's URL, https://kerbside.netlify.app. Set SITE_URL to publish on another address (your own domain).",
    )
    const unset = refusal(() => publicSite({ CONTEXT: 'production' }))
    expect(unset.variable).toBe('SITE_URL')
    expect(unset.message).toMatch(
      /^SITE_URL is not set, and this is a Netlify production build\. Set SITE_URL to the address the public opens/,
    )
    expect(unset.message).toContain(placeholderSiteOrigin)
  })

  it('a production build never publishes the placeholder or a local address', () => {
    for (const value of [placeholderSiteOrigin, 'http://localhost:3000', 'https://shop.test']) {
      const error = refusal(() => publicSite({ CONTEXT: 'production', SITE_URL: value }))
      expect(error.message).toBe(
        `SITE_URL "${value}" is not a public address, and this is a Netlify production build. Set SITE_URL to the address the public opens, e.g. https://www.your-domain.co.uk, in the host's environment variables.`,
      )
    }
    expect(() => publicSite({ SITE_URL: 'http://localhost:3000' })).not.toThrow()
  })

  it('Netlify deploy previews and branch deploys: their own address, noindex', () => {
    for (const context of ['deploy-preview', 'branch-deploy']) {
      const site = publicSite({
        CONTEXT: context,
        SITE_URL: 'https://www.kerbside.co.uk',
        URL: 'https://kerbside.netlify.app',
        DEPLOY_PRIME_URL: `https://${context}--kerbside.netlify.app/`,
      })
      expect(site.origin).toBe(`https://${context}--kerbside.netlify.app`)
      expect(site.indexed).toBe(false)
      expect(site.note).toContain('noindex')
    }
    expect(refusal(() => publicSite({ CONTEXT: 'deploy-preview' })).variable).toBe(
      'DEPLOY_PRIME_URL',
    )
  })

  it('Cloudflare Pages: the production branch needs SITE_URL; other branches their own address, noindex', () => {
    const pages = { CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a1b.kerbside.pages.dev' }
    expect(
      publicSite({ ...pages, CF_PAGES_BRANCH: 'main', SITE_URL: 'https://www.kerbside.co.uk' }),
    ).toEqual({ origin: 'https://www.kerbside.co.uk', indexed: true, note: undefined })
    const unset = refusal(() => publicSite({ ...pages, CF_PAGES_BRANCH: 'main' }))
    expect(unset.message).toMatch(
      /^SITE_URL is not set, and this is a Cloudflare Pages production build\. Set SITE_URL/,
    )
    const branch = publicSite({
      ...pages,
      CF_PAGES_BRANCH: 'new-towns',
      SITE_URL: 'https://www.kerbside.co.uk',
    })
    expect(branch).toMatchObject({ origin: 'https://3f2a1b.kerbside.pages.dev', indexed: false })
    expect(branch.note).toContain('branch "new-towns"')
    // The production branch is PRODUCTION_BRANCH when set.
    expect(
      publicSite({ ...pages, CF_PAGES_BRANCH: 'main', PRODUCTION_BRANCH: 'live' }).indexed,
    ).toBe(false)
    expect(() =>
      publicSite({ ...pages, CF_PAGES_BRANCH: 'live', PRODUCTION_BRANCH: ' live ' }),
    ).toThrow(/^SITE_URL is not set, and this is a Cloudflare Pages production build/)
  })
})

describe('the Studio settings', () => {
  it('reads project, dataset and the two site addresses, normalised', () => {
    expect(
      studioSettings({
        SANITY_STUDIO_PROJECT_ID: ' abc123 ',
        SANITY_STUDIO_PREVIEW_URL: 'https://Preview.Example.org/',
        SANITY_STUDIO_SITE_URL: 'https://www.example.org',
      }),
    ).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      addresses: {
        SANITY_STUDIO_PREVIEW_URL: 'https://preview.example.org',
        SANITY_STUDIO_SITE_URL: 'https://www.example.org',
      },
      problems: [],
    })
  })

  it('falls back to the local defaults and lists what dev and deploy refuse', () => {
    const settings = studioSettings({ SANITY_STUDIO_SITE_URL: 'www.example.org' })
    expect(settings.projectId).toBeUndefined()
    expect(settings.addresses).toEqual({
      SANITY_STUDIO_PREVIEW_URL: 'http://localhost:3001',
      SANITY_STUDIO_SITE_URL: placeholderSiteOrigin,
    })
    expect(settings.problems.map((problem) => problem.message)).toEqual([
      'SANITY_STUDIO_PROJECT_ID is not set. Set it to your Sanity project id (sanity.io/manage), in the environment or in .env at the repository root.',
      'SANITY_STUDIO_PREVIEW_URL is not set. Set it to the address of the preview server (npm run preview) the Preview tool shows, e.g. https://preview.your-domain.co.uk, or http://localhost:3001 on this machine, in .env at the repository root or in studio/.env.',
      'SANITY_STUDIO_SITE_URL "www.example.org" is not a web address. Set SANITY_STUDIO_SITE_URL to e.g. https://www.your-domain.co.uk.',
    ])
  })
})

describe('the root .env', () => {
  const scratch: string[] = []
  const names = ['SETTINGS_TEST_REAL', 'SETTINGS_TEST_EMPTY', 'SETTINGS_TEST_FILE']
  afterEach(() => {
    for (const name of names) delete process.env[name]
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('fills what the environment does not set; a real variable wins, even empty', () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-env-'))
    scratch.push(dir)
    const file = join(dir, '.env')
    writeFileSync(file, names.map((name) => `${name}=from-file`).join('\n'))
    process.env.SETTINGS_TEST_REAL = 'from-environment'
    process.env.SETTINGS_TEST_EMPTY = ''
    loadRootEnv(file)
    expect(process.env.SETTINGS_TEST_REAL).toBe('from-environment')
    expect(process.env.SETTINGS_TEST_EMPTY).toBe('')
    expect(process.env.SETTINGS_TEST_FILE).toBe('from-file')
  })

  it('is optional', () => {
    expect(() => loadRootEnv(join(tmpdir(), 'no-such-dir', '.env'))).not.toThrow()
  })
})
