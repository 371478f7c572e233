// Asks the live site for its build record (/build.json). Never throws: every failure becomes a
// reading that says what went wrong, for the badge and the tool to show.
import { buildRecordPath } from '../../web/lib/routes.ts'
import { type LiveSiteReading, parseBuildRecord } from '../lib/live-state.ts'

/** The live site's origin, or the sentence saying why there is none (unset or not an address). */
export type LiveSiteAddress = { origin: string } | { problem: string }

/** `timeoutMs`: how long to wait for the live site before calling it unreachable. */
export async function readLiveSite(
  address: LiveSiteAddress,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<LiveSiteReading> {
  if ('problem' in address) return { kind: 'unconfigured', problem: address.problem }
  const url = `${address.origin}${buildRecordPath}`
  let response: Response
  try {
    // no-store: always the record the site serves now, never one this browser kept.
    response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs / 1000} seconds`
        : "no answer: the site is down, or it does not let this Studio read its build record (SANITY_STUDIO_URL in the host's build settings must be this Studio's address)"
    return { kind: 'unreachable', url, reason }
  }
  const answeredAt = Date.now()
  if (!response.ok) {
    const reason =
      response.status === 404
        ? 'HTTP 404: the live site has no build record yet; it gets one with its next build'
        : `HTTP ${response.status}`
    return { kind: 'unreachable', url, reason }
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    return { kind: 'unreachable', url, reason: 'its build record is not valid JSON' }
  }
  const record = parseBuildRecord(body)
  if (typeof record === 'string') return { kind: 'unreachable', url, reason: record }
  // The live site's clock, from its Date header (exposed to the Studio by _headers).
  const siteTime = Date.parse(response.headers.get('date') ?? '')
  return {
    kind: 'read',
    url,
    record,
    clockOffsetMs: Number.isNaN(siteTime) ? undefined : siteTime - answeredAt,
  }
}
