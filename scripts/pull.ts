// npm run content:pull — writes web/.content/snapshot.ndjson, the only content the site build reads.
// Source: Sanity when SANITY_PROJECT_ID is set (one request), else the fixture NDJSON; from
// either, only the documents of the Studio's types and their pictures (lib/content-query.ts).
// The snapshot is validated with the Studio's own rules (errors stop the pull, warnings are
// printed), and the originals of the pictures it uses are fetched into the picture cache
// (web/.cache/pictures), before it is written; on any failure no snapshot is left behind.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { pageReadsDirName, renderOnlyName } from '../web/lib/content/shared-facts.ts'
import { publicSite } from '../web/lib/settings.ts'
import { command, runAsScript } from './lib/command-line.ts'
import { contentTypes, selectContent } from './lib/content-query.ts'
import { contentSource, loadDotEnv, repoRoot, snapshotPathIn } from './lib/env.ts'
import { readNdjsonFile, type SanityDocument, toNdjson } from './lib/ndjson.ts'
import { pictureCacheDir } from './lib/pictures/cache.ts'
import { fetchOriginals, fetchTimeoutMs } from './lib/pictures/originals.ts'
import { fetchPublishedDocuments } from './lib/sanity-fetch.ts'
import { reportContentProblems, validateWithStudioRules } from './lib/studio-rules.ts'

const usage =
  'Usage: npm run content:pull  (reads SANITY_* or CONTENT_FIXTURE from the environment)'

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    const { values } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h' } } })
    if (values.help) {
      console.log(usage)
      return
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  const snapshotPath = snapshotPathIn(env)
  // A failed pull must never leave an older snapshot for the build to pick up, nor what the last
  // render read and which pages an incremental build chose to render (scripts/lib/site-cache.ts).
  rmSync(snapshotPath, { force: true })
  rmSync(join(dirname(snapshotPath), pageReadsDirName), { recursive: true, force: true })
  rmSync(join(dirname(snapshotPath), renderOnlyName), { force: true })
  // The build's first step refuses, before any work, the settings a later step cannot work
  // with: the site's address on this host (next build's), and the content source.
  publicSite(env)
  const source = contentSource(env)

  let documents: SanityDocument[]
  if (source.kind === 'sanity') {
    const where = source.apiHost ?? `${source.projectId}.api.sanity.io`
    console.error(`content:pull: fetching published documents of "${source.dataset}" from ${where}`)
    documents = await fetchPublishedDocuments(source)
  } else {
    console.error(`content:pull: reading fixture ${relative(repoRoot, source.path) || source.path}`)
    documents = await selectContent(readNdjsonFile(source.path), await contentTypes())
  }

  // The Studio's own rules, with its custom validators querying these documents (not Sanity).
  reportContentProblems(await validateWithStudioRules(documents), 'content:pull')

  // Asset documents come with the one content request; their files come from the asset's URL
  // (in fixture mode, from assets/ beside the fixture), each once: the cache survives builds.
  const cacheDir = pictureCacheDir(env)
  const originals = await fetchOriginals(
    documents,
    source.kind === 'fixture'
      ? { kind: 'fixture', assetsDir: join(dirname(source.path), 'assets') }
      : { kind: 'sanity' },
    cacheDir,
    fetchTimeoutMs(env),
  )
  if (originals.problems.length > 0) {
    const lines = originals.problems.map((problem) => `  - ${problem}`).join('\n')
    throw new Error(
      `${originals.problems.length} picture(s) could not be fetched; fix them in the Studio and build again:\n${lines}`,
    )
  }
  console.error(
    `content:pull: pictures: ${originals.fetched} fetched, ${originals.cached} already in ${relative(repoRoot, cacheDir) || cacheDir}`,
  )

  mkdirSync(dirname(snapshotPath), { recursive: true })
  const temporary = `${snapshotPath}.${process.pid}.tmp`
  writeFileSync(temporary, toNdjson(documents))
  renameSync(temporary, snapshotPath)
  console.error(
    `content:pull: wrote ${documents.length} documents to ${relative(repoRoot, snapshotPath)}`,
  )
}

/** The pull as a function (tests run it in their own process: the Studio's rules load once). */
export const pullCommand = command('content:pull', main)

if (import.meta.main) {
  loadDotEnv()
  runAsScript(pullCommand)
}
