// Keeps the picture step's cache (downloaded originals and encoded files, web/.cache/pictures)
// from one Netlify build to the next, so a Publish re-encodes only the pictures that changed.
// Netlify keeps nothing between builds except what a build plugin saves with utils.cache
// (@netlify/cache-utils); the folders are named in netlify.toml ([plugins.inputs] paths).

/** Before the build command: put back what the last successful build saved (nothing the first time). */
export async function onPreBuild({ inputs, utils }) {
  for (const path of inputs.paths) {
    const restored = await utils.cache.restore(path)
    console.log(
      restored ? `picture-cache: restored ${path}` : `picture-cache: no cache of ${path} yet`,
    )
  }
}

/** After a build that succeeded: save the folders for the next build. */
export async function onPostBuild({ inputs, utils }) {
  for (const path of inputs.paths) {
    const saved = await utils.cache.save(path)
    console.log(
      saved ? `picture-cache: saved ${path}` : `picture-cache: ${path} is missing, nothing saved`,
    )
  }
}
