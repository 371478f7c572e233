// @vitest-environment jsdom
// The live-state badge and the "Live site" tool rendered with Sanity UI, reading the build
// record from a real HTTP server on 127.0.0.1 (scripts/serve.ts, which applies the `_headers`
// postbuild writes for /build.json). Only the Studio's own list of published documents is
// handed in; everything between the live site and the screen is the code the Studio runs.
//
// No verdict here depends on how fast the machine is: both clocks the Studio reads stand still
// at `siteNow` (this computer's, faked; the live site's, the Date header a rule of the test
// site's _headers sends), so "published 40 minutes ago" is 40 minutes however long the test
// takes, and every wait for the screen waits for what it waits for (asyncUtilTimeout below is
// there to stop a hung test, not to time one).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Badge, ThemeProvider } from '@sanity/ui'
import { buildTheme } from '@sanity/ui/theme'
import {
  act,
  cleanup,
  configure,
  fireEvent,
  getConfig,
  render,
  screen,
  waitFor,
} from '@testing-library/react'
import type { ReactNode } from 'react'
import type { DocumentBadgeProps } from 'sanity'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildRecord, buildRecordOutput } from '../../scripts/build/index.ts'
import { formatHeadersFile, type RunningServer, startServer } from '../../scripts/host/index.ts'
import { rebuildingRefreshMs } from '../lib/live-state.ts'
import { badgeColors, liveStateBadge } from './badge.ts'
import type { LiveStatusConfig } from './config.ts'
import { liveSiteAddress } from './config.ts'
import { LiveStatusPanel, type PublishedDocument } from './tool.tsx'
import { forgetLiveSiteReadings } from './use-live-site.ts'

const theme = buildTheme()
const minute = 60_000
const studio = { projectId: 'kerbside', dataset: 'production' }
/**
 * The time on both clocks in every test (whole seconds, as a Date header has): the live site's
 * (its Date header) and this computer's (Date, faked).
 */
const siteNow = Date.parse('2026-11-24T09:00:00Z')
const minutesAgo = (minutes: number) => new Date(siteNow - minutes * minute)

function withTheme(children: ReactNode) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>
}

let site: RunningServer
let siteDir: string

/** Where postbuild writes the record, and its `_headers` rule (for the Studio's origin). */
function recordOutput() {
  return buildRecordOutput(
    siteDir,
    { documents: [], addresses: [] },
    { SANITY_STUDIO_URL: 'http://127.0.0.1:4533' },
  )
}

/** Puts a build record on the test site, where postbuild writes it (wrangler reads it anew). */
function serveRecord(record: ReturnType<typeof buildRecord>) {
  writeFileSync(recordOutput().file, JSON.stringify(record))
}

/**
 * Publishes a build record on the test site, as postbuild would; `live` holds the durations of
 * the builds before it, which the record keeps.
 */
function publishBuild(
  documents: { _id: string; _type: string; _rev: string }[],
  builtAt: Date,
  live?: { builds: { builtAt: string; seconds: number }[] },
) {
  const earlier = live && {
    ...buildRecord({ documents: [], addresses: [] }, studio, builtAt),
    ...live,
  }
  serveRecord(buildRecord({ documents, addresses: [], live: earlier }, studio, builtAt))
}

const asyncUtilTimeout = getConfig().asyncUtilTimeout

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'live-site-'))
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Live site</title>')
  // As on the real site: without a 404 page, Cloudflare Pages would answer unknown paths with
  // index.html (its single-page-app mode).
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>Not found</title>')
  // Written once, before wrangler starts: it reads pages and files on each request, but _headers
  // only when it notices a change (tests/build/check-live.test.ts). The site's clock is siteNow.
  const { rule } = recordOutput()
  const clock: [string, string] = ['Date', new Date(siteNow).toUTCString()]
  writeFileSync(
    join(siteDir, '_headers'),
    formatHeadersFile([{ ...rule, headers: [...rule.headers, clock] }]),
  )
  site = await startServer({ root: siteDir, port: 0, host: '127.0.0.1' })
  // A wait for an answer on a loaded machine (a render, a request to wrangler) may take seconds:
  // the library's 1 s default would time the machine, this only stops a hung test.
  configure({ asyncUtilTimeout: 60_000 })
})

afterAll(async () => {
  configure({ asyncUtilTimeout })
  await site?.close()
  rmSync(siteDir, { recursive: true, force: true })
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: siteNow })
})

afterEach(() => {
  vi.useRealTimers()
  cleanup()
  forgetLiveSiteReadings()
})

/** A tool whose fix is never pressed. */
const noFix = async () => {
  throw new Error('no redirect expected')
}

function config(address = liveSiteAddress(site.url)): LiveStatusConfig {
  return { address, studio, typeTitle: (type) => ({ town: 'Town', faq: 'FAQ' })[type] ?? type }
}

/** The badge as the Studio shows one: a Sanity UI badge, its description's title on hover. */
function BadgeOf({
  badge,
  props,
}: {
  badge: ReturnType<typeof liveStateBadge>
  props: DocumentBadgeProps
}) {
  const description = badge(props)
  if (!description) return null
  const tone = {
    success: 'positive',
    warning: 'caution',
    danger: 'critical',
    primary: 'primary',
  } as const
  return (
    <Badge tone={description.color ? tone[description.color] : 'default'} title={description.title}>
      {description.label}
    </Badge>
  )
}

function badgeProps(id: string, published: { _rev: string; _updatedAt: string } | null) {
  return {
    id,
    type: 'town',
    published: published && {
      _id: id,
      _type: 'town',
      _createdAt: published._updatedAt,
      ...published,
    },
    draft: null,
    version: null,
    liveEdit: false,
    liveEditSchemaType: false,
    ready: true,
    transactionSyncLock: null,
    release: undefined,
  } as unknown as DocumentBadgeProps
}

/**
 * Renders the badge of town.bath published `publishedMinutesAgo` as `publishedRev`, against a
 * live build `builtMinutesAgo` holding revision r1, and returns its label's title once read.
 */
async function badgeAgainstBuild(
  publishedRev: string,
  publishedMinutesAgo: number,
  builtMinutesAgo: number,
  label: string,
): Promise<string | null | undefined> {
  publishBuild([{ _id: 'town.bath', _type: 'town', _rev: 'r1' }], minutesAgo(builtMinutesAgo))
  const published = {
    _rev: publishedRev,
    _updatedAt: minutesAgo(publishedMinutesAgo).toISOString(),
  }
  render(
    withTheme(
      <BadgeOf badge={liveStateBadge(config())} props={badgeProps('town.bath', published)} />,
    ),
  )
  expect(screen.getByText('Checking live site…')).toBeInTheDocument()
  return (await screen.findByText(label)).closest('[title]')?.getAttribute('title')
}

describe('the live-state badge', () => {
  it('says "Live" when the live site has the published revision', async () => {
    expect(await badgeAgainstBuild('r1', 9, 5, 'Live')).toMatch(
      /^Live: the website shows this version/,
    )
    expect(badgeColors.positive).toBe('success')
  })

  it('says "Going live" for a revision published 3 minutes ago that the build lacks', async () => {
    expect(await badgeAgainstBuild('r2', 3.5, 60, 'Going live')).toMatch(
      /^Published 3 minutes ago and the site is rebuilding/,
    )
  })

  it('says "Not live" 15 minutes after the publish, with what to do', async () => {
    expect(await badgeAgainstBuild('r2', 20.5, 60, 'Not live')).toMatch(
      /^Published 20 minutes ago and still not live\..*deploy log/,
    )
  })

  it('counts down while going live, and turns Live by itself once the new build is served', async () => {
    // This computer's timers and clock move with real time from siteNow, and jump when told
    // (the record is read for real); the site's clock stays at siteNow.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'Date'],
      now: siteNow,
    })
    try {
      const builds = [44, 38, 40].map((seconds, index) => ({
        builtAt: minutesAgo((3 - index) * 10).toISOString(),
        seconds,
      }))
      publishBuild([{ _id: 'town.bath', _type: 'town', _rev: 'r1' }], new Date(siteNow), {
        builds,
      })
      const published = { _rev: 'r2', _updatedAt: new Date(siteNow - 10_000).toISOString() }
      render(
        withTheme(
          <BadgeOf badge={liveStateBadge(config())} props={badgeProps('town.bath', published)} />,
        ),
      )
      // Built about 40 s after the Publish, 10 s ago by the site's clock.
      const going = await screen.findByText('Going live in about 30 seconds')
      expect(going.closest('[title]')?.getAttribute('title')).toMatch(
        /The last builds took about 40 seconds, so it should be live by \d\d:\d\d:\d\d; this turns to Live by itself/,
      )
      // The host deploys the build with the Publish: the badge reads it at its next quick tick,
      // long before the 30 s of its usual reading.
      publishBuild([{ _id: 'town.bath', _type: 'town', _rev: 'r2' }], new Date(siteNow), {
        builds,
      })
      await act(async () => {
        vi.advanceTimersByTime(rebuildingRefreshMs)
      })
      expect(await screen.findByText('Live')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('says the live site was not reached when it answers 404, and why', async () => {
    const badge = liveStateBadge(config({ origin: `${site.url}/nowhere` }))
    render(withTheme(<BadgeOf badge={badge} props={badgeProps('town.bath', null)} />))
    const unreached = await screen.findByText('Live site not reached')
    expect(unreached.closest('[title]')?.getAttribute('title')).toContain(
      'HTTP 404: the live site has no build record yet',
    )
  })

  it('gives a clear message, not an error, when SANITY_STUDIO_SITE_URL is not set', async () => {
    const badge = liveStateBadge(config(liveSiteAddress(undefined)))
    render(withTheme(<BadgeOf badge={badge} props={badgeProps('town.bath', null)} />))
    const unknown = await screen.findByText('Live state unknown')
    expect(unknown.closest('[title]')?.getAttribute('title')).toContain(
      'SANITY_STUDIO_SITE_URL is not set',
    )
  })
})

describe('the "Live site" tool', () => {
  const documents: PublishedDocument[] = [
    {
      _id: 'town.bath',
      _type: 'town',
      _rev: 'r2',
      _updatedAt: minutesAgo(2.5).toISOString(),
      title: 'Bath',
    },
    {
      _id: 'faq.payment',
      _type: 'faq',
      _rev: 'f2',
      _updatedAt: minutesAgo(40.5).toISOString(),
      title: 'How do I pay?',
    },
    {
      _id: 'town.bristol',
      _type: 'town',
      _rev: 'b1',
      _updatedAt: minutesAgo(90).toISOString(),
      title: 'Bristol',
    },
  ]

  it('lists what is published but not live, with the build time, and clears once a build has it all', async () => {
    publishBuild(
      [
        { _id: 'town.bath', _type: 'town', _rev: 'r1' },
        { _id: 'faq.payment', _type: 'faq', _rev: 'f1' },
        { _id: 'town.bristol', _type: 'town', _rev: 'b1' },
        { _id: 'town.oxford', _type: 'town', _rev: 'o1' },
      ],
      minutesAgo(60.5),
    )
    render(
      withTheme(
        <LiveStatusPanel
          config={config()}
          loadPublished={async () => ({ documents, redirects: [] })}
          redirectLost={noFix}
        />,
      ),
    )
    expect(screen.queryByText(/now answer 404/)).toBeNull()

    expect(await screen.findByText('Published but not live yet (3)')).toBeInTheDocument()
    expect(
      screen.getByText(
        /^The live site was built at .* \(60 minutes ago\), from project "kerbside", dataset "production"\.$/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Bath').closest('[data-ui="Card"]')).toHaveTextContent(
      /Going live.*Town.*Published 2 minutes ago/,
    )
    expect(screen.getByText('How do I pay?').closest('[data-ui="Card"]')).toHaveTextContent(
      /Not live.*FAQ.*Published 40 minutes ago and still not live/,
    )
    // Deleted in the Studio, still on the live site:
    expect(screen.getByText('town.oxford').closest('[data-ui="Card"]')).toHaveTextContent(
      /Still on the live site/,
    )
    expect(screen.queryByText('Bristol')).toBeNull()

    // The site rebuilds with everything; "Check now" reads the new record.
    publishBuild(
      documents.map(({ _id, _type, _rev }) => ({ _id, _type, _rev })),
      new Date(siteNow),
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check now' }))
    })
    await waitFor(() =>
      expect(screen.getByText('Everything published is live.')).toBeInTheDocument(),
    )
    expect(screen.getByText('Published but not live yet (0)')).toBeInTheDocument()
  })

  it('lists the addresses that now answer 404, and makes the obvious redirect in one click', async () => {
    // The live site served Bath's page, a page of no known kind and a redirect from /tyres; the
    // build that replaced it has none of them (the record's lost list, as postbuild writes it from the earlier record).
    const record = buildRecord(
      {
        documents: [],
        addresses: ['/', '/areas-covered/'],
        live: {
          ...buildRecord({ documents: [], addresses: [] }, studio, minutesAgo(120)),
          addresses: [
            '/',
            '/areas-covered/',
            '/areas-covered/mobile-tyre-fitting-bath/',
            '/old/offers/',
          ],
          redirects: [{ from: '/tyres', to: '/services/mobile-tyre-fitting/', status: 301 }],
          lost: [],
        },
      },
      studio,
      minutesAgo(60),
    )
    serveRecord(record)
    const made: string[] = []
    let refuse = true
    const redirectLost = async (path: string, to: string) => {
      if (refuse) throw new Error('the Content Lake answered 403')
      made.push(`${path} → ${to}`)
      return { from: path, to }
    }
    // The old /tyres redirect, published again by someone else before this tab read the dataset.
    const redirects = [{ from: '/tyres', to: '/services/mobile-tyre-fitting/' }]
    render(
      withTheme(
        <LiveStatusPanel
          config={config()}
          loadPublished={async () => ({ documents: [], redirects })}
          redirectLost={redirectLost}
        />,
      ),
    )
    expect(await screen.findByText('These addresses now answer 404 (3)')).toBeInTheDocument()
    const card = (path: string) => screen.getByText(path).closest('[data-ui="Card"]')
    expect(card('/old/offers/')).toHaveTextContent(
      /Add a redirect \(Redirects → Create\) to the page that replaces it/,
    )
    // Read from the dataset, not from a press in this tab: a reload says the same.
    await waitFor(() =>
      expect(card('/tyres')).toHaveTextContent(
        'A redirect from /tyres to /services/mobile-tyre-fitting/ is published: the address works again after the next build.',
      ),
    )
    expect(
      screen.queryByRole('button', { name: 'Redirect to /services/mobile-tyre-fitting/' }),
    ).toBeNull()

    // A press the lake refuses says why and leaves the button to try again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Redirect to /areas-covered/' }))
    })
    expect(card('/areas-covered/mobile-tyre-fitting-bath/')).toHaveTextContent(
      'The redirect could not be made: the Content Lake answered 403',
    )
    refuse = false
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Redirect to /areas-covered/' }))
    })
    expect(made).toEqual(['/areas-covered/mobile-tyre-fitting-bath/ → /areas-covered/'])
    expect(card('/areas-covered/mobile-tyre-fitting-bath/')).toHaveTextContent(
      /^\/areas-covered\/mobile-tyre-fitting-bath\/A redirect from \/areas-covered\/mobile-tyre-fitting-bath\/ to \/areas-covered\/ is published: the address works again after the next build\.$/,
    )
    expect(screen.queryByRole('button', { name: /^Redirect to/ })).toBeNull()
  })

  it('says the live site cannot be reached instead of listing anything', async () => {
    render(
      withTheme(
        <LiveStatusPanel
          config={config({ origin: 'http://127.0.0.1:9' })}
          loadPublished={async () => ({ documents, redirects: [] })}
          redirectLost={noFix}
        />,
      ),
    )
    expect(
      await screen.findByText(
        /^The live site could not be reached at http:\/\/127\.0\.0\.1:9\/build\.json/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Published but not live yet/)).toBeNull()
  })
})
