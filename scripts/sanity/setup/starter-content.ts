// Setup's step "Starter content": the seed (../seed.ts) into the dataset, asking first when the
// dataset holds other documents.
import { starterDocuments } from '../../content/index.ts'
import { sanityClient } from '../fetch.ts'
import type { Dataset, Project } from '../projects.ts'
import { SanityAnswerError } from '../projects.ts'
import { seed } from '../seed.ts'
import { askFor, attempt, type Run, report, StepFailure } from './run.ts'

export async function seedStarterContent(run: Run, project: Project, dataset: Dataset) {
  const step = 'Starter content'
  const token = run.current('SANITY_API_WRITE_TOKEN') as string
  const apiHost = run.env.SANITY_API_HOST?.trim() || undefined
  const ids = starterDocuments().map((document) => document._id)
  const client = sanityClient({ projectId: project.id, dataset: dataset.name, token, apiHost })
  const found = await attempt(
    step,
    async () => {
      try {
        return await client.fetch<{ total: number; starter: string[] }>(
          '{"total": count(*[!(_id in path("_.**"))]), "starter": *[_id in $ids || _id in $drafts]._id}',
          { ids, drafts: ids.map((id) => `drafts.${id}`) },
          { perspective: 'raw' },
        )
      } catch (error) {
        throw new SanityAnswerError(`reading dataset "${dataset.name}"`, error)
      }
    },
    'Check the network.',
  )
  const present = new Set(found.starter.map((id) => id.replace(/^drafts\./, '')))
  const missing = ids.filter((id) => !present.has(id))
  if (missing.length === 0) {
    report(
      run,
      step,
      'already there',
      `All ${ids.length} starter documents are in "${dataset.name}".`,
    )
    return
  }
  if (found.total > 0) {
    const question = `Dataset "${dataset.name}" already holds ${found.total} document${found.total === 1 ? '' : 's'}; ${missing.length} of the ${ids.length} starter documents are missing. Add them? Nothing that exists is changed. [y/N] `
    const answer =
      run.options.seed ??
      (/^y(es)?$/i.test(await askFor(run, step, question, '--seed yes or --seed no', 'no'))
        ? 'yes'
        : 'no')
    if (answer === 'no') {
      report(
        run,
        step,
        'skipped',
        `${missing.length} starter documents are not in "${dataset.name}"; left as it is (npm run seed adds them later).`,
      )
      return
    }
  }
  const seedEnv = {
    ...run.env,
    SANITY_PROJECT_ID: project.id,
    SANITY_DATASET: dataset.name,
    SANITY_API_WRITE_TOKEN: token,
  }
  try {
    await seed({ replace: false, dryRun: false, out: undefined }, seedEnv, run.deps.studioRules)
  } catch (error) {
    // As `npm run seed` says it (scripts/seed.ts), then the step's failure.
    console.error(`seed failed: ${(error as Error).message}`)
    throw new StepFailure(
      step,
      'npm run seed stopped (its message is above)',
      'Fix what it names; `npm run seed` alone repeats this step.',
    )
  }
  report(run, step, 'created', `Added ${missing.length} starter documents to "${dataset.name}".`)
}
