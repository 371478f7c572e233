// A stand-in for the Studio's Presentation tool, running the tool's own connection code: a page on
// 127.0.0.1 that frames the preview and talks to it with @sanity/comlink's controller and
// @sanity/presentation-comlink's compatibility actors, set up as the installed `sanity` package's
// Presentation tool sets them up (sanity/lib/PresentationToolGrantsCheck-*.js: a controller on
// the frame's window, the channel { name: 'presentation', connectTo: 'visual-editing',
// heartbeat: true }, and an answer to 'visual-editing/fetch-perspective'). Tests read what the
// page sends (window.studio.events) and send what the tool sends (window.studio.post).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildSync } from 'esbuild'
import { repoRoot } from '../../scripts/lib/env.ts'

/** The browser side: the tool's connection, exposed on window.studio. */
const studioScript = /* js */ `
import { createConnectionMachine, createController } from '@sanity/comlink'
import { createCompatibilityActors } from '@sanity/presentation-comlink'

const frame = document.querySelector('iframe')
const studio = { events: [], status: 'idle', perspective: 'drafts' }
window.studio = studio
frame.addEventListener('load', () => { studio.loads = (studio.loads ?? 0) + 1 })
const controller = createController({ targetOrigin: new URL(frame.src).origin })
controller.addTarget(frame.contentWindow)
const comlink = controller.createChannel(
  { name: 'presentation', heartbeat: true, connectTo: 'visual-editing' },
  createConnectionMachine().provide({ actors: createCompatibilityActors() }),
)
for (const type of [
  'visual-editing/focus',
  'visual-editing/navigate',
  'visual-editing/meta',
  'visual-editing/toggle',
  'visual-editing/documents',
  'visual-editing/refreshing',
  'visual-editing/refreshed',
]) comlink.on(type, (data) => { studio.events.push({ type, data, at: Date.now() }) })
comlink.on('visual-editing/fetch-perspective', () => ({ perspective: studio.perspective }))
comlink.onStatus((event) => {
  // comlink 4 reports { connection, status }.
  const status = typeof event === 'string' ? event : event.status
  studio.status = status
  // As the tool does once the page has connected (PostMessagePerspective).
  if (status === 'connected') comlink.post('presentation/perspective', { perspective: studio.perspective })
})
studio.post = (type, data) => comlink.post(type, data)
comlink.start()
`

let bundled: string | undefined

function studioBundle(): string {
  bundled ??= buildSync({
    stdin: { contents: studioScript, resolveDir: repoRoot, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    minify: true,
    logLevel: 'silent',
  }).outputFiles[0]?.text
  return bundled as string
}

/** What the stand-in page exposes to tests (window.studio). */
export type StudioWindow = {
  studio: {
    status: string
    events: { type: string; data: unknown; at: number }[]
    post: (type: string, data?: unknown) => void
  }
}

export type PresentationStudio = {
  /** The Studio's address (SANITY_STUDIO_URL for the preview): its origin may frame the preview. */
  url: string
  /** The page framing `previewUrl`, at 1280 × 800 unless the browser says otherwise. */
  pageFor: (previewUrl: string) => string
  close: () => Promise<void>
}

/** Serves the stand-in Presentation tool on 127.0.0.1 (a free port). */
export async function startPresentationStudio(): Promise<PresentationStudio> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://studio')
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204)
      response.end()
      return
    }
    if (url.pathname === '/studio/presentation.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(studioBundle())
      return
    }
    const preview = url.searchParams.get('preview')
    if (url.pathname !== '/studio/presentation' || !preview) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Not found')
      return
    }
    const src = preview.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Presentation (test stand-in)</title>
<style>html,body{margin:0;height:100%;font:14px system-ui}header{height:36px;display:flex;align-items:center;padding:0 12px;background:#101112;color:#fff}iframe{border:0;width:100%;height:calc(100% - 36px);display:block}</style>
</head><body><header>Presentation · stand-in Studio playing the tool's comlink</header>
<iframe src="${src}" title="Preview"></iframe>
<script type="module" src="/studio/presentation.js"></script></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${base}/studio`,
    pageFor: (previewUrl) =>
      `${base}/studio/presentation?${new URLSearchParams({ preview: previewUrl })}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
