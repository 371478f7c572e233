// The incremental build (npm run build:incremental, scripts/build-incremental.ts): the host's
// build after a Publish (netlify.toml's command). It writes what `npm run build` writes, file for
// file and byte for byte (the build record's time aside: tests/build/incremental.test.ts compares
// them after each kind of Publish), doing only the work the content's changes need, from what the
// last build left (scripts/build/site-cache.ts):
//   - the same code and content as the last build: its export again, with a new build record
//     (a queued build after the one that had every Publish costs seconds);
//   - else the pull and the picture step as always, then next build renders only the pages whose
//     reads give new answers (every page, for a change every page shows, or new code), postbuild
//     finishes those and copies the others from the last build;
//   - next build checks the types only when this code has not been checked before.
// With no earlier build (a first deploy, CI) it is a clean build. Each step's seconds are printed
// as `build:incremental: <step> <seconds> s`, which the bench's local host reads.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderOnlyName } from '../../web/lib/content/shared-facts.ts'
import { buildRecordPath } from '../../web/lib/routes.ts'
import { command } from '../lib/command-line.ts'
import { repoRoot, snapshotPathIn } from '../lib/env.ts'
import { outDirIn } from '../lib/export-files.ts'
import { parseNdjson } from '../lib/ndjson.ts'
import { runCommand } from '../lib/run-command.ts'
import { datasetAddresses } from '../lib/site-addresses.ts'
import { readLiveRecord } from './live-record.ts'
import { manifestPath } from './pictures/cache.ts'
import { writePictures } from './pictures/write-pictures.ts'
import { postbuild } from './postbuild.ts'
import { pull } from './pull.ts'
import {
  changedDocuments,
  type PageEntry,
  planRender,
  ReadAnswers,
  restoreCompiledNext,
  type SiteCache,
  saveBuild,
  saveCompiledNext,
  siteCacheDir,
  siteCacheForCode,
  snapshotRevisions,
  syncTree,
  validationMemoName,
} from './site-cache.ts'
import type { ValidationMemo } from './studio-rules.ts'

const nextBin = join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

/** Prints one step's time in the form the local host reads (scripts/bench/local-host.ts). */
function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  return work().then((result) => {
    console.error(
      `build:incremental: ${step} ${((performance.now() - started) / 1000).toFixed(2)} s`,
    )
    return result
  })
}

/**
 * Runs a step as its command does (`<name> failed: <message>` on stderr when it fails), and
 * fails with its exit code.
 */
async function run(
  name: string,
  work: (env: NodeJS.ProcessEnv) => Promise<void>,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const code = await command(name, (_args, stepEnv) => work(stepEnv))([], env)
  if (code !== 0) throw new Error(`${name} failed (exit ${code}): see above`)
}

function readMemo(file: string): ValidationMemo | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ValidationMemo
  } catch {
    return undefined
  }
}

/** The last build's export again, with a build record of this build (same content, same code). */
function republish(cache: SiteCache, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true })
  syncTree(cache.outDir, outDir)
  const file = join(outDir, buildRecordPath.slice(1))
  const record = JSON.parse(readFileSync(file, 'utf8')) as { builtAt: string }
  record.builtAt = new Date().toISOString()
  writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`)
}

/** The incremental build of this environment's content and code (SITE_CACHE_DIR, NEXT_DIST_DIR). */
export async function incrementalBuild(env: NodeJS.ProcessEnv): Promise<void> {
  const dir = siteCacheDir(env)
  const outDir = outDirIn(env)
  const found = siteCacheForCode(dir, env)
  const cache: SiteCache | undefined = 'problem' in found ? undefined : found
  if ('problem' in found) console.error(`build:incremental: a clean build: ${found.problem}`)

  // The last build's content check: documents it passed whose checks get the same answers are not
  // checked again (scripts/build/studio-rules.ts).
  const validationMemo = cache ? readMemo(join(cache.dir, validationMemoName)) : undefined
  await timed('pull', () =>
    run('content:pull', (stepEnv) => pull(stepEnv, { validationMemo }), env),
  )
  const snapshotPath = snapshotPathIn(env)
  const documents = parseNdjson(readFileSync(snapshotPath, 'utf8'), snapshotPath)
  if (cache) {
    const changed = changedDocuments(cache.record.revisions, snapshotRevisions(documents))
    if (changed.length === 0) {
      console.error(
        'build:incremental: the content and code of the last build: its export again, with a new build record',
      )
      await timed('republish', async () => republish(cache, outDir))
      return
    }
    console.error(
      `build:incremental: ${changed.length} document(s) changed since the last build: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}`,
    )
  }

  await timed('pictures', () => run('pictures', writePictures, env))
  const manifest = JSON.parse(readFileSync(manifestPath(snapshotPath), 'utf8'))
  const answers = new ReadAnswers(documents, manifest)
  let reuse: Map<string, PageEntry> | undefined
  const planFile = join(snapshotPath, '..', renderOnlyName)
  rmSync(planFile, { force: true })
  if (cache) {
    const addresses = datasetAddresses(documents)
      .filter((address) => address.aliasOf === undefined)
      .map((address) => address.path)
    const plan = await timed('plan', () => planRender(cache, answers, addresses))
    reuse = plan.reuse
    writeFileSync(planFile, `${JSON.stringify(plan.render)}\n`)
    console.error(
      `build:incremental: ${plan.changedReads} of ${cache.record.reads.length} reads give new answers: ${plan.render.length} of ${addresses.length} pages to render, ${plan.reuse.size} from the last build`,
    )
  }

  // The types of this code were checked by the build that left the cache: not again.
  const skipTypes = cache?.record.typesChecked === true
  const nextEnv = skipTypes ? { ...env, NEXT_SKIP_TYPECHECK: '1' } : env
  // The same code as the last build: Next renders with what it compiled then (its generate mode).
  const nextDir = join(repoRoot, 'web', '.next')
  const compiled = cache ? restoreCompiledNext(cache.dir, nextDir) : false
  console.error(
    `build:incremental: next build ${compiled ? 'renders with the last build’s compiled site (no compile)' : 'compiles'}${nextEnv.NEXT_SKIP_TYPECHECK === '1' ? '' : ' and checks the types'}`,
  )
  // Next's generate mode leaves an earlier export in place: none may be taken for this one's.
  rmSync(outDir, { recursive: true, force: true })
  await timed('next build', () =>
    runCommand(
      'next build',
      process.execPath,
      [nextBin, 'build', ...(compiled ? ['--experimental-build-mode=generate'] : [])],
      { cwd: join(repoRoot, 'web'), env: nextEnv },
    ).then((output) => {
      const generated = output.match(
        /Generating static pages using \d+ workers \((\d+)\/\d+\) in ([\d.]+m?s)/,
      )
      if (generated)
        console.error(
          `build:incremental: next build rendered ${generated[1]} routes in ${generated[2]}`,
        )
    }),
  )

  const summary = await timed('postbuild', async () => {
    const live = await readLiveRecord(env)
    const result = await postbuild({
      outDir,
      snapshotPath,
      live: live.record,
      env,
      ...(cache && reuse ? { reuse: { outDir: cache.outDir, pages: reuse } } : {}),
    })
    for (const warning of result.warnings) console.error(`postbuild: warning: ${warning}`)
    return result
  })
  console.error(
    `build:incremental: ${summary.pages} pages, ${summary.reused} of them from the last build`,
  )
  const note = await timed('save', () =>
    saveBuild(dir, {
      outDir,
      snapshotPath,
      documents,
      manifest,
      env: nextEnv,
      written: summary.written,
      cache,
      answers,
      unchanged: summary.copied,
    }),
  )
  if (!compiled) await timed('save', async () => saveCompiledNext(nextDir, dir))
  console.error(`build:incremental: ${note}`)
}
