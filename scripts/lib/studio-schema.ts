// Loads the Studio's own schema types (studio/schemaTypes) into a plain Node script.
//
// The Studio's files are bundled by Vite, so their relative imports carry no extension
// (`from '../common'`, `from './objects/sections'`), which Node's ESM resolver refuses. Rather
// than a second copy of the schema or a bundler in the build, one resolve hook (Node's
// in-thread `module.registerHooks`) completes such imports the way Vite does: `x` -> `x.ts`,
// else `x/index.ts`. It acts only on extensionless relative imports made from files under
// studio/, so every other import resolves exactly as before. Node 24 strips the types itself.
import { existsSync, statSync } from 'node:fs'
import { registerHooks } from 'node:module'
import { fileURLToPath } from 'node:url'

const studioRoot = new URL('../../studio/', import.meta.url).href

let registered = false

function isFile(url: URL): boolean {
  const path = fileURLToPath(url)
  return existsSync(path) && statSync(path).isFile()
}

/** The `.ts` file an extensionless relative import from a Studio file means, if there is one. */
export function studioImportTarget(
  specifier: string,
  parentURL: string | undefined,
): string | undefined {
  if (!parentURL?.startsWith(studioRoot)) return undefined
  if (!(specifier === '.' || specifier.startsWith('./') || specifier.startsWith('../'))) {
    return undefined
  }
  const base = new URL(specifier, parentURL)
  if (/\.[cm]?[jt]sx?$/.test(base.pathname) && isFile(base)) return undefined
  for (const candidate of [
    `${base.href.replace(/\/$/, '')}.ts`,
    `${base.href.replace(/\/?$/, '/')}index.ts`,
  ]) {
    if (isFile(new URL(candidate))) return candidate
  }
  return undefined
}

/** Lets a Node script import Studio files (extensionless imports, resolved as Vite does). */
export function registerStudioResolver(): void {
  if (registered) return
  registered = true
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const target = studioImportTarget(specifier, context.parentURL)
      return nextResolve(target ?? specifier, context)
    },
  })
}

/** The Studio's schema type definitions, exactly as `sanity.config.ts` hands them to Sanity. */
export async function loadStudioSchemaTypes(): Promise<unknown[]> {
  registerStudioResolver()
  const module = (await import('../../studio/schemaTypes/index.ts')) as { schemaTypes: unknown[] }
  return module.schemaTypes
}
