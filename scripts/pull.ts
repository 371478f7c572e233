// npm run content:pull — writes web/.content/snapshot.ndjson, the only content the site build reads.
// Source: Sanity when SANITY_PROJECT_ID is set (one request), else the fixture NDJSON.
// The snapshot is validated with the Studio's own rules before it is written (errors stop the
// pull, warnings are printed); on any failure no snapshot is left behind.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { contentSource, loadDotEnv, repoRoot, snapshotPath } from './lib/env.ts'
import { readNdjsonFile, type SanityDocument, toNdjson } from './lib/ndjson.ts'
import { fetchPublishedDocuments } from './lib/sanity-fetch.ts'
import { reportContentProblems, validateWithStudioRules } from './lib/studio-rules.ts'

const usage =
  'Usage: npm run content:pull  (reads SANITY_* or CONTENT_FIXTURE from the environment)'

async function main(): Promise<void> {
  try {
    const { values } = parseArgs({ options: { help: { type: 'boolean', short: 'h' } } })
    if (values.help) {
      console.log(usage)
      return
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  loadDotEnv()
  // A failed pull must never leave an older snapshot for the build to pick up.
  rmSync(snapshotPath, { force: true })

  const source = contentSource()
  let documents: SanityDocument[]
  if (source.kind === 'sanity') {
    const where = source.apiHost ?? `${source.projectId}.api.sanity.io`
    console.error(`content:pull: fetching published documents of "${source.dataset}" from ${where}`)
    documents = await fetchPublishedDocuments(source)
  } else {
    console.error(`content:pull: reading fixture ${relative(repoRoot, source.path) || source.path}`)
    documents = readNdjsonFile(source.path)
  }

  // The Studio's own rules, with its custom validators querying these documents (not Sanity).
  reportContentProblems(await validateWithStudioRules(documents), 'content:pull')

  mkdirSync(dirname(snapshotPath), { recursive: true })
  const temporary = `${snapshotPath}.${process.pid}.tmp`
  writeFileSync(temporary, toNdjson(documents))
  renameSync(temporary, snapshotPath)
  console.error(
    `content:pull: wrote ${documents.length} documents to ${relative(repoRoot, snapshotPath)}`,
  )
}

main().catch((error: unknown) => {
  console.error(`content:pull failed: ${(error as Error).message}`)
  process.exitCode = 1
})
