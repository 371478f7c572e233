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
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
  },
}

export default nextConfig
