// What the Studio asks of Sanity besides documents: who is signed in, what they may do, and the
// features of the project. The local Content Lake has one user (it listens on 127.0.0.1 only and
// asks no password), with the Editor role staff have or the Administrator role of whoever looks
// after the project (`StudioRole`), and a project on the free plan without
// the paid features. Each answer is the one Sanity documents, or, where Sanity documents none, the shape
// the installed `sanity` 6.9.2 reads (file named beside it):
//   GET /users/me                  the signed-in user (https://www.sanity.io/docs/http-reference/users)
//   GET /users/:ids                users by id (one object, or an array for several)
//   GET /auth/id                   `{id}` of the session (lib/index.js, callAuthId)
//   GET /auth/providers            `{providers: []}`: nothing to sign in with, no one needs to
//   GET /projects/:id              the project with its members (Projects API)
//   GET /projects/:id/datasets/:dataset/acl   the user's grants (lib/index.js, acl.get)
//   GET /projects/:id/grants       {}: an Editor may not invite members or deploy (lib/index.js)
//   GET /projects/:id/user-applications       [] (no deployed Studio)
//   GET /projects/:id/datasets?datasetProfile=comments   [] (no comments dataset: a paid feature)
//   GET /features                  [] (the free plan's list of paid features)
//   GET|PUT /users/me/keyvalue/:keys   the user's Studio preferences (lib/datastores-*.js, createServerStorage)
//   GET /journey/*                 null: no upsell or trial to show (lib/*UpsellProvider)
//   GET /schedules/:project/:dataset   `{schedules: []}`: nothing scheduled
//   GET /intake/telemetry-status   `{status: 'denied'}`: the local Studio sends no telemetry
//   GET /help                      `{resources: []}`: no help links beyond the Studio's own
//   GET /ping                      PONG (lib/AddonDatasetProvider-*.js, the protocol check)
import { localUserId } from './dataset.ts'

const localUser = {
  id: localUserId,
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'editor',
  roles: [{ name: 'editor', title: 'Editor' }],
  provider: 'local',
}

/** The project roles the local user can have (https://www.sanity.io/docs/user-guides/roles). */
export type StudioRole = 'editor' | 'administrator'

/** The local user in `role`. */
function localUserAs(role: StudioRole) {
  return role === 'editor'
    ? localUser
    : {
        ...localUser,
        name: 'Local administrator',
        email: 'administrator@localhost',
        role,
        roles: [{ name: role, title: 'Administrator' }],
      }
}

/** The grants an Editor has on every document (the ACL endpoint's shape). */
const grants = [
  { filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] },
]

export type StudioAnswer = { status: number; body: unknown; text?: string }

/** Answers one of the requests above (`path` without the API version), or undefined. */
export function answerStudioRequest(
  method: string,
  path: string,
  url: URL,
  body: unknown,
  project: { id: string; displayName: string; role: StudioRole },
  preferences: Map<string, unknown>,
): StudioAnswer | undefined {
  const ok = (value: unknown): StudioAnswer => ({ status: 200, body: value })
  const user = localUserAs(project.role)
  if (path === '/users/me') return ok(user)
  if (path === '/auth/id') return ok({ id: localUserId })
  if (path === '/auth/providers') return ok({ thirdPartyLogin: false, sso: {}, providers: [] })
  if (path === '/features') return ok([])
  if (path === '/help') return ok({ resources: [] })
  if (path === '/ping') return { status: 200, body: undefined, text: 'PONG' }
  if (path === '/intake/telemetry-status') return ok({ status: 'denied' })
  if (path.startsWith('/journey/')) return ok(null)
  if (path.startsWith('/schedules/')) return ok({ schedules: [] })
  const keyValue = path.match(/^\/users\/me\/keyvalue(?:\/(.+))?$/)
  if (keyValue) {
    if (method === 'PUT' || method === 'POST') {
      const pairs = (Array.isArray(body) ? body : [body]) as { key: string; value: unknown }[]
      for (const pair of pairs) preferences.set(pair.key, pair.value)
      return ok(pairs)
    }
    const keys = decodeURIComponent(keyValue[1] ?? '')
      .split(',')
      .filter(Boolean)
    return ok(keys.map((key) => ({ key, value: preferences.get(key) ?? null })))
  }
  const users = path.match(/^\/users\/([^/]+)$/)
  if (users) {
    const ids = decodeURIComponent(users[1] as string).split(',')
    const found = ids.map((id) => (id === localUserId ? user : null))
    return ok(ids.length === 1 ? (found[0] ?? null) : found.filter(Boolean))
  }
  const projectPath = path.match(/^\/projects\/([\w-]+)(\/.*)?$/)
  if (projectPath && projectPath[1] === project.id) {
    const rest = projectPath[2] ?? ''
    if (rest === '') {
      return ok({
        id: project.id,
        displayName: project.displayName,
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        metadata: {},
        members: [
          {
            id: localUserId,
            role: user.role,
            roles: user.roles,
            isCurrentUser: true,
            isRobot: false,
          },
        ],
      })
    }
    if (/^\/datasets\/[\w-]+\/acl$/.test(rest)) return ok(grants)
    // Project-level grants (invite members, deploy a Studio): an Editor has none.
    if (rest === '/grants') return ok({})
    if (rest === '/user-applications') return ok([])
    if (rest === '/datasets' && url.searchParams.get('datasetProfile') === 'comments') return ok([])
  }
  return undefined
}
