// The stand-in Content Lake's share of Sanity's Projects API (scripts/content-lake/server.ts serves
// it beside the data API): the endpoints `npm run setup` calls, as Sanity's Projects API
// reference documents them (https://www.sanity.io/docs/http-reference/projects, base
// https://api.sanity.io/v2021-06-07):
//   GET  /projects                        the projects the caller is a member of
//   POST /projects {displayName}          create one (201)
//   GET  /projects/{id}                   one project, its studioHost among its fields
//   GET  /projects/{id}/datasets          [{name, aclMode}]
//   PUT  /projects/{id}/datasets/{name}   create a dataset {aclMode: "public" | "private"}
//   GET  /projects/{id}/cors              [{id, origin, allowCredentials}]
//   POST /projects/{id}/cors              add an origin {origin, allowCredentials}
//   GET  /projects/{id}/tokens            [{id, label, roles}] (never the secret)
//   POST /projects/{id}/tokens            create a robot token {label, roleName}; the answer's
//                                         `key` is the secret, shown this once (the installed
//                                         @sanity/cli prints `token.key`: dist/commands/tokens/create.js)
// A new project allows http://localhost:3333 with credentials, as Sanity documents
// (https://www.sanity.io/docs/content-lake/cors: "your project defaults to only allow requests
// from localhost:3333"). A token's role governs the data API: a Viewer token reads, and is
// refused writes (the Viewer role: "Read access to all datasets", in the same reference).
import { randomBytes } from 'node:crypto'

export type StandInProject = {
  id: string
  displayName: string
  /** The sanity.studio host name of the project's deployed Studio (set by `sanity deploy`). */
  studioHost: string | null
  datasets: { name: string; aclMode: 'public' | 'private' }[]
  cors: { id: number; origin: string; allowCredentials: boolean }[]
  tokens: { id: string; label: string; roleName: string; key: string }[]
}

/** A new project as Sanity makes it: no dataset, the local Studio's origin allowed. */
export function newProject(id: string, displayName: string): StandInProject {
  return {
    id,
    displayName,
    studioHost: null,
    datasets: [],
    cors: [{ id: 1, origin: 'http://localhost:3333', allowCredentials: true }],
    tokens: [],
  }
}

const roleTitles: Record<string, string> = {
  viewer: 'Viewer',
  editor: 'Editor',
  developer: 'Developer',
  administrator: 'Administrator',
}

/** Dataset names as Sanity allows them. */
const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/

export type ManagementAnswer = { status: number; body: unknown }

class Refusal extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

function refuse(status: number, message: string): never {
  throw new Refusal(status, message)
}

const publicToken = ({ key: _key, roleName, ...token }: StandInProject['tokens'][number]) => ({
  ...token,
  roles: [{ name: roleName, title: roleTitles[roleName] }],
})

/**
 * Answers one Projects API request (`path` without the API version), or undefined when the
 * path is not one of the endpoints above.
 */
export function answerProjectsRequest(
  projects: Map<string, StandInProject>,
  method: string,
  path: string,
  body: Record<string, unknown>,
): ManagementAnswer | undefined {
  const match = path.match(
    /^\/projects(?:\/([\w-]+)(?:\/(datasets|cors|tokens)(?:\/([\w-]+))?)?)?$/,
  )
  if (!match) return undefined
  const [, id, collection, name] = match
  try {
    if (!id) {
      if (method === 'GET') return { status: 200, body: [...projects.values()].map(summary) }
      if (method === 'POST') {
        const displayName = String(body.displayName ?? '').trim()
        if (!displayName) refuse(400, 'displayName is required')
        const project = newProject(randomBytes(4).toString('hex'), displayName)
        projects.set(project.id, project)
        return { status: 201, body: summary(project) }
      }
      refuse(405, `${method} is not allowed on /projects`)
    }
    const project = projects.get(id) ?? refuse(404, `Project "${id}" not found`)
    if (!collection) {
      if (method === 'GET') return { status: 200, body: summary(project) }
      refuse(405, `${method} is not allowed on /projects/${id}`)
    }
    if (collection === 'datasets') {
      if (!name && method === 'GET') return { status: 200, body: project.datasets }
      if (name && method === 'PUT') {
        if (!DATASET_NAME.test(name)) refuse(400, `Invalid dataset name "${name}"`)
        const aclMode = body.aclMode === 'private' ? 'private' : 'public'
        project.datasets = [...project.datasets.filter((d) => d.name !== name), { name, aclMode }]
        return { status: 200, body: { datasetName: name, aclMode } }
      }
    }
    if (collection === 'cors' && !name) {
      if (method === 'GET') return { status: 200, body: project.cors }
      if (method === 'POST') {
        const origin = String(body.origin ?? '')
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) refuse(400, `Invalid origin "${origin}"`)
        const entry = {
          id: Math.max(0, ...project.cors.map((cors) => cors.id)) + 1,
          origin,
          allowCredentials: Boolean(body.allowCredentials),
        }
        project.cors.push(entry)
        return { status: 200, body: entry }
      }
    }
    if (collection === 'tokens' && !name) {
      if (method === 'GET') return { status: 200, body: project.tokens.map(publicToken) }
      if (method === 'POST') {
        const label = String(body.label ?? '').trim()
        const roleName = String(body.roleName ?? '')
        if (!label) refuse(400, 'label is required')
        if (!roleTitles[roleName]) refuse(400, `Unknown role "${roleName}"`)
        const token = {
          id: `t${randomBytes(6).toString('hex')}`,
          label,
          roleName,
          key: `sk${randomBytes(24).toString('hex')}`,
        }
        project.tokens.push(token)
        return { status: 200, body: { ...publicToken(token), key: token.key } }
      }
    }
    refuse(405, `${method} is not allowed on ${path}`)
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    return {
      status: error.status,
      body: { error: 'Request refused', message: error.message, statusCode: error.status },
    }
  }
}

function summary(project: StandInProject) {
  return { id: project.id, displayName: project.displayName, studioHost: project.studioHost }
}

/** The role of a token some project issued, by its secret. */
export function issuedTokenRole(
  projects: Map<string, StandInProject>,
  key: string,
): string | undefined {
  for (const project of projects.values()) {
    const token = project.tokens.find((candidate) => candidate.key === key)
    if (token) return token.roleName
  }
  return undefined
}
