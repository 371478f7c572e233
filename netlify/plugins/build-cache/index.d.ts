// Types of index.js for the repository's TypeScript (tests/unit/host-build-settings.test.ts).
type CacheOptions = { move?: boolean }
type PluginOptions = {
  inputs: { paths: string[] }
  utils: {
    cache: {
      restore(path: string, options?: CacheOptions): Promise<boolean>
      save(path: string, options?: CacheOptions): Promise<boolean>
    }
  }
}
export function onPreBuild(options: PluginOptions): Promise<void>
export function onPostBuild(options: PluginOptions): Promise<void>
