// Every state a published document can be in against the live site's build record.
import { describe, expect, it } from 'vitest'
import {
  type BuildRecord,
  clockNote,
  type LiveSiteReading,
  liveDeadlineMinutes,
  liveState,
  overdueAdvice,
  type PublishedVersion,
  parseBuildRecord,
} from './live-state.ts'

const studio = { projectId: 'kerbside', dataset: 'production' }
const minute = 60_000
const builtAt = Date.parse('2026-11-24T09:00:00Z')

function record(documents: BuildRecord['documents'], overrides: Partial<BuildRecord> = {}) {
  return {
    builtAt: new Date(builtAt).toISOString(),
    projectId: 'kerbside',
    dataset: 'production',
    documents,
    ...overrides,
  }
}

const town = { _id: 'town.bath', _type: 'town', _rev: 'rev-built' }

function read(built: BuildRecord, clockOffsetMs?: number): LiveSiteReading {
  return { kind: 'read', url: 'https://www.example.test/build.json', record: built, clockOffsetMs }
}

function publishedAt(at: number, rev = 'rev-new'): PublishedVersion {
  return { _rev: rev, _updatedAt: new Date(at).toISOString() }
}

function stateOf(published: PublishedVersion, reading: LiveSiteReading, now: number) {
  return liveState({ id: 'town.bath', published, reading, studio, now })
}

describe('liveState', () => {
  it('is live when the build has the published revision', () => {
    const state = stateOf(
      publishedAt(builtAt - 10 * minute, 'rev-built'),
      read(record([town])),
      builtAt + minute,
    )
    expect(state).toMatchObject({ status: 'live', tone: 'positive', label: 'Live' })
    expect(state.message).toMatch(/^Live: the website shows this version/)
  })

  it('is rebuilding for a revision newer than the build, published minutes ago', () => {
    const published = publishedAt(builtAt + 5 * minute)
    const state = stateOf(published, read(record([town])), builtAt + 8 * minute)
    expect(state).toMatchObject({ status: 'rebuilding', tone: 'caution', minutes: 3 })
    expect(state.message).toMatch(/^Published 3 minutes ago and the site is rebuilding\./)
    expect(state.message).toContain('still shows the previous version')
  })

  it('says when it should be live, from the last builds’ durations, and counts down', () => {
    const builds = [50, 38, 40, 44, 36].map((seconds, index) => ({
      builtAt: new Date(builtAt - (5 - index) * 10 * minute).toISOString(),
      seconds,
    }))
    const published = publishedAt(builtAt + 5 * minute)
    const reading = read(record([town], { builds }))
    // Published 10 s ago; the builds' median is 40 s.
    const early = stateOf(published, reading, builtAt + 5 * minute + 10_000)
    expect(early).toMatchObject({
      status: 'rebuilding',
      label: 'Going live in about 30 seconds',
      secondsLeft: 30,
      minutes: 0,
    })
    expect(early.message).toMatch(
      /^Published less than a minute ago and the site is rebuilding\. The live site still shows the previous version \(built at .*\)\. The last builds took about 40 seconds, so it should be live by \d\d:\d\d:\d\d; this turns to Live by itself\. Nothing to do yet\.$/,
    )
    const late = stateOf(published, reading, builtAt + 5 * minute + 55_000)
    expect(late).toMatchObject({ label: 'Going live any moment', secondsLeft: 0 })
    const slowBuilds = builds.map((build) => ({ ...build, seconds: build.seconds * 5 }))
    expect(
      stateOf(published, read(record([town], { builds: slowBuilds })), builtAt + 5 * minute).label,
    ).toBe('Going live in about 3 minutes')
  })

  it('refuses a record whose build durations are not durations', () => {
    expect(parseBuildRecord(record([town], { builds: [{ builtAt: 'x', seconds: -1 }] }))).toMatch(
      /builds must each have a builtAt and seconds/,
    )
  })

  it('is rebuilding for a new document the build does not have yet', () => {
    const state = stateOf(publishedAt(builtAt + minute), read(record([])), builtAt + 90_000)
    expect(state.status).toBe('rebuilding')
    expect(state.message).toContain('It is not on the live site yet')
    expect(state.message).toContain('less than a minute ago')
  })

  it(`is not live after ${liveDeadlineMinutes} minutes, and says what to do`, () => {
    const published = publishedAt(builtAt + minute)
    const justBefore = stateOf(published, read(record([town])), builtAt + 15 * minute)
    expect(justBefore.status).toBe('rebuilding')
    const state = stateOf(published, read(record([town])), builtAt + 16 * minute)
    expect(state).toMatchObject({
      status: 'overdue',
      tone: 'critical',
      label: 'Not live',
      minutes: 15,
    })
    expect(state.message).toContain('Published 15 minutes ago and still not live.')
    expect(state.message).toContain(overdueAdvice)
  })

  it('after a failed build (the host keeps serving the previous one): not live, with the deploy log to check', () => {
    // Published at 10:00; the rebuild failed, so the live record is still the 09:00 build.
    const state = stateOf(
      publishedAt(builtAt + 60 * minute),
      read(record([town])),
      builtAt + 100 * minute,
    )
    expect(state.status).toBe('overdue')
    expect(state.message).toContain('Published 40 minutes ago')
    expect(state.message).toMatch(/deploy log \(Netlify: Deploys; Cloudflare Pages: Deployments\)/)
    expect(state.message).toContain('fix it here and Publish again')
  })

  it('says a deleted or unpublished document is still on the live site until the rebuild', () => {
    const state = stateOf(null, read(record([town])), builtAt + minute)
    expect(state).toMatchObject({ status: 'removal-pending', tone: 'caution' })
    expect(state.message).toMatch(
      /^This is no longer published, but the live site .* still shows it\./,
    )
  })

  it('says a never-published document is not on the live site', () => {
    const state = stateOf(null, read(record([])), builtAt + minute)
    expect(state).toMatchObject({ status: 'not-published', label: 'Not on the live site' })
  })

  it('refuses to compare with a build of another dataset or project, or of the test fixture', () => {
    const published = publishedAt(builtAt - minute, 'rev-built')
    for (const other of [
      { dataset: 'staging' },
      { projectId: 'another-project' },
      { projectId: null, dataset: null },
    ]) {
      const state = stateOf(published, read(record([town], other)), builtAt + minute)
      expect(state).toMatchObject({ status: 'other-dataset', tone: 'caution' })
      expect(state.message).toContain("check the host's SANITY_PROJECT_ID and SANITY_DATASET")
    }
    const fixture = stateOf(published, read(record([town], { projectId: null, dataset: null })), 0)
    expect(fixture.message).toContain('the test content in the repository')
  })

  it('says the live site cannot be reached, with the reason and what to do', () => {
    const state = stateOf(
      publishedAt(builtAt),
      { kind: 'unreachable', url: 'https://www.example.test/build.json', reason: 'HTTP 503' },
      builtAt,
    )
    expect(state).toMatchObject({ status: 'unreachable', label: 'Live site not reached' })
    expect(state.message).toContain('https://www.example.test/build.json (HTTP 503)')
    expect(state.message).toContain('Open the website in a browser')
  })

  it('gives a clear message, not an error, when the live site address is not set', () => {
    const state = stateOf(
      publishedAt(builtAt),
      { kind: 'unconfigured', problem: 'SANITY_STUDIO_SITE_URL is not set.' },
      builtAt,
    )
    expect(state).toMatchObject({ status: 'unconfigured', tone: 'default' })
    expect(state.message).toContain('SANITY_STUDIO_SITE_URL is not set.')
  })

  describe('clock skew', () => {
    const published = publishedAt(builtAt + minute)

    it("a clock 30 minutes fast raises no false alarm when the site's clock is known", () => {
      const trueNow = builtAt + 4 * minute
      const state = stateOf(published, read(record([town]), -30 * minute), trueNow + 30 * minute)
      expect(state).toMatchObject({ status: 'rebuilding', minutes: 3 })
      expect(state.message).toContain("This computer's clock is about 30 minutes fast")
    })

    it("a clock 30 minutes slow does not hide an overdue rebuild when the site's clock is known", () => {
      const trueNow = builtAt + 20 * minute
      const state = stateOf(published, read(record([town]), 30 * minute), trueNow - 30 * minute)
      expect(state).toMatchObject({ status: 'overdue', minutes: 19 })
      expect(state.message).toContain('about 30 minutes slow')
    })

    it('a slow clock with no site clock to correct it counts from zero, never negative', () => {
      const state = stateOf(published, read(record([town])), builtAt)
      expect(state).toMatchObject({ status: 'rebuilding', minutes: 0 })
      expect(state.message).toContain('Published less than a minute ago')
    })

    it('never decides "live" from clocks: a build stamped after the publish without its revision is not live', () => {
      const state = stateOf(publishedAt(builtAt - 30 * minute), read(record([town])), builtAt)
      expect(state.status).toBe('overdue')
    })

    it('stays quiet about a clock within two minutes of the site', () => {
      expect(clockNote(undefined)).toBe('')
      expect(clockNote(90_000)).toBe('')
      expect(clockNote(-3 * minute)).toContain('about 3 minutes fast')
    })
  })
})

describe('parseBuildRecord', () => {
  it('accepts a record and names what is wrong with anything else', () => {
    const good = record([town])
    expect(parseBuildRecord(good)).toEqual(good)
    expect(parseBuildRecord('<!doctype html>')).toMatch(/not a build record/)
    expect(parseBuildRecord({ ...good, builtAt: 'yesterday' })).toMatch(/builtAt/)
    expect(parseBuildRecord({ ...good, dataset: 3 })).toMatch(/dataset/)
    expect(parseBuildRecord({ ...good, documents: {} })).toMatch(/no documents list/)
    expect(parseBuildRecord({ ...good, documents: [{ _id: 'x', _type: 'town' }] })).toMatch(
      /without _id, _type or _rev/,
    )
  })
})
