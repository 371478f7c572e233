// Setup's step "API tokens": a Viewer token (build, preview) and an Editor token (seed), each
// made only when .env has none that works on the project.
import { sanityClient } from '../fetch.ts'
import type { Dataset, Project, ProjectsApi, RoleName } from '../projects.ts'
import { SanityAnswerError } from '../projects.ts'
import { attempt, type Run, report, said } from './run.ts'

/** The labels setup gives its tokens (sanity.io/manage → API → Tokens), by role. */
export const tokenLabels: Record<RoleName, string> = {
  viewer: 'Website build and preview (npm run setup)',
  editor: 'Starter content seed (npm run setup)',
}

/** Whether a token works on this project and dataset (a query with it): a revoked one does not. */
async function tokenWorks(
  env: NodeJS.ProcessEnv,
  project: Project,
  dataset: Dataset,
  token: string,
): Promise<boolean> {
  const apiHost = env.SANITY_API_HOST?.trim() || undefined
  try {
    await sanityClient({ projectId: project.id, dataset: dataset.name, token, apiHost }).fetch(
      'count(*[_id == "siteSettings"])',
    )
    return true
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    if (status === 401 || status === 403) return false
    throw new SanityAnswerError(`a query with the token for dataset "${dataset.name}"`, error)
  }
}

export async function ensureTokens(run: Run, api: ProjectsApi, project: Project, dataset: Dataset) {
  const step = 'API tokens'
  const wanted: { role: RoleName; variable: string; use: string }[] = [
    { role: 'viewer', variable: 'SANITY_API_READ_TOKEN', use: 'build and preview' },
    { role: 'editor', variable: 'SANITY_API_WRITE_TOKEN', use: 'seed' },
  ]
  const done: string[] = []
  const kept: string[] = []
  let existing: { label: string }[] | undefined
  for (const { role, variable, use } of wanted) {
    const value = run.current(variable)
    const works = value
      ? await attempt(
          step,
          () => tokenWorks(run.env, project, dataset, value),
          'Check the network.',
        )
      : false
    if (value && works) {
      kept.push(`${variable} (${use})`)
      continue
    }
    existing ??= await attempt(step, () => api.listTokens(project.id), 'Check the project id.')
    const label = tokenLabels[role]
    const token = await attempt(
      step,
      () => api.createToken(project.id, label, role),
      'Check your role on the project.',
    )
    const written = run.record({ [variable]: token.key }, [variable])
    done.push(
      [
        `Created the ${role === 'viewer' ? 'Viewer' : 'Editor'} token "${label}" (${use})`,
        value ? `, as project ${project.id} refused the ${variable} that was set` : '',
        existing.some((token) => token.label === label)
          ? `; a token of that label was there already, but Sanity shows a token's secret only when it is made: revoke the unused one at sanity.io/manage → API → Tokens`
          : '',
        `.${said(written)}`,
      ].join(''),
    )
  }
  report(
    run,
    step,
    done.length > 0 ? 'created' : 'already there',
    [...done, kept.length > 0 ? `${kept.join(' and ')} in .env work.` : ''].join(' ').trim(),
  )
}
