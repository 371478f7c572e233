// The Studio's two settings, read the same way by the CLI (sanity.cli.ts) and the Studio bundle
// (sanity.config.ts). Browser-safe: no Node imports here.

/** Stands in for the project id in offline builds and schema checks, which never contact Sanity. */
export const placeholderProjectId = 'unconfigured'

export const missingProjectIdMessage =
  'SANITY_STUDIO_PROJECT_ID is not set: add SANITY_STUDIO_PROJECT_ID=<your project id from sanity.io/manage> to .env at the repo root or to studio/.env, then run npm run studio again.'

const PROJECT_ID = /^[a-z0-9-]+$/

export function projectIdFrom(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

export function datasetFrom(value: string | undefined): string {
  return value?.trim() || 'production'
}

/** A sentence saying what is wrong with the project id, or undefined when it can be used. */
export function projectIdProblem(value: string | undefined): string | undefined {
  const projectId = projectIdFrom(value)
  if (!projectId) return missingProjectIdMessage
  if (!PROJECT_ID.test(projectId)) {
    return `SANITY_STUDIO_PROJECT_ID "${projectId}" is not a Sanity project id: copy it from sanity.io/manage (lowercase letters, digits and dashes).`
  }
  return undefined
}
