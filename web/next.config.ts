// Static export: every page is plain HTML in web/out, uploaded to any CDN. Headers and
// redirects cannot live here (ignored by `output: 'export'`); scripts/postbuild.ts writes them.
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
  },
}

export default nextConfig
