// The hosts' build settings (netlify.toml, wrangler.toml) agree with the project: the build
// command, the folder postbuild finishes, the project's Node, and the caches Netlify keeps
// between builds (the picture cache, and Next's cache folder with the site cache in it). The
// Netlify plugin is run against Netlify's own cache code (@netlify/cache-utils, what
// `utils.cache` is in a Netlify build), across two builds in scratch folders.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { bindOpts } from '@netlify/cache-utils'
import { parse } from 'smol-toml'
import { afterEach, describe, expect, it } from 'vitest'
import * as buildCachePlugin from '../../netlify/plugins/build-cache/index.js'
import { pictureCacheDir, siteCacheDir } from '../../scripts/build/index.ts'
import { repoRoot } from '../../scripts/lib/env.ts'
import { outDir as defaultOutDir } from '../../scripts/lib/export-files.ts'

type NetlifyToml = {
  build: { command: string; publish: string; environment: Record<string, string> }
  plugins: { package: string; inputs: { paths: string[] } }[]
}

const netlify = parse(
  readFileSync(join(repoRoot, 'netlify.toml'), 'utf8'),
) as unknown as NetlifyToml
const wrangler = parse(readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8')) as {
  pages_build_output_dir: string
}
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>
  engines: { node: string }
}
const outDir = relative(repoRoot, defaultOutDir)

describe('host build settings', () => {
  it('build the site with npm run build:incremental and publish the folder postbuild finishes', () => {
    expect(netlify.build.command).toBe('npm run build:incremental')
    expect(packageJson.scripts['build:incremental']).toBe('node scripts/build-incremental.ts')
    expect(packageJson.scripts.build).toContain('scripts/postbuild.ts --cache')
    expect(netlify.build.publish).toBe(outDir)
    expect(wrangler.pages_build_output_dir).toBe(outDir)
  })

  it("ask for the project's Node major", () => {
    const major = packageJson.engines.node.match(/>=(\d+)/)?.[1]
    expect(major).toBeDefined()
    expect(netlify.build.environment.NODE_VERSION).toBe(major)
    expect(readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim()).toBe(major)
  })

  it('keep the picture cache and the site cache (in Next’s cache folder), with the plugin in this repository', () => {
    const [plugin] = netlify.plugins
    expect(plugin?.package).toBe('./netlify/plugins/build-cache')
    expect(existsSync(join(repoRoot, plugin?.package ?? '', 'manifest.yml'))).toBe(true)
    const nextCache = 'web/.next/cache'
    expect(plugin?.inputs.paths).toEqual([relative(repoRoot, pictureCacheDir({})), nextCache])
    expect(relative(repoRoot, siteCacheDir({})).startsWith(`${nextCache}/`)).toBe(true)
  })
})

describe('the build-cache plugin with Netlify’s cache code', () => {
  const scratch: string[] = []
  afterEach(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  /** `utils.cache` as Netlify builds it: @netlify/cache-utils bound to a cache and a checkout. */
  function netlifyCache(cacheDir: string, checkout: string) {
    const cache = bindOpts({ cacheDir, cwd: checkout })
    return {
      restore: (path: string, options?: { move?: boolean }): Promise<boolean> =>
        cache.restore(path, options ?? {}),
      save: (path: string, options?: { move?: boolean }): Promise<boolean> =>
        cache.save(path, options ?? {}),
    }
  }

  function folder(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    scratch.push(dir)
    return dir
  }

  it('saves the folder after one build and puts it back before the next, in a fresh checkout', async () => {
    const cacheDir = folder('netlify-cache-')
    const inputs = { paths: ['web/.cache/pictures'] }

    const firstBuild = folder('netlify-build-1-')
    const utilsOfFirst = { cache: netlifyCache(cacheDir, firstBuild) }
    await buildCachePlugin.onPreBuild({ inputs, utils: utilsOfFirst })
    expect(existsSync(join(firstBuild, 'web/.cache/pictures'))).toBe(false)
    mkdirSync(join(firstBuild, 'web/.cache/pictures/encoded'), { recursive: true })
    writeFileSync(join(firstBuild, 'web/.cache/pictures/encoded/hero.avif'), 'encoded bytes')
    await buildCachePlugin.onPostBuild({ inputs, utils: utilsOfFirst })

    const secondBuild = folder('netlify-build-2-')
    await buildCachePlugin.onPreBuild({
      inputs,
      utils: { cache: netlifyCache(cacheDir, secondBuild) },
    })
    expect(readFileSync(join(secondBuild, 'web/.cache/pictures/encoded/hero.avif'), 'utf8')).toBe(
      'encoded bytes',
    )
  })
})
