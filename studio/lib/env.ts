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

/**
 * The two site addresses the Studio links to, both origins (no path): the preview server the
 * Presentation tool frames (SANITY_STUDIO_PREVIEW_URL) and the live site "View live page" opens
 * (SANITY_STUDIO_SITE_URL). Offline builds and checks use the local defaults below.
 */
export const siteAddressVariables = {
  SANITY_STUDIO_PREVIEW_URL: {
    what: 'the preview server (npm run preview) the Preview tool shows',
    example: 'https://preview.kerbside-rescue.example, or http://localhost:3333 on this machine',
    fallback: 'http://localhost:3333',
  },
  SANITY_STUDIO_SITE_URL: {
    what: 'the live site "View live page" opens',
    example: 'https://www.kerbside-rescue.example',
    fallback: 'https://www.kerbside-rescue.example',
  },
} as const

export type SiteAddressVariable = keyof typeof siteAddressVariables

/** The origin of a valid http(s) address, or undefined. */
export function originFrom(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  if (!trimmed) return undefined
  try {
    const url = new URL(trimmed)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** A sentence saying what is wrong with one of the site addresses, or undefined when usable. */
export function siteAddressProblem(
  name: SiteAddressVariable,
  value: string | undefined,
): string | undefined {
  const { what, example } = siteAddressVariables[name]
  if (!value?.trim()) {
    return `${name} is not set: add ${name}=<address of ${what}, e.g. ${example}> to .env at the repo root or to studio/.env.`
  }
  if (!originFrom(value)) {
    return `${name} "${value.trim()}" is not a web address: use the address of ${what}, e.g. ${example}.`
  }
  return undefined
}

/** The configured origin, or the local default (offline builds and checks). */
export function siteAddress(name: SiteAddressVariable, value: string | undefined): string {
  return originFrom(value) ?? siteAddressVariables[name].fallback
}
