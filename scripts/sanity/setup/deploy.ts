// Setup's last step, "Deploy the Studio" (`sanity deploy` of studio/ to its sanity.studio
// address), and what setup prints at the end: what to paste on each host.
import { CliFailure } from '../cli.ts'
import type { Dataset, Project, ProjectsApi } from '../projects.ts'
import type { Addresses } from './addresses.ts'
import { attempt, type Run, report, StepFailure } from './run.ts'

export async function deployStudio(
  run: Run,
  api: ProjectsApi,
  project: Project,
  dataset: Dataset,
  addresses: Addresses,
  token: string,
) {
  const step = 'Deploy the Studio'
  if (run.options.skipDeploy) {
    report(run, step, 'skipped', '--skip-deploy.')
    return
  }
  const host = addresses.studioHost
  if (!host) {
    report(
      run,
      step,
      'skipped',
      `SANITY_STUDIO_URL is ${addresses.studioOrigin}, not a sanity.studio address: build the Studio (npm run build -w studio) and publish studio/dist there yourself.`,
    )
    return
  }
  const now = await attempt(step, () => api.getProject(project.id), 'Check the project id.')
  if (now.studioHost === host) {
    report(
      run,
      step,
      'already there',
      `Deployed at ${addresses.studioOrigin}. After a change to the Studio, redeploy with: cd studio && npx sanity deploy`,
    )
    return
  }
  const args = ['deploy', '--url', host, '--yes']
  console.error(
    `setup: deploying the Studio to ${addresses.studioOrigin} (sanity ${args.join(' ')})`,
  )
  try {
    await run.deps.sanityCli(args, {
      interactive: false,
      env: {
        ...run.env,
        SANITY_AUTH_TOKEN: token,
        SANITY_STUDIO_PROJECT_ID: project.id,
        SANITY_STUDIO_DATASET: dataset.name,
        SANITY_STUDIO_SITE_URL: addresses.site,
        SANITY_STUDIO_PREVIEW_URL: addresses.preview,
      },
    })
  } catch (error) {
    const output = error instanceof CliFailure ? error.output.trim().split('\n').slice(-8) : []
    throw new StepFailure(
      step,
      [(error as Error).message, ...output].join('\n  '),
      `Fix what the Sanity CLI says (a host name someone else has: --studio-host another-name; no permission to deploy: ask for the Administrator or Developer role).`,
    )
  }
  report(run, step, 'created', `Deployed at ${addresses.studioOrigin}.`)
}

/** What to paste on each host, and the webhook that rebuilds the site on Publish. */
export function hostInstructions(project: Project, dataset: Dataset, addresses: Addresses): string {
  const variables = [
    `SANITY_PROJECT_ID=${project.id}`,
    `SANITY_DATASET=${dataset.name}`,
    `SITE_URL=${addresses.site}`,
    `SANITY_STUDIO_URL=${addresses.studioOrigin}`,
    ...(dataset.aclMode === 'private'
      ? ['SANITY_API_READ_TOKEN=<the value in .env> (the dataset is private)']
      : []),
  ]
  const list = (extra: string[] = []) =>
    [...variables, ...extra].map((line) => `    ${line}`).join('\n')
  return [
    'Next, on your host (build command `npm run build`, output directory web/out):',
    '  Netlify: Project configuration > Environment variables:',
    list(),
    '  Cloudflare Pages: Settings > Variables and Secrets:',
    list(['NODE_VERSION=24', 'PRODUCTION_BRANCH=<your production branch>, if it is not main']),
    'Then make the host start a build on each Publish: create a deploy hook (Netlify: Project',
    'configuration > Build & deploy > Build hooks; Cloudflare Pages: Settings > Builds > Deploy hooks)',
    'and run:',
    `    npm run webhook -- --hook-url <the deploy hook> --dataset ${dataset.name}`,
  ].join('\n')
}
