// Page finishing (scripts/finishing/) for postbuild, on every core: each page is finished on its
// own (finishPage is a function of the page's HTML and the islands build), so a share of the
// pages goes to each worker thread (finish-worker.ts), which reads, finishes and writes its pages
// and answers with what postbuild sums up. A site of a few pages is finished here, in this
// thread: a worker's start (loading the finishing code) costs more than it saves.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { finishPage } from './finish-page.ts'
import type { IslandsBuild } from './islands.ts'

/** What finishing one page gave: the files written beside it, its problems, its policy's hashes. */
export type FinishedFile = {
  file: string
  files: string[]
  problems: string[]
  scriptHashes: string[]
  styleHashes: string[]
}

/** Below this many pages, finishing stays in this thread. */
const pagesForWorkers = 200

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`
  writeFileSync(temporary, text)
  renameSync(temporary, file)
}

/** Finishes one page of `outDir` in place and writes the files it puts beside it. */
export function finishFile(
  outDir: string,
  file: string,
  islands: IslandsBuild,
  shownFile: string,
): FinishedFile {
  const page = finishPage(readFileSync(join(outDir, file), 'utf8'), islands, file, shownFile)
  writeAtomically(join(outDir, file), page.html)
  for (const extra of page.files) {
    mkdirSync(dirname(join(outDir, extra.file)), { recursive: true })
    writeFileSync(join(outDir, extra.file), extra.text)
  }
  return {
    file,
    files: page.files.map((extra) => extra.file),
    problems: page.problems,
    scriptHashes: [...page.scriptHashes],
    styleHashes: [...page.styleHashes],
  }
}

/** Finishes `files` of `outDir`, in worker threads when there are many; results in `files` order. */
export async function finishFiles(
  outDir: string,
  files: readonly string[],
  islands: IslandsBuild,
  shownFile: (file: string) => string,
): Promise<FinishedFile[]> {
  const workers = Math.min(availableParallelism(), Math.ceil(files.length / pagesForWorkers))
  if (workers <= 1) return files.map((file) => finishFile(outDir, file, islands, shownFile(file)))
  // Interleaved shares: neighbouring pages (a town and the next) cost about the same.
  const shares = Array.from({ length: workers }, (_, index) =>
    files.filter((_file, position) => position % workers === index),
  )
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<FinishedFile[]>((resolve, reject) => {
          const worker = new Worker(new URL('./finish-worker.ts', import.meta.url), {
            workerData: {
              outDir,
              islands,
              files: share.map((file) => ({ file, shown: shownFile(file) })),
            },
          })
          worker.once('message', resolve)
          worker.once('error', reject)
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`a page-finishing worker stopped (exit ${code})`))
          })
        }),
    ),
  )
  const byFile = new Map(results.flat().map((result) => [result.file, result]))
  return files.map((file) => byFile.get(file) as FinishedFile)
}
