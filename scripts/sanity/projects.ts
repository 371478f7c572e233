// Sanity's Projects API, the calls `npm run setup` makes, through @sanity/client's `request`
// (https://www.sanity.io/docs/http-reference/projects, version v2021-06-07): projects, datasets,
// CORS origins and robot tokens. On api.sanity.io, or on SANITY_API_HOST (the tests' stand-in,
// scripts/content-lake/projects.ts). A refusal is a SanityAnswerError that quotes Sanity.
import { createClient, type SanityClient } from '@sanity/client'

const projectsApiVersion = '2021-06-07'
export const defaultApiHost = 'https://api.sanity.io'

export type Project = { id: string; displayName: string; studioHost: string | null }
export type Dataset = { name: string; aclMode: 'public' | 'private' }
export type CorsOrigin = { id: number; origin: string; allowCredentials: boolean }
export type RobotToken = { id: string; label: string; roles: { name: string; title: string }[] }
export type RoleName = 'viewer' | 'editor'

/** What Sanity answered a request it did not grant: its HTTP status and its own words. */
export class SanityAnswerError extends Error {
  override name = 'SanityAnswerError'
  readonly status: number | undefined
  constructor(what: string, error: unknown) {
    const status = (error as { statusCode?: number }).statusCode
    const body = (error as { responseBody?: string }).responseBody
    let said = (error as Error).message
    try {
      const parsed = JSON.parse(body ?? '') as { message?: string; error?: string }
      said = parsed.message ?? parsed.error ?? said
    } catch {}
    super(
      typeof status === 'number'
        ? `Sanity answered HTTP ${status} to ${what}: ${said}`
        : `Sanity could not be reached for ${what} (${said})`,
    )
    this.status = status
  }
}

export type ProjectsApi = ReturnType<typeof projectsApi>

/** The Projects API for the signed-in user's token. */
export function projectsApi(token: string, apiHost: string = defaultApiHost) {
  const client: SanityClient = createClient({
    apiHost,
    useProjectHostname: false,
    apiVersion: projectsApiVersion,
    token,
    useCdn: false,
    maxRetries: 0,
    timeout: 30_000,
  })
  const call = async <T>(what: string, options: Parameters<SanityClient['request']>[0]) => {
    try {
      return (await client.request<T>(options)) as T
    } catch (error) {
      throw new SanityAnswerError(what, error)
    }
  }
  return {
    listProjects: () => call<Project[]>('the list of your projects', { url: '/projects' }),
    getProject: (id: string) => call<Project>(`project "${id}"`, { url: `/projects/${id}` }),
    createProject: (displayName: string) =>
      call<Project>(`creating project "${displayName}"`, {
        url: '/projects',
        method: 'POST',
        body: { displayName },
      }),
    listDatasets: (id: string) =>
      call<Dataset[]>(`the datasets of project "${id}"`, { url: `/projects/${id}/datasets` }),
    createDataset: (id: string, name: string, aclMode: Dataset['aclMode']) =>
      call<unknown>(`creating dataset "${name}"`, {
        url: `/projects/${id}/datasets/${name}`,
        method: 'PUT',
        body: { aclMode },
      }),
    listCors: (id: string) =>
      call<CorsOrigin[]>(`the CORS origins of project "${id}"`, { url: `/projects/${id}/cors` }),
    addCors: (id: string, origin: string, allowCredentials: boolean) =>
      call<CorsOrigin>(`adding CORS origin ${origin}`, {
        url: `/projects/${id}/cors`,
        method: 'POST',
        body: { origin, allowCredentials },
      }),
    listTokens: (id: string) =>
      call<RobotToken[]>(`the API tokens of project "${id}"`, { url: `/projects/${id}/tokens` }),
    createToken: (id: string, label: string, roleName: RoleName) =>
      call<RobotToken & { key: string }>(`creating the ${roleName} token "${label}"`, {
        url: `/projects/${id}/tokens`,
        method: 'POST',
        body: { label, roleName },
      }),
  }
}
