// The pull, the build's first step (`npm run content:pull`, scripts/pull.ts): writes
// web/.content/snapshot.ndjson, the only content the site build reads. Source: Sanity when
// SANITY_PROJECT_ID is set (one request), else the fixture NDJSON; from either, only the documents
// of the Studio's types and their pictures (scripts/sanity/content-query.ts).
// The snapshot is validated with the Studio's own rules (errors stop the pull, warnings are
// printed), and the originals of the pictures it uses are fetched into the picture cache
// (web/.cache/pictures), before it is written; on any failure no snapshot is left behind.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { pageReadsDirName, renderOnlyName } from '../../web/lib/content/shared-facts.ts'
import { publicSite } from '../../web/lib/settings.ts'
import { contentSource, repoRoot, snapshotPathIn } from '../lib/env.ts'
import { documentRevision, readNdjsonFile, type SanityDocument, toNdjson } from '../lib/ndjson.ts'
import { contentTypes, fetchPublishedDocuments, selectContent } from '../sanity/index.ts'
import { buildStartPath } from './build-record.ts'
import { pictureCacheDir } from './pictures/cache.ts'
import { fetchOriginals, fetchTimeoutMs } from './pictures/originals.ts'
import { validationMemoName } from './site-cache.ts'
import {
  reportContentProblems,
  type ValidationMemo,
  validateWithStudioRules,
} from './studio-rules.ts'

/** Beside the snapshot: what each document's check asked (studio-rules.ts ValidationMemo). */
function validationMemoPath(snapshotPath: string): string {
  return join(dirname(snapshotPath), validationMemoName)
}

/** Whether `memo` holds exactly these documents at these revisions (each passed its check). */
function sameDocuments(documents: readonly SanityDocument[], memo: ValidationMemo): boolean {
  return (
    documents.length === Object.keys(memo).length &&
    documents.every((document) => memo[document._id]?.rev === documentRevision(document))
  )
}

/**
 * The pull of this environment's content. An incremental build gives the last build's
 * `validationMemo`: the documents it checked and passed are not checked again.
 */
export async function pull(
  env: NodeJS.ProcessEnv,
  { validationMemo }: { validationMemo?: ValidationMemo } = {},
): Promise<void> {
  const snapshotPath = snapshotPathIn(env)
  // A failed pull must never leave an older snapshot for the build to pick up, nor what the last
  // render read and which pages an incremental build chose to render (scripts/build/site-cache.ts).
  rmSync(snapshotPath, { force: true })
  rmSync(join(dirname(snapshotPath), pageReadsDirName), { recursive: true, force: true })
  rmSync(join(dirname(snapshotPath), renderOnlyName), { force: true })
  // The build starts here: postbuild puts its duration in the build record (scripts/build/build-record.ts).
  const startedAt = new Date()
  rmSync(buildStartPath(snapshotPath), { force: true })
  rmSync(validationMemoPath(snapshotPath), { force: true })
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

  // The Studio's own rules, with its custom validators querying these documents (not Sanity). An
  // incremental build gives the last build's memo: a document checked then, whose checks get the
  // same answers now, is not checked again.
  const kept: ValidationMemo = {}
  if (validationMemo && sameDocuments(documents, validationMemo)) {
    // The dataset the last build checked and passed, document for document: nothing to check.
    Object.assign(kept, validationMemo)
  } else {
    reportContentProblems(
      await validateWithStudioRules(documents, { memo: validationMemo, kept }),
      'content:pull',
    )
  }
  if (validationMemo) {
    const reused = documents.filter(
      (document) => kept[document._id] === validationMemo[document._id],
    )
    console.error(
      `content:pull: ${documents.length - reused.length} document(s) checked, ${reused.length} unchanged since the last build's check`,
    )
  }

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
  writeFileSync(buildStartPath(snapshotPath), `${JSON.stringify({ startedAt })}\n`)
  writeFileSync(validationMemoPath(snapshotPath), `${JSON.stringify(kept)}\n`)
  console.error(
    `content:pull: wrote ${documents.length} documents to ${relative(repoRoot, snapshotPath)}`,
  )
}
