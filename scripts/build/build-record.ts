// The build record: every static build publishes web/out/build.json, saying when it was built,
// from which Sanity project and dataset, the revision of each published document whose
// Publish changes the live site (`liveTypes`: the documents the Studio badges, and redirects),
// the redirects the build wrote (which `npm run check-live` tries on the live site: the hosts do
// not serve `_redirects`), and the page addresses it wrote and those the live site served that
// it no longer answers (studio/lib/served-addresses.ts). The Studio reads it from the live site
// to tell staff whether a Publish is live (studio/lib/live-state.ts defines the shape and reads
// it). It is public, so it names nothing
// else the dataset holds: no picture asset (an asset id gives anyone the original from Sanity's
// CDN, and an asset uploaded into a draft is published at once), no Sanity system document.
// postbuild writes it, with its own `_headers` block: never cached without asking, and readable
// from the Studio's origin only.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import {
  type BuildDuration,
  type BuildRecord,
  type BuiltDocument,
  keptBuildDurations,
} from '../../studio/lib/live-state.ts'
import {
  type LostAddress,
  lostAddresses,
  type ServedAddresses,
} from '../../studio/lib/served-addresses.ts'
import { liveTypes } from '../../studio/lib/shown-types.ts'
import { buildRecordPath } from '../../web/lib/routes.ts'
import { setting, studioOrigin } from '../../web/lib/settings.ts'
import type { HeaderRule } from '../host/index.ts'
import { redirectRules } from '../host/index.ts'
import { contentSource } from '../lib/env.ts'
import { documentRevision, type SanityDocument } from '../lib/ndjson.ts'

/** Beside the snapshot: when the pull that wrote it started, the start of the build. */
export function buildStartPath(snapshotPath: string): string {
  return join(dirname(snapshotPath), 'build-started.json')
}

/** Seconds since the pull of this snapshot started, or undefined when it did not say. */
export function secondsSinceBuildStart(
  snapshotPath: string,
  now: Date = new Date(),
): number | undefined {
  try {
    const { startedAt } = JSON.parse(readFileSync(buildStartPath(snapshotPath), 'utf8')) as {
      startedAt: string
    }
    const seconds = (now.getTime() - Date.parse(startedAt)) / 1000
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
  } catch {
    return undefined
  }
}

/** What a build knows that its record tells: one field per kind of fact. */
export type BuildFacts = {
  /** Every published document the build pulled (the snapshot); the record keeps the live types. */
  documents: readonly SanityDocument[]
  /** The address of every page the build wrote (main addresses and aliases). */
  addresses: readonly string[]
  /**
   * The live site's record, read before the build replaces it (scripts/build/live-record.ts):
   * what it served and lost is kept, and what this build no longer answers is lost, and its
   * recent build durations are kept before this build's.
   */
  live?: BuildRecord
  /** How long this build took from its pull to its record, in seconds, when known. */
  seconds?: number
}

/** The recent build durations: the live record's, then this build's, the last few kept. */
function recentBuilds(facts: BuildFacts, builtAt: Date): BuildDuration[] | undefined {
  const earlier = facts.live?.builds ?? []
  const now =
    facts.seconds === undefined
      ? []
      : [{ builtAt: builtAt.toISOString(), seconds: Math.round(facts.seconds * 10) / 10 }]
  const builds = [...earlier, ...now].slice(-keptBuildDurations)
  return builds.length > 0 ? builds : undefined
}

/**
 * The page addresses this build wrote, and what the live site served that this build does not
 * answer: nothing is lost when there is no live record, or one from before records kept their
 * addresses.
 */
function servedAddresses(facts: BuildFacts): Pick<ServedAddresses, 'addresses' | 'lost'> {
  const now = { addresses: [...facts.addresses].sort(), redirects: redirectRules(facts.documents) }
  const live = facts.live
  const lost =
    live?.addresses && live.redirects
      ? lostAddresses(
          { addresses: live.addresses, redirects: live.redirects, lost: live.lost ?? [] },
          now,
        )
      : []
  return { addresses: now.addresses, lost }
}

/** The documents the record lists: those of the live types, by _id, each with its revision. */
function recordedDocuments(documents: readonly SanityDocument[]): BuiltDocument[] {
  return documents
    .filter((document) => liveTypes.has(document._type))
    .map((document) => ({
      _id: document._id,
      _type: document._type,
      _rev: documentRevision(document),
    }))
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}

/** The record of a build made at `builtAt` from `facts`, pulled from `source`. */
export function buildRecord(
  facts: BuildFacts,
  source: { projectId: string | null; dataset: string | null },
  builtAt: Date,
): BuildRecord {
  return {
    builtAt: builtAt.toISOString(),
    ...source,
    documents: recordedDocuments(facts.documents),
    redirects: redirectRules(facts.documents),
    ...servedAddresses(facts),
    ...optional('builds', recentBuilds(facts, builtAt)),
  }
}

/** `{ [key]: value }`, or nothing when there is no value (no key written as undefined). */
function optional<Key extends string, Value>(key: Key, value: Value | undefined) {
  return (value === undefined ? {} : { [key]: value }) as Partial<Record<Key, Value>>
}

/** The Studio's origin from SANITY_STUDIO_URL (the preview server's setting), or undefined when unset. */
export function studioOriginFor(env: NodeJS.ProcessEnv): string | undefined {
  return setting(env, 'SANITY_STUDIO_URL') ? studioOrigin(env.SANITY_STUDIO_URL) : undefined
}

/**
 * The record's `_headers` block. `no-cache`: browsers and CDNs must ask again each time (a
 * stale record would show a published change as not live). Only the Studio may read it from
 * another origin, and it may read the Date header too, to correct a wrong clock on the editor's
 * computer. Without a Studio origin there is no CORS header (the /* rule removes Cloudflare Pages' own).
 */
export function buildRecordHeaderRule(studio: string | undefined): HeaderRule {
  return {
    pattern: buildRecordPath,
    headers: [
      ['Cache-Control', 'no-cache'],
      ...(studio
        ? ([
            ['Access-Control-Allow-Origin', studio],
            ['Access-Control-Expose-Headers', 'Date'],
          ] as [string, string][])
        : []),
    ],
  }
}

/**
 * What postbuild needs for the record: the rule, the file's text, and a warning when no Studio
 * may read it. The project and dataset are those the pull used (same environment, same rules).
 */
export function buildRecordOutput(
  outDir: string,
  facts: BuildFacts,
  env: NodeJS.ProcessEnv = process.env,
  builtAt: Date = new Date(),
): { file: string; text: string; rule: HeaderRule; lost: LostAddress[]; warnings: string[] } {
  const source = contentSource(env)
  const record = buildRecord(
    facts,
    source.kind === 'sanity'
      ? { projectId: source.projectId, dataset: source.dataset }
      : { projectId: null, dataset: null },
    builtAt,
  )
  const studio = studioOriginFor(env)
  return {
    file: join(outDir, buildRecordPath.slice(1)),
    text: `${JSON.stringify(record, null, 1)}\n`,
    rule: buildRecordHeaderRule(studio),
    lost: record.lost ?? [],
    warnings: studio
      ? []
      : [
          `SANITY_STUDIO_URL is not set: ${buildRecordPath} gets no Access-Control-Allow-Origin (on either host: the /* rule removes Cloudflare Pages' default *), so the Studio cannot show whether a Publish is live. Set it to the Studio's address in the host's build settings.`,
        ],
  }
}
