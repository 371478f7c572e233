// Reads the project's environment once, at the edge, and fails with a sentence a person
// understands. Only this module and the pull know where content comes from.
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { snapshotInWeb } from '../../web/lib/content/shared-facts.ts'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
export const defaultFixturePath = resolve(repoRoot, 'tests/fixtures/dataset.ndjson')
/** Where the pull writes and the site build reads the snapshot (CONTENT_SNAPSHOT overrides, for tests). */
export function snapshotPathIn(env: NodeJS.ProcessEnv): string {
  return env.CONTENT_SNAPSHOT
    ? resolve(process.cwd(), env.CONTENT_SNAPSHOT)
    : resolve(repoRoot, 'web', snapshotInWeb)
}
/** The snapshot of this process's environment. */
export const snapshotPath = snapshotPathIn(process.env)

/** Loads ./.env when present (local development); real environment variables win. */
export function loadDotEnv(): void {
  const file = resolve(repoRoot, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type SanityConnection = {
  projectId: string
  dataset: string
  token: string | undefined
  apiHost: string | undefined
}

export type ContentSource =
  | { kind: 'fixture'; path: string }
  | ({ kind: 'sanity' } & SanityConnection)

const PROJECT_ID = /^[a-z0-9-]+$/
/** A valid dataset name (Sanity's rule). */
export const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/

function nonEmpty(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** Project, dataset, token and host for @sanity/client, validated. */
export function sanityConnection(
  env: NodeJS.ProcessEnv,
  tokenVariable: 'SANITY_API_READ_TOKEN' | 'SANITY_API_WRITE_TOKEN',
): SanityConnection {
  const projectId = nonEmpty(env, 'SANITY_PROJECT_ID')
  if (!projectId) {
    throw new ConfigError(
      'SANITY_PROJECT_ID is not set. Set it to your Sanity project id (sanity.io/manage), in the environment or in .env.',
    )
  }
  if (!PROJECT_ID.test(projectId)) {
    throw new ConfigError(
      `SANITY_PROJECT_ID "${projectId}" is not a Sanity project id: use lowercase letters, digits and dashes only.`,
    )
  }
  const dataset = nonEmpty(env, 'SANITY_DATASET') ?? 'production'
  if (!DATASET.test(dataset)) {
    throw new ConfigError(
      `SANITY_DATASET "${dataset}" is not a valid dataset name: lowercase letters, digits, "_" and "-", at most 64 characters.`,
    )
  }
  const apiHost = nonEmpty(env, 'SANITY_API_HOST')
  if (apiHost && !/^https?:\/\/[^/\s]+$/.test(apiHost)) {
    throw new ConfigError(
      `SANITY_API_HOST "${apiHost}" must be an origin such as https://api.sanity.io or http://127.0.0.1:4010 (no path).`,
    )
  }
  return { projectId, dataset, token: nonEmpty(env, tokenVariable), apiHost }
}

/** Sanity when SANITY_PROJECT_ID is set, otherwise the fixture (CONTENT_FIXTURE overrides its path). */
export function contentSource(env: NodeJS.ProcessEnv = process.env): ContentSource {
  if (nonEmpty(env, 'SANITY_PROJECT_ID')) {
    return { kind: 'sanity', ...sanityConnection(env, 'SANITY_API_READ_TOKEN') }
  }
  const fixture = nonEmpty(env, 'CONTENT_FIXTURE')
  return { kind: 'fixture', path: fixture ? resolve(process.cwd(), fixture) : defaultFixturePath }
}

/**
 * This process's environment with every Sanity and content variable emptied (so a developer's
 * .env cannot fill them back in), plus `extra`: child builds and scripts start from the fixture
 * unless told otherwise.
 */
export function envWithoutContentSettings(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const name of [
    ...Object.keys(env),
    'SANITY_PROJECT_ID',
    'SANITY_API_HOST',
    'CONTENT_FIXTURE',
  ]) {
    if (name.startsWith('SANITY_') || name.startsWith('CONTENT_')) env[name] = ''
  }
  return { ...env, ...extra }
}
