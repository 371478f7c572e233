// Serves web/out as a static host would: clean URLs with trailing slashes, 404.html with status
// 404, and the _headers / _redirects files the build wrote (what Netlify and Cloudflare Pages do).
// `npm start` and `npm run serve` use it on port 3000; tests and the benchmark start it on 127.0.0.1.
import { existsSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import handler from 'serve-handler'
import { repoRoot } from './lib/env.ts'
import { headersFor, loadHostRules } from './lib/host-rules.ts'

export const outDir = join(repoRoot, 'web', 'out')

function hostFilesStamp(root: string): string {
  return ['_headers', '_redirects']
    .map((file) => {
      try {
        return String(statSync(join(root, file)).mtimeMs)
      } catch {
        return '-'
      }
    })
    .join(':')
}

export type RunningServer = { server: Server; url: string; close: () => Promise<void> }

export async function startServer({
  root = outDir,
  port = 3000,
  host,
}: {
  root?: string
  port?: number
  host?: string
} = {}): Promise<RunningServer> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: run "npm run build" first.`)
  }
  // Re-read the host files when a rebuild replaces them, so a running server never serves
  // new pages with an old policy.
  let rules = loadHostRules(root)
  let rulesStamp = hostFilesStamp(root)
  // Hosts compress text responses; so do we, or every measurement of transfer size is wrong.
  const compress = compression()
  const server = createServer((request, response) => {
    const stamp = hostFilesStamp(root)
    if (stamp !== rulesStamp) {
      rules = loadHostRules(root)
      rulesStamp = stamp
    }
    const notFoundHeaders = headersFor(rules.headers, '/404.html')
    const path = decodeURI(new URL(request.url ?? '/', 'http://local').pathname)
    const redirect = rules.redirects.find((rule) => rule.from === path || `${rule.from}/` === path)
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to })
      response.end()
      return
    }
    // Headers are set per request path, like the hosts do; a 404 gets the 404 page's policy.
    const originalWriteHead = response.writeHead.bind(response)
    response.writeHead = ((status: number, ...rest: unknown[]) => {
      const extra = status === 404 ? notFoundHeaders : headersFor(rules.headers, path)
      for (const [name, value] of extra) response.setHeader(name, value)
      return (originalWriteHead as (...args: unknown[]) => typeof response)(status, ...rest)
    }) as typeof response.writeHead
    // serve-handler's MIME table predates AVIF; hosts send image/avif, and with nosniff a
    // picture without its type would be refused by some browsers.
    if (path.endsWith('.avif')) response.setHeader('Content-Type', 'image/avif')
    compress(request as never, response as never, () => {
      void handler(request, response, {
        public: root,
        cleanUrls: true,
        trailingSlash: true,
        directoryListing: false,
        etag: true,
      })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const shownHost = host && host !== '::' && host !== '0.0.0.0' ? host : 'localhost'
  return {
    server,
    url: `http://${shownHost}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } },
  })
  const port = Number.parseInt(values.port ?? process.env.PORT ?? '3000', 10)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a number between 0 and 65535, got "${values.port}"`)
  }
  const running = await startServer({ port, host: values.host })
  console.log(`Serving web/out on ${running.url} (Ctrl+C to stop)`)
  const stop = () => void running.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code
    console.error(
      code === 'EADDRINUSE'
        ? 'serve: the port is already in use; stop the other server or pass --port 3001.'
        : `serve: ${(error as Error).message}`,
    )
    process.exitCode = 1
  })
}
