// Setup's steps "Addresses" (the Studio's sanity.studio address, the live site's, the preview's)
// and "CORS origins" (the deployed and the local Studio, with credentials).
import { localPorts, placeholderSiteOrigin, port } from '../../../web/lib/settings.ts'
import type { Project, ProjectsApi } from '../projects.ts'
import { askFor, attempt, originOf, type Run, report, said, studioHostOf } from './run.ts'

/** The local Studio (`sanity dev`, npm run studio): Sanity's own default address. */
const localStudioOrigin = `http://localhost:${localPorts.studio}`
/** The preview server on this machine (npm run preview; PREVIEW_PORT, default localPorts.preview). */
const localPreviewOrigin = (env: NodeJS.ProcessEnv) =>
  `http://localhost:${port('PREVIEW_PORT', env.PREVIEW_PORT, localPorts.preview)}`

/** Where the Studio, the live site and the preview are. */
export type Addresses = {
  studioHost: string | undefined
  studioOrigin: string
  site: string
  preview: string
}

export async function chooseAddresses(run: Run, project: Project): Promise<Addresses> {
  const step = 'Addresses'
  const { options } = run
  const studioUrl = run.current('SANITY_STUDIO_URL')
  let studioHost = options.studioHost
  let studioOrigin: string
  if (studioHost) studioOrigin = `https://${studioHost}.sanity.studio`
  else if (studioUrl) {
    studioOrigin = originOf('SANITY_STUDIO_URL', studioUrl)
    const host = new URL(studioOrigin).hostname.match(/^([a-z0-9-]+)\.sanity\.studio$/)
    studioHost = host?.[1]
  } else {
    const suggestion = project.studioHost ?? slug(project.displayName)
    studioHost = project.studioHost
      ? project.studioHost
      : studioHostOf(
          'The Studio host name',
          await askFor(
            run,
            step,
            `The Studio's address will be https://NAME.sanity.studio. NAME [${suggestion}]: `,
            '--studio-host NAME',
            suggestion,
          ),
        )
    studioOrigin = `https://${studioHost}.sanity.studio`
  }
  const siteGiven = run.current('SITE_URL')
  const site =
    options.siteUrl ??
    (siteGiven && originOf('SITE_URL', siteGiven) !== placeholderSiteOrigin
      ? originOf('SITE_URL', siteGiven)
      : originOf(
          'The live site address',
          await askFor(
            run,
            step,
            "The live site's address (canonical links, sitemap, the Studio's View live page), e.g. https://www.your-domain.co.uk: ",
            '--site-url URL',
          ),
        ))
  const previewGiven = run.current('SANITY_STUDIO_PREVIEW_URL')
  const preview =
    options.previewUrl ??
    (previewGiven
      ? originOf('SANITY_STUDIO_PREVIEW_URL', previewGiven)
      : originOf(
          'The preview address',
          await askFor(
            run,
            step,
            `The preview server's address (npm run preview; the Studio's Preview tool shows it) [${localPreviewOrigin(run.env)}]: `,
            '--preview-url URL',
            localPreviewOrigin(run.env),
            localPreviewOrigin(run.env),
          ),
        ))
  const written = run.record({
    SANITY_STUDIO_URL: studioOrigin,
    SITE_URL: site,
    SANITY_STUDIO_SITE_URL: site,
    SANITY_STUDIO_PREVIEW_URL: preview,
  })
  report(
    run,
    step,
    written.length > 0 ? 'created' : 'already there',
    `Studio ${studioOrigin}, live site ${site}, preview ${preview}.${said(written)}`,
  )
  return { studioHost, studioOrigin, site, preview }
}

export async function ensureCors(
  run: Run,
  api: ProjectsApi,
  project: Project,
  addresses: Addresses,
) {
  const step = 'CORS origins'
  const needed = [
    { origin: addresses.studioOrigin, why: 'the Studio' },
    { origin: localStudioOrigin, why: 'the Studio on this machine (npm run studio)' },
  ]
  const existing = await attempt(step, () => api.listCors(project.id), 'Check the project id.')
  const added: string[] = []
  const notes: string[] = []
  for (const { origin, why } of needed) {
    const entry = existing.find((candidate) => candidate.origin === origin)
    if (!entry) {
      await attempt(step, () => api.addCors(project.id, origin, true), 'Check the address.')
      added.push(`${origin} (${why}, with credentials)`)
    } else if (!entry.allowCredentials) {
      notes.push(
        `${origin} is allowed without credentials, so ${why} cannot sign in: at sanity.io/manage → API → CORS origins, delete it and run npm run setup again.`,
      )
    }
  }
  report(
    run,
    step,
    added.length > 0 ? 'created' : 'already there',
    [
      added.length > 0
        ? `Added ${added.join(' and ')}.`
        : `${needed.map((n) => n.origin).join(' and ')} allowed, with credentials.`,
      ...notes,
      `The preview (${addresses.preview}) needs none: it reads Sanity from its server, with the Viewer token.`,
    ].join(' '),
  )
}

/** "word" for a sanity.studio host name from a project's name. */
function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 63) || 'studio'
  )
}
