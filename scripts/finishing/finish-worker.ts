// A worker thread of finish-pages.ts: finishes its share of the pages, then answers with what
// each gave.
import { parentPort, workerData } from 'node:worker_threads'
import { finishFile } from './finish-pages.ts'
import type { IslandsBuild } from './islands.ts'

const { outDir, islands, files } = workerData as {
  outDir: string
  islands: IslandsBuild
  files: { file: string; shown: string }[]
}
parentPort?.postMessage(files.map(({ file, shown }) => finishFile(outDir, file, islands, shown)))
