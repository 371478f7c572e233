// Two builds of one app:
// - the public site (default): a static export, every page plain HTML in web/out, uploaded to
//   any CDN. Headers and redirects cannot live here (ignored by `output: 'export'`);
//   postbuild (scripts/build/postbuild.ts) writes them.
// - the preview server (PREVIEW_SERVER=1, scripts/preview/settings.ts): the same app as a Node
//   server in its own dist dir (.next-preview), so it never touches web/out or .next. It also
//   picks up the preview-only files, named *.preview.ts (the draft-mode routes), which a static
//   export could not hold, and shows each page's alias (a town's /areas/{slug}/) by rewriting it
//   to the main page, which the static build copies there instead (scripts/finishing/alias-pages.ts).
import { availableParallelism } from 'node:os'
import type { NextConfig } from 'next'
import { aliasPatterns } from './lib/routes'
import { loadRootEnv, publicSite } from './lib/settings'

const previewServer = process.env.PREVIEW_SERVER === '1'

// The settings every entry point reads (web/lib/settings.ts). Next reads only web/.env*, so the
// static build loads the root .env here (real variables win); the preview server gets exactly
// the settings it reads from scripts/preview.ts, which read the root .env itself
// (scripts/preview/settings.ts nextEnv). The site's address for this build's context (local, or
// a host's production, preview or branch build) is resolved once, refused before any page is
// rendered when it cannot work, and handed to the pages (web/lib/site-url.ts) and to Next's
// render workers, which inherit this process's environment, as SITE_URL.
if (!previewServer) loadRootEnv(new URL('../.env', import.meta.url))
const site = publicSite(process.env)
process.env.SITE_URL = site.origin
if (site.note) console.log(`SITE_URL: ${site.note}`)

const distDir = process.env.NEXT_DIST_DIR || (previewServer ? '.next-preview' : undefined)

// Next renders the static pages in worker processes, which inherit this process's environment.
// Each page's render makes many short-lived strings (its RSC payload, its styles, its HTML): with
// V8's default young generation a worker spends a sixth of its time collecting them. A larger one
// took a 1,000-town build from 82 to 68 s of CPU (user) in one measurement, the same pages out.
if (!previewServer && !/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64`.trim()
}

const nextConfig: NextConfig = {
  ...(previewServer
    ? {
        pageExtensions: ['preview.ts', 'tsx', 'ts'],
        rewrites: async () =>
          aliasPatterns().map(({ alias, main }) => ({ source: alias, destination: main })),
        // The preview's front server (scripts/preview/front-server.ts) answers the editor's
        // browser and compresses; Next sits behind it.
        compress: false,
      }
    : { output: 'export' }),
  // Tests build a second copy of the site (from another dataset) beside the main one.
  ...(distDir ? { distDir } : {}),
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  // `npm run typecheck` checks web/ with the same tsconfig (`tsc -p web`). `npm test` runs it as a
  // step of its own, so its builds of the site (scripts/test.ts, tests/support/build-site.ts, the
  // preview test) set NEXT_SKIP_TYPECHECK=1 rather than check the same files again, once per
  // build. Every other build (a host's, `npm start`) checks the types as Next does by default.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  turbopack: {
    // The preview server's additions to every page (click to edit, refresh after an edit) are
    // swapped for nothing in the static build, so no public page ships their code.
    ...(previewServer
      ? {}
      : {
          resolveAlias: {
            '@/components/preview/preview-tools': './components/preview/static-build.tsx',
          },
        }),
    rules: {
      // Ark UI marks its anatomy modules (plain data) "use client"; server-chakra needs them as
      // values to resolve Chakra's slot recipes on the server.
      '*.anatomy.js': { loaders: ['./strip-use-client-loader.cjs'] },
    },
  },
  experimental: {
    // Next renders pages in workers, one fewer than the cores by default, keeping a core for its
    // main process, which only waits while they render: on a two-core builder that is one core
    // idle through most of a 1,000-town build. One worker a core.
    cpus: availableParallelism(),
    optimizePackageImports: ['@chakra-ui/react'],
    // The only CSS file left (the error screen's, a few hundred bytes) goes inline: no
    // render-blocking request before the first paint. postbuild.ts hashes it into the CSP.
    inlineCss: true,
  },
}

export default nextConfig
