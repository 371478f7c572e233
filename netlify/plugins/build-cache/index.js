// Keeps what the next Netlify build reuses (netlify.toml lists the folders): the picture step's
// cache (downloaded originals and encoded files, web/.cache/pictures), so a Publish re-encodes
// only the pictures that changed, and Next's cache folder (web/.next/cache), which holds
// Turbopack's compile cache and the last build's export with what each page read
// (scripts/build/site-cache.ts), so a Publish renders only the pages it changed. Netlify keeps
// nothing between builds except what a build plugin saves with utils.cache
// (@netlify/cache-utils). The folders are moved, not copied, both ways: the build has finished
// with them when they are saved (run under `netlify build` on your own computer, it moves them
// into .netlify/cache).

/** Before the build command: put back what the last successful build saved (nothing the first time). */
export async function onPreBuild({ inputs, utils }) {
  for (const path of inputs.paths) {
    const restored = await utils.cache.restore(path, { move: true })
    console.log(restored ? `build-cache: restored ${path}` : `build-cache: no cache of ${path} yet`)
  }
}

/** After a build that succeeded: save the folders for the next build. */
export async function onPostBuild({ inputs, utils }) {
  for (const path of inputs.paths) {
    const saved = await utils.cache.save(path, { move: true })
    console.log(
      saved ? `build-cache: saved ${path}` : `build-cache: ${path} is missing, nothing saved`,
    )
  }
}
