// The guided first setup of Sanity for this site (npm run setup, scripts/setup.ts), re-runnable.
// Each step first looks at what exists and says what it did or found already there, so a second
// run changes nothing. The steps, in order, and their files:
//   sign in          the Sanity CLI's own login (`sanity login`, its stored token) or
//                    SANITY_AUTH_TOKEN (sign-in.ts)
//   project          pick one of yours, or create one (Projects API) (project.ts)
//   dataset          create it when missing (project.ts)
//   addresses        the Studio's sanity.studio address, the live site's, the preview's
//                    (addresses.ts)
//   CORS origins     the deployed Studio and the local Studio (sanity dev), with credentials
//                    (addresses.ts)
//   tokens           a Viewer token (build, preview) and an Editor token (seed) (tokens.ts)
//   starter content  the seed (../seed.ts); asks first when the dataset holds other documents
//                    (starter-content.ts)
//   deploy           `sanity deploy` of studio/ (deploy.ts)
// Every value is written to .env as soon as it is known (a token's secret is shown once), never
// replacing one without saying so. Then it prints, for Netlify and for Cloudflare Pages, the
// variables to paste and the webhook command (deploy.ts). What the steps share is in run.ts.
import { readEnvFile, writeEnvValues } from '../env-file.ts'
import { chooseAddresses, ensureCors } from './addresses.ts'
import { deployStudio, hostInstructions } from './deploy.ts'
import { chooseProject, ensureDataset } from './project.ts'
import type { Run, SetupDeps, SetupOptions, StepReport } from './run.ts'
import { signIn } from './sign-in.ts'
import { seedStarterContent } from './starter-content.ts'
import { ensureTokens } from './tokens.ts'

/** Runs every step in turn, with these options; the steps' reports, after the summary on stdout. */
export async function setup(
  options: SetupOptions,
  env: NodeJS.ProcessEnv,
  deps: SetupDeps,
): Promise<StepReport[]> {
  const reports: StepReport[] = []
  const secrets = new Set<string>()
  const run: Run = {
    options,
    deps,
    env,
    reports,
    current: (name) => env[name]?.trim() || readEnvFile(deps.envFile)[name]?.trim() || undefined,
    record: (values, secret = []) => {
      for (const name of secret) secrets.add(name)
      const file = readEnvFile(deps.envFile)
      const changes: string[] = []
      const write: Record<string, string> = {}
      for (const [name, value] of Object.entries(values)) {
        const before = file[name]?.trim()
        if (before === value) continue
        write[name] = value
        changes.push(
          before
            ? `replaced ${name}${secrets.has(name) ? '' : ` (was ${before})`}`
            : `added ${name}`,
        )
      }
      if (changes.length > 0) writeEnvValues(deps.envFile, write)
      return changes
    },
  }
  const { token, api, projects } = await signIn(run)
  const project = await chooseProject(run, api, projects)
  const dataset = await ensureDataset(run, api, project)
  const addresses = await chooseAddresses(run, project)
  await ensureCors(run, api, project, addresses)
  await ensureTokens(run, api, project, dataset)
  await seedStarterContent(run, project, dataset)
  await deployStudio(run, api, project, dataset, addresses, token)
  console.log(
    [
      'Sanity is set up:',
      ...reports.map(({ step, status }) => `  ${step.padEnd(18)} ${status}`),
      '',
      hostInstructions(project, dataset, addresses),
    ].join('\n'),
  )
  return reports
}
