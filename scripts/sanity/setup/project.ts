// Setup's steps "Project" (one of the user's, or a new one) and "Dataset" (created when missing).
import { DATASET } from '../../../web/lib/settings.ts'
import type { Dataset, Project, ProjectsApi } from '../projects.ts'
import { askFor, attempt, type Run, report, StepFailure, type StepStatus, said } from './run.ts'

export async function chooseProject(
  run: Run,
  api: ProjectsApi,
  projects: Project[],
): Promise<Project> {
  const step = 'Project'
  const { options } = run
  const fromEnv = run.current('SANITY_PROJECT_ID')
  let project: Project | undefined
  let status: StepStatus = 'already there'
  const byId = (id: string, where: string) => {
    const found = projects.find((candidate) => candidate.id === id)
    if (!found) {
      const yours = projects.map((p) => `${p.id} (${p.displayName})`).join(', ') || 'none'
      throw new StepFailure(
        step,
        `${where} names project "${id}", which is not one of yours (yours: ${yours})`,
        'Give another with --project-id, or create one with --create-project NAME.',
      )
    }
    return found
  }
  if (options.projectId) project = byId(options.projectId, '--project-id')
  else if (options.createProject) {
    project = projects.find((candidate) => candidate.displayName === options.createProject)
    if (!project) {
      const name = options.createProject
      project = await attempt(step, () => api.createProject(name), 'Check your Sanity plan.')
      status = 'created'
    }
  } else if (fromEnv) project = byId(fromEnv, 'SANITY_PROJECT_ID')
  else {
    const list = projects.map((p, index) => `  ${index + 1}. ${p.displayName} (${p.id})`)
    const answer = await askFor(
      run,
      step,
      `Which Sanity project?\n${list.join('\n')}\n  or type a name to create a new project: `,
      '--project-id ID or --create-project NAME',
    )
    if (/^\d+$/.test(answer)) {
      project = projects[Number(answer) - 1]
      if (!project) {
        throw new StepFailure(
          step,
          `there is no project number ${answer} in the list`,
          `Choose from 1 to ${projects.length}, or type a name for a new project.`,
        )
      }
    } else if (answer) {
      project = await attempt(step, () => api.createProject(answer), 'Check your Sanity plan.')
      status = 'created'
    } else throw new StepFailure(step, 'no project chosen', 'Choose a number or type a name.')
  }
  const written = run.record({
    SANITY_PROJECT_ID: project.id,
    SANITY_STUDIO_PROJECT_ID: project.id,
  })
  report(
    run,
    step,
    status,
    `${status === 'created' ? 'Created' : 'Using'} "${project.displayName}" (${project.id}).${said(written)}`,
  )
  return project
}

export async function ensureDataset(
  run: Run,
  api: ProjectsApi,
  project: Project,
): Promise<Dataset> {
  const step = 'Dataset'
  const name = run.options.dataset ?? run.current('SANITY_DATASET') ?? 'production'
  if (!DATASET.test(name)) {
    throw new StepFailure(
      step,
      `SANITY_DATASET "${name}" is not a dataset name`,
      'Use lowercase letters, digits, "_" and "-" (--dataset NAME).',
    )
  }
  const datasets = await attempt(step, () => api.listDatasets(project.id), 'Check the project id.')
  let dataset = datasets.find((candidate) => candidate.name === name)
  let status: StepStatus = 'already there'
  if (!dataset) {
    const aclMode = run.options.datasetVisibility
    await attempt(
      step,
      () => api.createDataset(project.id, name, aclMode),
      'Check the dataset name.',
    )
    dataset = { name, aclMode }
    status = 'created'
  }
  const written = run.record({ SANITY_DATASET: name, SANITY_STUDIO_DATASET: name })
  report(run, step, status, `"${name}" (${dataset.aclMode}).${said(written)}`)
  return dataset
}
