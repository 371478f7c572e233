// npm run build's picture step, between the pull and `next build`: every picture file the pages
// need and the manifest the site reads (the step's work: scripts/build/pictures/write-pictures.ts).
import { writePictures } from './build/index.ts'
import { command, parseFlags, runAsScript } from './lib/command-line.ts'
import { loadDotEnv } from './lib/env.ts'

const usage =
  'Usage: node scripts/pictures.ts  (after npm run content:pull; PICTURE_CACHE_DIR and PICTURE_PUBLIC_DIR move the cache and the output)'

/** The picture step as a function (tests run it in their own process). */
export const picturesCommand = command('pictures', async (args, env) => {
  parseFlags(args, {}, usage)
  await writePictures(env)
})

if (import.meta.main) {
  loadDotEnv()
  runAsScript(picturesCommand)
}
