// Is a Publish live? The static site is rebuilt after each Publish, and every build publishes a
// build record at /build.json (scripts/build/build-record.ts writes it): when it was built, from
// which project and dataset, and the revision of each published document of the types whose
// Publish changes the live site (lib/shown-types.ts: the badged types and redirects).
// This module compares one document's published revision with that record and says, in words
// staff can act on, where the change stands. Pure (no Sanity runtime, no fetch, no clock): the
// Studio's badge and tool (studio/live-status/) feed it, and a unit test drives every state.

import type { ServedAddresses } from './served-addresses.ts'

/**
 * A rebuild normally takes seconds to a minute (docs/preview-and-publishing.md, "How long a
 * Publish takes"); past this, a publish that is not live needs a person.
 */
export const liveDeadlineMinutes = 15

/**
 * How often the Studio reads the live site's record: while nothing it shows is going live, and
 * while something is (a Publish goes live within a minute: the badge turns as soon as it does).
 */
export const refreshMs = 30_000
export const rebuildingRefreshMs = 5_000

/** "HH:MM:SS" in the reader's time zone, or the ISO text when it cannot be read. */
function formatClock(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  })
}

/** A clock this far from the live site's is worth telling staff about (the Date header has 1 s steps). */
const noticeableSkewMs = 2 * 60_000

export type BuiltDocument = { _id: string; _type: string; _rev: string }

/**
 * A redirect the build wrote to `_redirects`: the hosts do not serve that file, so the record
 * lists them for `npm run check-live` to try on the live site.
 */
export type BuiltRedirect = { from: string; to: string; status: number }

/** One recent build: when it wrote its record, and how long it took from its pull. */
export type BuildDuration = { builtAt: string; seconds: number }

/** How many recent builds a record keeps, for the Studio's expected wait. */
export const keptBuildDurations = 5

/** The shape of /build.json. */
export type BuildRecord = {
  /** When the build wrote the record (ISO 8601, the build machine's clock). */
  builtAt: string
  /** The Sanity project and dataset the build pulled; both null for a build from the test fixture. */
  projectId: string | null
  dataset: string | null
  /** Each published document of the live types (lib/shown-types.ts) the build was made from, sorted by _id. */
  documents: BuiltDocument[]
  /** The redirects the build wrote, sorted by `from` (absent from records of older builds). */
  redirects?: BuiltRedirect[]
  /**
   * The durations of the last builds that rendered anything (at most keptBuildDurations, this one
   * last): how long a Publish takes to go live, which the badge says while one does.
   */
  builds?: BuildDuration[]
} & Partial<Pick<ServedAddresses, 'addresses' | 'lost'>>

/** Reads an untrusted /build.json body: the record, or a sentence saying what is wrong with it. */
export function parseBuildRecord(value: unknown): BuildRecord | string {
  const problem = 'it answered /build.json with something that is not a build record'
  if (typeof value !== 'object' || value === null) return problem
  const record = value as Record<string, unknown>
  if (typeof record.builtAt !== 'string' || Number.isNaN(Date.parse(record.builtAt))) {
    return `${problem} (no valid builtAt)`
  }
  for (const key of ['projectId', 'dataset'] as const) {
    if (record[key] !== null && typeof record[key] !== 'string') return `${problem} (${key})`
  }
  if (!Array.isArray(record.documents)) return `${problem} (no documents list)`
  for (const entry of record.documents as unknown[]) {
    const built = entry as Record<string, unknown> | null
    if (
      typeof built?._id !== 'string' ||
      typeof built._type !== 'string' ||
      typeof built._rev !== 'string'
    ) {
      return `${problem} (a document without _id, _type or _rev)`
    }
  }
  const served = servedAddressesProblem(record)
  if (served) return `${problem} (${served})`
  const { builds } = record
  if (
    builds !== undefined &&
    !(
      Array.isArray(builds) &&
      builds.every(
        (build) =>
          typeof build?.builtAt === 'string' &&
          typeof build.seconds === 'number' &&
          Number.isFinite(build.seconds) &&
          build.seconds >= 0,
      )
    )
  ) {
    return `${problem} (builds must each have a builtAt and seconds)`
  }
  return record as unknown as BuildRecord
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** What is wrong with a record's addresses, redirects and lost addresses (each optional: a record from before they were kept has none). */
function servedAddressesProblem(record: Record<string, unknown>): string | undefined {
  const { addresses, redirects, lost } = record
  if (addresses !== undefined && !(Array.isArray(addresses) && addresses.every(isText))) {
    return 'addresses must be a list of paths'
  }
  const pairs = (value: unknown, keys: readonly string[], optional: readonly string[] = []) =>
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        keys.every((key) => isText((entry as Record<string, unknown>)[key])) &&
        optional.every((key) => {
          const field = (entry as Record<string, unknown>)[key]
          return field === undefined || isText(field)
        }),
    )
  if (redirects !== undefined && !pairs(redirects, ['from', 'to'])) {
    return 'redirects must each have a from and a to'
  }
  if (lost !== undefined && !pairs(lost, ['path'], ['to']))
    return 'lost addresses must each have a path'
  return undefined
}

/** What asking the live site for its build record gave. */
export type LiveSiteReading =
  /** No live site address is configured: `problem` says which variable to set. */
  | { kind: 'unconfigured'; problem: string }
  | { kind: 'unreachable'; url: string; reason: string }
  /**
   * The record, and how far the live site's clock (its Date header) was ahead of this
   * computer's when it answered (undefined when the header could not be read).
   */
  | { kind: 'read'; url: string; record: BuildRecord; clockOffsetMs: number | undefined }

/** The project and dataset this Studio edits. */
export type StudioDataset = { projectId: string; dataset: string }

/** The published version of a document as the Studio has it, or null when there is none. */
export type PublishedVersion = { _rev: string; _updatedAt: string } | null

type LiveStatus =
  | 'live'
  | 'rebuilding'
  | 'overdue'
  | 'removal-pending'
  | 'not-published'
  | 'other-dataset'
  | 'unreachable'
  | 'unconfigured'

export type LiveState = {
  status: LiveStatus
  /** Sanity UI tones: positive is done, caution is waiting or unknown, critical needs a person. */
  tone: 'positive' | 'caution' | 'critical' | 'default'
  /** A few words for a badge. */
  label: string
  /** The whole story in sentences: what is happening and, when needed, what to do. */
  message: string
  /** Minutes since the publish, for states that count them. */
  minutes?: number
  /** While rebuilding: about how many seconds are left, from the last builds' durations. */
  secondsLeft?: number
}

/**
 * The expected time a Publish takes to go live, in seconds: the median of the record's recent
 * build durations (undefined when it has none: a record from an older build).
 */
function expectedBuildSeconds(record: BuildRecord): number | undefined {
  const seconds = (record.builds ?? []).map((build) => build.seconds).sort((a, b) => a - b)
  if (seconds.length === 0) return undefined
  const middle = Math.floor(seconds.length / 2)
  return seconds.length % 2
    ? (seconds[middle] as number)
    : ((seconds[middle - 1] as number) + (seconds[middle] as number)) / 2
}

/** "about 40 seconds", "about 2 minutes": a wait in words, rounded as a person would. */
function waitWords(seconds: number): string {
  if (seconds < 60) return `about ${Math.max(5, Math.round(seconds / 5) * 5)} seconds`
  const minutes = Math.round(seconds / 60)
  return minutes === 1 ? 'about a minute' : `about ${minutes} minutes`
}

/** What staff should do when a publish has not gone live in time. */
export const overdueAdvice =
  'The rebuild has failed or did not start. Ask whoever looks after the website to open the ' +
  "host's deploy log (Netlify: Deploys; Cloudflare Pages: Deployments). A build stopped by the " +
  'content names the document and field: fix it here and Publish again. If the log shows no ' +
  "build at that time, the Sanity webhook did not reach the host: they can run the host's " +
  'deploy hook or press "Trigger deploy" / "Retry deployment".'

function minutesWord(minutes: number): string {
  if (minutes < 1) return 'less than a minute'
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** "HH:MM on D Month" in the reader's time zone, or the ISO text when it cannot be read. */
export function formatTime(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone })
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone })
  return `${time} on ${day}`
}

/** A sentence about this computer's clock when it is noticeably off the live site's, else ''. */
export function clockNote(clockOffsetMs: number | undefined): string {
  if (clockOffsetMs === undefined || Math.abs(clockOffsetMs) < noticeableSkewMs) return ''
  const minutes = Math.round(Math.abs(clockOffsetMs) / 60_000)
  const way = clockOffsetMs > 0 ? 'slow' : 'fast'
  return ` This computer's clock is about ${minutesWord(minutes)} ${way}: the times here follow the live site's clock.`
}

function isSameDataset(record: BuildRecord, studio: StudioDataset): boolean {
  return record.projectId === studio.projectId && record.dataset === studio.dataset
}

export function describeBuild(record: BuildRecord): string {
  return record.projectId === null
    ? 'the test content in the repository (no Sanity project)'
    : `project "${record.projectId}", dataset "${record.dataset}"`
}

/**
 * The state every document shares when the live site's record could not be read (no address, or
 * no usable answer); undefined once it was read.
 */
export function siteProblem(reading: LiveSiteReading): LiveState | undefined {
  if (reading.kind === 'unconfigured') {
    return {
      status: 'unconfigured',
      tone: 'default',
      label: 'Live state unknown',
      message: `The Studio does not know the live site's address, so it cannot tell whether this is live. ${reading.problem}`,
    }
  }
  if (reading.kind === 'unreachable') {
    return {
      status: 'unreachable',
      tone: 'caution',
      label: 'Live site not reached',
      message:
        `The live site could not be reached at ${reading.url} (${reading.reason}), so the Studio ` +
        'cannot tell whether this is live. Open the website in a browser: if it does not load, ' +
        'tell whoever looks after it; if it loads, check the connection here and look again in a minute.',
    }
  }
  return undefined
}

/**
 * The live state of one document. `now` is this computer's clock (ms); when the live site's
 * clock could be read (`clockOffsetMs`), the live site's time is used instead, so a wrong clock
 * here neither hides an overdue rebuild nor raises a false alarm. Whether a change is live is
 * decided by revisions alone, never by comparing clocks.
 */
export function liveState({
  id,
  published,
  reading,
  studio,
  now,
}: {
  id: string
  published: PublishedVersion
  reading: LiveSiteReading
  studio: StudioDataset
  now: number
}): LiveState {
  const problem = siteProblem(reading)
  if (problem || reading.kind !== 'read') return problem as LiveState
  const { record } = reading
  const skew = clockNote(reading.clockOffsetMs)
  if (!isSameDataset(record, studio)) {
    return {
      status: 'other-dataset',
      tone: 'caution',
      label: 'Live site uses other content',
      message:
        `The live site was built from ${describeBuild(record)}, not from the content edited here ` +
        `(project "${studio.projectId}", dataset "${studio.dataset}"), so nothing published here ` +
        "reaches it. Ask whoever looks after the website to check the host's SANITY_PROJECT_ID " +
        'and SANITY_DATASET settings.',
    }
  }
  const built = record.documents.find((document) => document._id === id)
  const builtAt = formatTime(record.builtAt)
  if (published === null) {
    if (!built) {
      return {
        status: 'not-published',
        tone: 'default',
        label: 'Not on the live site',
        message: 'Not published, so not on the live site. Publish it to put it there.',
      }
    }
    return {
      status: 'removal-pending',
      tone: 'caution',
      label: 'Still on the live site',
      message:
        `This is no longer published, but the live site (built at ${builtAt}) still shows it. ` +
        `It disappears once the site has been rebuilt, usually within ${liveDeadlineMinutes} minutes of the change. ` +
        `If it is still there after that: ${overdueAdvice}${skew}`,
    }
  }
  if (built?._rev === published._rev) {
    return {
      status: 'live',
      tone: 'positive',
      label: 'Live',
      message: `Live: the website shows this version (the site was built at ${builtAt}).${skew}`,
    }
  }
  const siteNow = now + (reading.clockOffsetMs ?? 0)
  const publishedAt = Date.parse(published._updatedAt)
  // A clock behind Sanity's (with no Date header to correct it) would give negative ages.
  const elapsedSeconds = Math.max(0, (siteNow - publishedAt) / 1000)
  const minutes = Math.floor(elapsedSeconds / 60)
  const what = built
    ? 'The live site still shows the previous version'
    : 'It is not on the live site yet'
  if (minutes < liveDeadlineMinutes) {
    const expected = expectedBuildSeconds(record)
    if (expected === undefined) {
      return {
        status: 'rebuilding',
        tone: 'caution',
        label: 'Going live',
        minutes,
        message:
          `Published ${minutesWord(minutes)} ago and the site is rebuilding. ${what} (built at ` +
          `${builtAt}); a rebuild usually takes a few minutes. Nothing to do yet.${skew}`,
      }
    }
    // The last builds' own durations say how long this one should take.
    const secondsLeft = Math.max(0, Math.round(expected - elapsedSeconds))
    // On this computer's clock, as staff read the time.
    const liveBy = formatClock(
      new Date(publishedAt + expected * 1000 - (reading.clockOffsetMs ?? 0)).toISOString(),
    )
    return {
      status: 'rebuilding',
      tone: 'caution',
      label: secondsLeft > 0 ? `Going live in ${waitWords(secondsLeft)}` : 'Going live any moment',
      minutes,
      secondsLeft,
      message:
        `Published ${minutesWord(minutes)} ago and the site is rebuilding. ${what} (built at ` +
        `${builtAt}). The last builds took ${waitWords(expected)}, so it should be live by ` +
        `${liveBy}; this turns to Live by itself. Nothing to do yet.${skew}`,
    }
  }
  return {
    status: 'overdue',
    tone: 'critical',
    label: 'Not live',
    minutes,
    message:
      `Published ${minutesWord(minutes)} ago and still not live. ${what} (built at ${builtAt}). ` +
      `${overdueAdvice}${skew}`,
  }
}
