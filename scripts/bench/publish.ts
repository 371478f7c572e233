// The bench's Publish chain (`npm run bench -- --publish-only`): how long a Publish takes to go
// live, end to end, at 10 towns and at 1,000, and what it costs.
//
//   a Publish on the local Content Lake, through its Actions API as the Studio sends it
//   (sanity.action.document.publish, after an edit of the draft)
//   → the project's webhook (scripts/webhook.ts's settings: filter, projection, published
//     documents only), fired by the lake as Sanity fires it (content-lake/webhooks.ts)
//   → a local host (local-host.ts) that builds on its deploy hook as Netlify does: netlify.toml's
//     command (npm run build:incremental) with its plugin's caches restored, then deploys
//   → wrangler pages dev serving the new build record (/build.json) with the new `_rev`
//   → the Studio's badge, reading it as the Studio does (read-live-site.ts, live-state.ts), every
//     `rebuildingRefreshMs` while the document is going live.
//
// Three kinds of Publish, one after another on one host: one town's words (its page changes),
// one picture (a town's, newly uploaded: its cuts are encoded, its page changes), one site-wide
// setting (the phone number, on every page). The host's first deploy (a clean build, its caches
// empty) comes first and is reported too. Then a burst: ten Publishes of ten towns' words in a
// minute, on a Netlify-like host (queued builds skipped but the last) and on a Cloudflare
// Pages-like one (one build per hook call).
//
// Timings on these machines are indicative (two cores, shared): each row carries the load
// average when it started.
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  type LiveSiteReading,
  liveState,
  parseBuildRecord,
  rebuildingRefreshMs,
} from '../../studio/lib/live-state.ts'
import { buildRecordPath } from '../../web/lib/routes.ts'
import {
  type ContentLake,
  type Doc,
  deliverWebhooks,
  startContentLake,
  type WebhookDeliveries,
} from '../content-lake/index.ts'
import { defaultFixturePath, envWithoutContentSettings, repoRoot } from '../lib/env.ts'
import { parseNdjson, type SanityDocument } from '../lib/ndjson.ts'
import { siteTypes, webhookSettings } from '../sanity/index.ts'
import { type HostBuild, type HostKind, type LocalHost, startLocalHost } from './local-host.ts'
import { serveFixtureAssets } from './pictures.ts'
import { scaledDocuments } from './scale-dataset.ts'

/** The budgets: webhook arrival to the new build record served, by site size. */
export const publishBudgets = { smallSeconds: 20, largeSeconds: 60, largeTowns: 1000 }

const apiVersion = 'v2025-02-19'
const projectId = 'bench'
const datasetName = 'production'

type PublishKind = 'town words' | 'picture' | 'phone number' | 'first deploy' | 'burst'

/** One Publish measured from the button to the badge. */
type PublishRun = {
  towns: number
  kind: PublishKind
  host: HostKind
  /** The load average (1 minute) when it started, and when it ended. */
  load: [number, number]
  /** Seconds: the Actions API's answer, webhook (commit to the hook's arrival), queue wait. */
  publishSeconds: number
  webhookSeconds: number
  queueSeconds: number
  /** The builds that ran for it (a burst has several), their steps summed. */
  builds: number
  skipped: number
  steps: Record<string, number>
  /** Hook arrival to the new record served (the budget), and Publish to the badge turning live. */
  servedSeconds: number
  badgeSeconds: number
  totalSeconds: number
  cpuSeconds: number
  buildSeconds: number
  pagesRendered?: string
  log?: string
}

/** What the Studio does: the Publish button's Actions API call, on the lake over HTTP. */
async function actions(lake: ContentLake, list: Record<string, unknown>[]): Promise<string> {
  const response = await fetch(`${lake.url}/${apiVersion}/data/actions/${datasetName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ actions: list }),
  })
  const body = (await response.json()) as { transactionId?: string; error?: unknown }
  if (!response.ok) throw new Error(`Actions API: ${response.status} ${JSON.stringify(body)}`)
  return body.transactionId as string
}

/** Edits a document's draft (not timed), then publishes it; resolves with the new revision. */
async function editAndPublish(
  lake: ContentLake,
  id: string,
  set: Record<string, unknown>,
): Promise<{ startedAt: number; answeredAt: number; transactionId: string; rev: string }> {
  const pair = { draftId: `drafts.${id}`, publishedId: id }
  await actions(lake, [{ actionType: 'sanity.action.document.edit', ...pair, patch: { set } }])
  const startedAt = performance.now()
  const transactionId = await actions(lake, [
    {
      actionType: 'sanity.action.document.publish',
      ...pair,
      ifPublishedRevisionId: lake.documents.get(id)?._rev,
    },
  ])
  const answeredAt = performance.now()
  return { startedAt, answeredAt, transactionId, rev: lake.documents.get(id)?._rev as string }
}

/** Uploads a picture as the Studio does (Assets API), returning the asset's id. */
async function uploadPicture(lake: ContentLake, bytes: Buffer, filename: string): Promise<string> {
  const response = await fetch(
    `${lake.url}/${apiVersion}/assets/images/${datasetName}?filename=${encodeURIComponent(filename)}`,
    { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(bytes) },
  )
  const body = (await response.json()) as { document: Doc }
  if (!response.ok) throw new Error(`Assets API: ${response.status} ${JSON.stringify(body)}`)
  return body.document._id
}

/** A picture no build has seen: a fixture photo turned round and tinted, `n` making it unique. */
async function newPicture(n: number): Promise<Buffer> {
  return sharp(join(repoRoot, 'tests', 'fixtures', 'assets', 'bath-from-the-ring-road.jpg'))
    .rotate(180)
    .modulate({ hue: (37 * n) % 360 })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** When `check` first holds, reading every `everyMs` from `from` (ms of performance.now()). */
async function firstTime(
  check: () => Promise<boolean>,
  everyMs: number,
  from: number,
  timeoutMs = 15 * 60_000,
): Promise<number> {
  for (let tick = from; ; tick += everyMs) {
    const wait = tick - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (await check()) return performance.now()
    if (performance.now() - from > timeoutMs) throw new Error('not live after 15 minutes')
  }
}

/**
 * Whether the Studio's badge of `id` at revision `rev` says live: the record read as the Studio
 * reads it (no-store), judged by the Studio's own rules (studio/lib/live-state.ts).
 */
async function badgeLive(siteUrl: string, id: string, rev: string): Promise<boolean> {
  const url = `${siteUrl}${buildRecordPath}`
  let reading: LiveSiteReading
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(5000) })
    const record = response.ok ? parseBuildRecord(await response.json()) : `HTTP ${response.status}`
    reading =
      typeof record === 'string'
        ? { kind: 'unreachable', url, reason: record }
        : { kind: 'read', url, record, clockOffsetMs: undefined }
  } catch (error) {
    reading = { kind: 'unreachable', url, reason: (error as Error).message }
  }
  const state = liveState({
    id,
    published: { _rev: rev, _updatedAt: new Date().toISOString() },
    reading,
    studio: { projectId, dataset: datasetName },
    now: Date.now(),
  })
  return state.status === 'live'
}

/** Whether the site serves a build record naming every `revs` (id → rev), polled closely. */
async function recordHas(siteUrl: string, revs: Map<string, string>): Promise<boolean> {
  try {
    const response = await fetch(`${siteUrl}/build.json`, { cache: 'no-store' })
    if (!response.ok) return false
    const record = (await response.json()) as { documents: { _id: string; _rev: string }[] }
    const served = new Map(record.documents.map((document) => [document._id, document._rev]))
    return [...revs].every(([id, rev]) => served.get(id) === rev)
  } catch {
    return false
  }
}

type Chain = { lake: ContentLake; host: LocalHost; hooks: WebhookDeliveries; towns: number }

async function startChain(
  documents: SanityDocument[],
  towns: number,
  kind: HostKind,
  stateDir: string,
): Promise<Chain> {
  const lake = await startContentLake({ documents: structuredClone(documents) as Doc[], projectId })
  serveFixtureAssets(lake)
  rmSync(stateDir, { recursive: true, force: true })
  mkdirSync(stateDir, { recursive: true })
  const host = await startLocalHost({
    kind,
    stateDir,
    env: envWithoutContentSettings({
      SANITY_PROJECT_ID: projectId,
      SANITY_DATASET: datasetName,
      SANITY_API_HOST: lake.url,
      SANITY_STUDIO_URL: 'https://kerbside-bench.sanity.studio',
      // The site's public address (no request goes there: the build reads this host's record).
      SITE_URL: 'https://www.kerbside-bench.co.uk',
    }),
  })
  const settings = webhookSettings(
    { hookUrl: host.hookUrl, dataset: datasetName, json: true },
    await siteTypes(),
  )
  const hooks = deliverWebhooks(lake.dataset, [settings], { projectId, dataset: datasetName })
  return { lake, host, hooks, towns }
}

async function stopChain(chain: Chain): Promise<void> {
  chain.hooks.close()
  await chain.host.close()
  await chain.lake.close()
}

function summed(builds: HostBuild[]): Record<string, number> {
  const steps: Record<string, number> = {}
  for (const build of builds) {
    for (const step of build.steps) steps[step.name] = (steps[step.name] ?? 0) + step.seconds
  }
  return steps
}

/** One Publish (or several within `spreadMs`, a burst), from the first button to every badge live. */
async function measure(
  chain: Chain,
  kind: PublishKind,
  publish: () => Promise<
    { startedAt: number; answeredAt: number; transactionId: string; id: string; rev: string }[]
  >,
): Promise<PublishRun> {
  const load0 = loadavg()[0] as number
  const buildsBefore = chain.host.builds.length
  const published = await publish()
  const first = published[0] as (typeof published)[number]
  // A first deploy waits for any build record; a Publish for one naming its revision.
  const revs = new Map(published.filter((entry) => entry.id).map((entry) => [entry.id, entry.rev]))
  const last = published[published.length - 1] as (typeof published)[number]
  const [servedAt, badgeAt] = await Promise.all([
    firstTime(() => recordHas(chain.host.siteUrl, revs), 100, last.answeredAt),
    // The badge of the last Publish: the Studio reads the record when the document changes, then
    // every rebuildingRefreshMs while it is going live.
    last.id
      ? firstTime(
          () => badgeLive(chain.host.siteUrl, last.id, last.rev),
          rebuildingRefreshMs,
          last.answeredAt,
        )
      : undefined,
  ])
  const badgeTime = badgeAt ?? servedAt
  await chain.hooks.idle()
  await chain.host.idle()
  const builds = chain.host.builds.slice(buildsBefore)
  const ran = builds.filter((build) => !build.skipped)
  const delivery = chain.hooks.deliveries.find(
    (entry) => entry.transactionId === first.transactionId,
  )
  const firstCall = Math.min(...builds.flatMap((build) => build.calls))
  const firstStart = Math.min(...ran.map((build) => build.startedAt ?? Number.NaN))
  const failed = ran.filter((build) => !build.ok)
  if (failed.length > 0) {
    throw new Error(
      `a host build failed:\n${failed.map((build) => build.log.slice(-4000)).join('\n')}`,
    )
  }
  const rendered = ran
    .map(
      (build) =>
        build.log.match(/(\d+ of \d+ pages to render)/)?.[1] ??
        (/a clean build/.test(build.log)
          ? 'all pages (clean)'
          : /its export again/.test(build.log)
            ? 'none (same content)'
            : '?'),
    )
    .join('; ')
  return {
    towns: chain.towns,
    kind,
    host: chain.host.kind,
    load: [load0, loadavg()[0] as number],
    publishSeconds: (first.answeredAt - first.startedAt) / 1000,
    webhookSeconds: delivery ? (firstCall - delivery.committedAt) / 1000 : Number.NaN,
    queueSeconds: (firstStart - firstCall) / 1000,
    builds: ran.length,
    skipped: builds.length - ran.length,
    steps: summed(ran),
    servedSeconds: (servedAt - firstCall) / 1000,
    badgeSeconds: (badgeTime - servedAt) / 1000,
    totalSeconds: (badgeTime - first.startedAt) / 1000,
    cpuSeconds: ran.reduce((sum, build) => sum + (build.cpuSeconds ?? 0), 0),
    buildSeconds: ran.reduce(
      (sum, build) => sum + ((build.deployedAt ?? 0) - (build.startedAt ?? 0)) / 1000,
      0,
    ),
    pagesRendered: rendered,
    log: ran.map((build) => build.log).join('\n'),
  }
}

/** The documents of a site with `towns` towns (the fixture's ten, or generated copies). */
function datasetOf(towns: number): SanityDocument[] {
  const fixture = parseNdjson(readFileSync(defaultFixturePath, 'utf8'), 'fixture')
  return towns <= 10 ? fixture : scaledDocuments(towns, fixture).documents
}

/** The first deploy, then the three kinds of Publish, on one Netlify-like host. */
async function publishKinds(
  towns: number,
  stateDir: string,
  withBurst: boolean,
): Promise<PublishRun[]> {
  const chain = await startChain(datasetOf(towns), towns, 'netlify', stateDir)
  const runs: PublishRun[] = []
  try {
    // The first deploy: a hook call with nothing kept (a clean build), as "Trigger deploy" does;
    // done when a build record is served.
    runs.push(
      await measure(chain, 'first deploy', async () => {
        const startedAt = performance.now()
        await fetch(chain.host.hookUrl, { method: 'POST', body: '{}' })
        return [{ startedAt, answeredAt: startedAt, transactionId: '', id: '', rev: '' }]
      }),
    )
    const town = 'town.bath'
    const words = chain.lake.documents.get(town) as Doc
    runs.push(
      await measure(chain, 'town words', async () => [
        {
          id: town,
          ...(await editAndPublish(chain.lake, town, {
            heroIntro: `${String(words.heroIntro)} Open late on weekdays.`,
          })),
        },
      ]),
    )
    const assetId = await uploadPicture(chain.lake, await newPicture(1), 'bath-new-picture.jpg')
    runs.push(
      await measure(chain, 'picture', async () => [
        {
          id: town,
          ...(await editAndPublish(chain.lake, town, {
            'picture.asset': { _type: 'reference', _ref: assetId },
          })),
        },
      ]),
    )
    runs.push(
      await measure(chain, 'phone number', async () => [
        {
          id: 'siteSettings',
          ...(await editAndPublish(chain.lake, 'siteSettings', {
            phoneDisplay: '0808 157 0999',
            phoneE164: '+448081570999',
          })),
        },
      ]),
    )
    // Then a burst on this host: Netlify queues, and skips queued builds but the last.
    if (withBurst) {
      console.error(`bench: publish: ${towns} towns: ten Publishes in a minute on the netlify host`)
      runs.push(await burst(chain))
    }
  } finally {
    await stopChain(chain)
  }
  return runs
}

/** Ten Publishes within a minute: ten towns' words, one every 6 s, on a host that has deployed. */
function burst(chain: Chain): Promise<PublishRun> {
  const ids = [...chain.lake.documents.values()]
    .filter((doc) => doc._type === 'town')
    .slice(0, 10)
    .map((doc) => doc._id)
  return measure(chain, 'burst', async () => {
    const done = []
    const started = performance.now()
    for (const [index, id] of ids.entries()) {
      const wait = started + index * 6000 - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const doc = chain.lake.documents.get(id) as Doc
      done.push({
        id,
        ...(await editAndPublish(chain.lake, id, {
          heroIntro: `${String(doc.heroIntro)} Burst edit ${index + 1}.`,
        })),
      })
    }
    return done
  })
}

/** A burst on a fresh Cloudflare Pages-like host, after its first deploy (not reported). */
async function pagesBurst(towns: number, stateDir: string): Promise<PublishRun> {
  const chain = await startChain(datasetOf(towns), towns, 'cloudflare-pages', stateDir)
  try {
    await fetch(chain.host.hookUrl, { method: 'POST', body: '{}' })
    await chain.host.idle()
    const first = chain.host.builds[0]
    if (!first?.ok) throw new Error(`the first deploy failed:\n${first?.log.slice(-4000)}`)
    return await burst(chain)
  } finally {
    await stopChain(chain)
  }
}

export type PublishBench = { runs: PublishRun[] }

/** The whole Publish chain at each size: the three kinds, then the bursts on both kinds of host. */
export async function benchPublish(
  sizes: readonly number[],
  { bursts = true }: { bursts?: boolean } = {},
): Promise<PublishBench> {
  const runs: PublishRun[] = []
  const base = join(repoRoot, 'bench', 'publish-host')
  for (const towns of sizes) {
    console.error(
      `bench: publish: ${towns} towns: first deploy, then town words, picture, phone number`,
    )
    runs.push(...(await publishKinds(towns, join(base, `${towns}`), bursts)))
    if (bursts) {
      console.error(
        `bench: publish: ${towns} towns: ten Publishes in a minute on a cloudflare-pages host`,
      )
      runs.push(await pagesBurst(towns, join(base, `${towns}-pages`)))
    }
  }
  rmSync(base, { recursive: true, force: true })
  return { runs }
}

const s = (seconds: number | undefined) =>
  seconds === undefined || Number.isNaN(seconds) ? '' : seconds.toFixed(1)

/** The table: one row a Publish, each step's seconds, the budget, the totals and CPU. */
export function publishRows(bench: PublishBench): Record<string, string>[] {
  return bench.runs.map((run) => {
    const budget =
      run.towns >= publishBudgets.largeTowns
        ? publishBudgets.largeSeconds
        : publishBudgets.smallSeconds
    const step = (name: string) => s(run.steps[name])
    const judged = run.kind === 'first deploy' || run.kind === 'burst'
    return {
      towns: String(run.towns),
      publish: `${run.kind}${run.kind === 'burst' ? ` (${run.host})` : ''}`,
      load: `${run.load[0].toFixed(1)}-${run.load[1].toFixed(1)}`,
      webhook: s(run.webhookSeconds),
      queue: s(run.queueSeconds),
      'checkout+restore': s((run.steps.checkout ?? 0) + (run.steps.restore ?? 0)),
      install: step('install'),
      pull: step('pull'),
      pictures: step('pictures'),
      'next build': step('next build'),
      postbuild: step('postbuild'),
      'other build': s(
        (run.steps.plan ?? 0) +
          (run.steps.save ?? 0) +
          (run.steps.republish ?? 0) +
          (run.steps['command start and end'] ?? 0),
      ),
      deploy: step('deploy'),
      'hook → served': `${s(run.servedSeconds)}${judged ? '' : ` ${run.servedSeconds < budget ? 'ok' : 'MISSED'} (< ${budget})`}`,
      badge: s(run.badgeSeconds),
      total: s(run.totalSeconds),
      'CPU s': s(run.cpuSeconds),
      builds: `${run.builds}${run.skipped ? ` (+${run.skipped} skipped)` : ''}, ${s(run.buildSeconds)} s`,
      rendered: run.pagesRendered ?? '',
    }
  })
}
