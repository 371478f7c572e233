// The live site's build record, read by postbuild before the new build replaces it, so the new
// record keeps every address the live site served (studio/lib/served-addresses.ts). Never fails
// the build: no live address, a first build, an unreachable site or a record from other content
// only says so in the log.

import { type BuildRecord, describeBuild, parseBuildRecord } from '../../studio/lib/live-state.ts'
import { buildRecordPath } from '../../web/lib/routes.ts'
import { placeholderSiteOrigin, publicSite, setting } from '../../web/lib/settings.ts'
import { contentSource } from '../lib/env.ts'

/** The record when it can be compared with, and a sentence for the build log either way. */
export type LiveRecordReading = { record?: BuildRecord; note: string }

const notCompared = "this build's addresses are not compared with the live site's"

/**
 * Where the live site's record is: LIVE_RECORD_URL when set (a record the build can reach
 * another way), else /build.json on the site's public address (web/lib/settings.ts: SITE_URL, or
 * Netlify's URL on its production builds). None when the address is the placeholder, or on a
 * host's preview build without SITE_URL (its own address is not live yet).
 */
function liveRecordUrl(env: NodeJS.ProcessEnv): { url: string } | { none: string } {
  const given = setting(env, 'LIVE_RECORD_URL')
  if (given) return { url: given }
  let site: ReturnType<typeof publicSite>
  try {
    site = publicSite(env)
  } catch (error) {
    return { none: (error as Error).message }
  }
  const siteUrl = setting(env, 'SITE_URL')
  const origin = site.indexed ? site.origin : siteUrl && new URL(siteUrl).origin
  if (!origin || origin === placeholderSiteOrigin) {
    return { none: "SITE_URL is not set to the live site's address" }
  }
  return { url: `${origin}${buildRecordPath}` }
}

export async function readLiveRecord(
  env: NodeJS.ProcessEnv = process.env,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<LiveRecordReading> {
  const where = liveRecordUrl(env)
  if ('none' in where) return { note: `${where.none}, so ${notCompared}.` }
  const { url } = where
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} seconds`
        : (error as Error).message
    return { note: `The live site could not be read at ${url} (${reason}), so ${notCompared}.` }
  }
  if (response.status === 404) {
    return {
      note: `The live site has no build record at ${url} (a first build), so ${notCompared}.`,
    }
  }
  if (!response.ok) {
    return { note: `The live site answered HTTP ${response.status} at ${url}, so ${notCompared}.` }
  }
  let record: BuildRecord | string
  try {
    record = parseBuildRecord(await response.json())
  } catch {
    record = 'its build record is not valid JSON'
  }
  if (typeof record === 'string') {
    return { note: `The live site's ${url}: ${record}, so ${notCompared}.` }
  }
  const source = contentSource(env)
  const content =
    source.kind === 'sanity'
      ? { projectId: source.projectId, dataset: source.dataset }
      : { projectId: null, dataset: null }
  if (record.projectId !== content.projectId || record.dataset !== content.dataset) {
    return {
      note: `The live site (${url}) was built from ${describeBuild(record)}, not this build's content, so ${notCompared}.`,
    }
  }
  if (!record.addresses || !record.redirects) {
    return {
      note: `The live site's record at ${url} lists no addresses yet (built before they were kept): this build's record starts the list.`,
    }
  }
  return {
    record,
    note: `Compared with the live site's record at ${url} (${record.addresses.length} pages, ${record.redirects.length} redirects).`,
  }
}
