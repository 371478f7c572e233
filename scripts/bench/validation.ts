// Bench figures for the pull's content check (validateWithStudioRules): how long loading the
// Studio schema takes, validating the fixture, and validating the many-town dataset the scale
// build uses, as that check's share of the build cost per extra town page.

import { studioSchema, validateWithStudioRules } from '../build/index.ts'
import { defaultFixturePath } from '../lib/env.ts'
import { readNdjsonFile } from '../lib/ndjson.ts'
import { median } from './statistics.ts'

export type ValidationBench = {
  /** Loading `sanity` and compiling the Studio schema, once per pull. */
  loadMs: number
  fixtureDocuments: number
  /** Validating the fixture, schema already loaded (median of three runs; the towns: one). */
  fixtureMs: number
  scaled?: { documents: number; ms: number; extraPages: number; msPerExtraPage: number }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await run()
  return performance.now() - started
}

async function validationMs(
  file: string,
  times: number,
): Promise<{ documents: number; ms: number }> {
  const documents = readNdjsonFile(file)
  const runs: number[] = []
  for (let run = 0; run < times; run += 1) {
    let failed: string[] = []
    runs.push(
      await timed(async () => {
        failed = (await validateWithStudioRules(documents)).errors
      }),
    )
    if (failed.length > 0) {
      throw new Error(`${file} does not pass the Studio's rules:\n  - ${failed.join('\n  - ')}`)
    }
  }
  return { documents: documents.length, ms: median(runs) }
}

/** `scaledFile`: the many-town dataset, with the number of pages its extra towns add. */
export async function measureValidation(scaled?: {
  file: string
  extraPages: number
}): Promise<ValidationBench> {
  const loadMs = await timed(studioSchema)
  const fixture = await validationMs(defaultFixturePath, 3)
  const result: ValidationBench = {
    loadMs,
    fixtureDocuments: fixture.documents,
    fixtureMs: fixture.ms,
  }
  if (scaled) {
    const many = await validationMs(scaled.file, 1)
    result.scaled = {
      documents: many.documents,
      ms: many.ms,
      extraPages: scaled.extraPages,
      msPerExtraPage: (many.ms - fixture.ms) / scaled.extraPages,
    }
  }
  return result
}

/** Rows for bench's build table. */
export function validationRows(bench: ValidationBench) {
  return [
    {
      measure: 'content check: loading the Studio schema (once per pull)',
      value: `${(bench.loadMs / 1000).toFixed(1)} s`,
      target: '',
    },
    {
      measure: `content check: fixture (${bench.fixtureDocuments} documents)`,
      value: `${Math.round(bench.fixtureMs)} ms`,
      target: '',
    },
    {
      measure: `content check: ${bench.scaled?.documents ?? 'many-town'} documents, per extra town page`,
      value: bench.scaled
        ? `${bench.scaled.msPerExtraPage.toFixed(1)} ms (${(bench.scaled.ms / 1000).toFixed(1)} s in all)`
        : 'skipped',
      target: 'part of the build cost per extra town page',
    },
  ]
}
