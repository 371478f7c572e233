// Static export: every page is plain HTML in web/out, uploaded to any CDN. Headers and
// redirects cannot live here (ignored by `output: 'export'`); scripts/postbuild.ts writes them.
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  output: 'export',
  // Tests build a second copy of the site (from another dataset) beside the main one.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: {
    rules: {
      // Ark UI marks its anatomy modules (plain data) "use client"; server-chakra needs them as
      // values to resolve Chakra's slot recipes on the server.
      '*.anatomy.js': { loaders: ['./strip-use-client-loader.cjs'] },
    },
  },
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
    // The only CSS file left (the error screen's, a few hundred bytes) goes inline: no
    // render-blocking request before the first paint. postbuild.ts hashes it into the CSP.
    inlineCss: true,
  },
}

export default nextConfig
