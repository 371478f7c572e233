// Setup's first step, "Sign in": SANITY_AUTH_TOKEN, else the Sanity CLI's stored login, else
// `sanity login` (it opens the browser); then the projects the user is a member of.
import { CliFailure } from '../cli.ts'
import { defaultApiHost, type Project, type ProjectsApi, projectsApi } from '../projects.ts'
import { attempt, type Run, report, StepFailure, type StepStatus } from './run.ts'

export async function signIn(
  run: Run,
): Promise<{ token: string; api: ProjectsApi; projects: Project[] }> {
  const step = 'Sign in'
  const apiHost = run.env.SANITY_API_HOST?.trim() || defaultApiHost
  let token = run.env.SANITY_AUTH_TOKEN?.trim()
  let how = 'with SANITY_AUTH_TOKEN'
  let status: StepStatus = 'already there'
  if (!token) {
    token = await run.deps.storedToken()
    how = "with the Sanity CLI's login"
  }
  if (!token) {
    if (!run.deps.ask) {
      throw new StepFailure(
        step,
        'no Sanity login on this machine, and SANITY_AUTH_TOKEN is not set',
        'Run `npx sanity login` once (it opens your browser), or set SANITY_AUTH_TOKEN to a token of your Sanity user.',
      )
    }
    console.error('setup: signing in with the Sanity CLI (`sanity login`): it opens your browser.')
    try {
      await run.deps.sanityCli(['login'], { env: run.env, interactive: true })
    } catch (error) {
      throw new StepFailure(
        step,
        `${(error as Error).message}${error instanceof CliFailure ? `\n${error.output.trim()}` : ''}`,
        'Run `npx sanity login` yourself and see what it says.',
      )
    }
    token = await run.deps.storedToken()
    if (!token) {
      throw new StepFailure(
        step,
        '`sanity login` ended without storing a login',
        'Run `npx sanity login` yourself and finish it in the browser.',
      )
    }
    how = 'with `sanity login`'
    status = 'created'
  }
  const api = projectsApi(token, apiHost)
  const projects = await attempt(
    step,
    () => api.listProjects(),
    'Check the network and SANITY_API_HOST.',
  )
  report(run, step, status, `Signed in ${how}; you are a member of ${projects.length} project(s).`)
  return { token, api, projects }
}
