// `npm run studio -- --build` (scripts/studio.ts), the one command the README and the staff guide
// give for building the site from local content: an edit made there, as the local Studio makes
// it (one transaction on the local Content Lake), is on the pages it builds, and the build record
// names the local project. It runs the way a developer would, with the Studio's browser tests
// holding the Studio's fixed ports at the same time: its lake takes free ones. Built into
// web/.build-local-studio/ (NEXT_DIST_DIR, its own snapshot and site cache), one build at a time
// with the other test builds (tests/support/build-site.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalContentLake } from '../../scripts/content-lake/index.ts'
import { freePort } from '../../scripts/host/index.ts'
import { envWithoutContentSettings, repoRoot } from '../../scripts/lib/env.ts'
import { parseNdjson } from '../../scripts/lib/ndjson.ts'
import { runCommand } from '../../scripts/lib/run-command.ts'
import { localContentLake } from '../../web/lib/settings.ts'
import { withLock } from '../support/build-site.ts'

const scratch = join(repoRoot, 'web', '.build-local-studio')
const outDir = join(scratch, 'out')
const content = mkdtempSync(join(tmpdir(), 'local-studio-build-'))
const edited = 'Fitted on the driveway in Bath, edited on local content.'
let log = ''

beforeAll(async () => {
  // What staff change in the local Studio, kept in its folder as npm run studio keeps it.
  const { lake } = await startLocalContentLake({
    dir: content,
    ports: { node: await freePort(), browser: await freePort() },
  })
  await lake.dataset.commit((staging) => {
    const bath = staging.get('town.bath')
    staging.put('town.bath', { ...(bath as object), cardDescription: edited } as never, {
      patch: { id: 'town.bath', set: { cardDescription: edited } },
    })
  })
  await lake.close()
  rmSync(scratch, { recursive: true, force: true })
  log = await withLock(join(repoRoot, 'web', '.build-next.lock'), () =>
    runCommand(
      'npm run studio -- --build',
      process.execPath,
      ['scripts/studio.ts', '--build', '--content', content],
      {
        cwd: repoRoot,
        // Tethered: the build dies with this test's process, never left holding web/.next.
        detached: true,
        env: envWithoutContentSettings({
          CONTENT_SNAPSHOT: join(scratch, 'snapshot.ndjson'),
          NEXT_DIST_DIR: relative(join(repoRoot, 'web'), outDir),
          SITE_CACHE_DIR: join(scratch, 'site-cache'),
          // `npm run typecheck` checks web/'s types once (web/next.config.ts).
          NEXT_SKIP_TYPECHECK: '1',
        }),
      },
    ),
  )
})

afterAll(() => rmSync(content, { recursive: true, force: true }))

describe('npm run studio -- --build', () => {
  it("builds the site from local content: the edit is on Bath's area card on the home page", () => {
    const home = readFileSync(join(outDir, 'index.html'), 'utf8')
    expect(home).toContain(edited)
    expect(log).toContain(
      `studio: built web/.build-local-studio/out from local content; npm run serve shows it at ${localContentLake.siteUrl}`,
    )
  })

  it('records the local project and dataset, and the edited revision, for the local Studio', () => {
    const record = JSON.parse(readFileSync(join(outDir, 'build.json'), 'utf8')) as {
      projectId: string
      dataset: string
      documents: { _id: string; _rev: string }[]
    }
    expect(record).toMatchObject({
      projectId: localContentLake.projectId,
      dataset: localContentLake.dataset,
    })
    const kept = join(content, 'dataset.ndjson')
    const seeded = parseNdjson(readFileSync(kept, 'utf8'), kept).find(
      (document) => document._id === 'town.bath',
    )
    expect(record.documents.find((document) => document._id === 'town.bath')?._rev).toBe(
      seeded?._rev,
    )
  })
})
