// The scripts' side of the settings (web/lib/settings.ts reads every variable): where the
// repository and its files are, the root .env, and where content comes from (only this module
// and the pull know that).
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { snapshotInWeb } from '../../web/lib/content/shared-facts.ts'
import {
  loadRootEnv,
  type SanityConnection,
  sanityConnection,
  setting,
} from '../../web/lib/settings.ts'

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

/** Loads the root .env into process.env; real environment variables win. Every script, first. */
export function loadDotEnv(): void {
  loadRootEnv(resolve(repoRoot, '.env'))
}

/** A command-line flag that cannot work (the environment's settings throw SettingsError). */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export type ContentSource =
  | { kind: 'fixture'; path: string }
  | ({ kind: 'sanity' } & SanityConnection)

/** Sanity when SANITY_PROJECT_ID is set, otherwise the fixture (CONTENT_FIXTURE overrides its path). */
export function contentSource(env: NodeJS.ProcessEnv = process.env): ContentSource {
  if (setting(env, 'SANITY_PROJECT_ID')) {
    return { kind: 'sanity', ...sanityConnection(env, 'SANITY_API_READ_TOKEN') }
  }
  const fixture = setting(env, 'CONTENT_FIXTURE')
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
