// The preview's front server (scripts/preview/server.ts starts it before Next): lets in only
// staff (gate.ts: the Studio's handshake route, rate-limited, and browsers holding the draft-mode
// cookie it sets; anyone else gets a page saying to open the preview from the Studio), gives every
// response the static site's security headers (headers.ts), hashes each page's inline scripts and
// styles into its Content-Security-Policy as the static build does, lets only the Studio frame the
// preview and pictures come from Sanity's image CDN, and compresses.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http'
import compression from 'compression'
import { hasDraftMode, isEnablePath, openFromStudioPage, RateLimit } from './gate.ts'
import { cameOverHttps, previewHeaderPolicy, previewHeaders, withPreviewPolicy } from './headers.ts'
import type { PreviewSettings } from './settings.ts'

// Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own business; the length changes when a
// page is compressed; Next's own policy headers, should it ever send any, are replaced by ours.
const UNFORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'content-security-policy',
  'x-frame-options',
])

function forwardedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !UNFORWARDED.has(name)) out[name] = value
  }
  return out
}

/** Handshakes one address may start per minute: an editor opens a few pages a minute. */
const HANDSHAKES_PER_MINUTE = 30
/** Paths whose policy problems have been logged (once each), at most this many. */
const MAX_REPORTED_PATHS = 1000

/**
 * The front server: lets in the handshake (rate-limited) and browsers in draft mode
 * (`draftModeId`, Next's draft-mode cookie value), forwards them to Next on `upstreamPort`, and
 * gives every response the preview's headers.
 */
export function frontServer(
  upstreamPort: number,
  { studioOrigin: frameOrigin, imageOrigin }: Pick<PreviewSettings, 'studioOrigin' | 'imageOrigin'>,
  draftModeId: string,
): Server {
  const compress = compression()
  const reported = new Set<string>()
  const handshakes = new RateLimit(HANDSHAKES_PER_MINUTE, 60_000)
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://preview').pathname
    // upgrade-insecure-requests only where the page came over https (the host's proxy says so).
    const https = cameOverHttps(request.headers['x-forwarded-proto'])
    const always: [string, string][] = [
      ...previewHeaders(),
      ['Content-Security-Policy', previewHeaderPolicy(frameOrigin, { https })],
    ]
    const refuse = (status: number, type: string, body: string, extra = {}) => {
      response.writeHead(status, {
        ...Object.fromEntries(always),
        'content-type': type,
        'cache-control': 'no-store',
        ...extra,
      })
      response.end(request.method === 'HEAD' ? undefined : body)
    }
    if (isEnablePath(path)) {
      const wait = handshakes.take(request.socket.remoteAddress ?? '')
      if (wait > 0) {
        refuse(
          429,
          'text/plain; charset=utf-8',
          'Too many preview links opened: try again in a minute.\n',
          {
            'retry-after': String(wait),
          },
        )
        return
      }
    } else if (!hasDraftMode(request.headers.cookie, draftModeId)) {
      const page = withPreviewPolicy({ text: openFromStudioPage(frameOrigin), path }, imageOrigin)
      refuse(401, 'text/html; charset=utf-8', page.text)
      return
    }
    compress(request as never, response as never, () => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: request.method,
          path: request.url,
          // Next must answer uncompressed: HTML is read here to hash its inline scripts and styles.
          headers: { ...forwardedHeaders(request.headers), 'accept-encoding': 'identity' },
        },
        (answer) => {
          const headers = forwardedHeaders(answer.headers)
          for (const [name, value] of always) headers[name] = value
          const isHtml = /^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''))
          if (!isHtml) {
            response.writeHead(answer.statusCode ?? 502, headers)
            answer.pipe(response)
            return
          }
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8')
            let page: ReturnType<typeof withPreviewPolicy>
            try {
              page = withPreviewPolicy({ text, path }, imageOrigin)
            } catch (error) {
              // A page the policy cannot be written into (no <head>) is not sent without one.
              console.error(`preview: ${path}: ${(error as Error).message}`)
              refuse(500, 'text/plain; charset=utf-8', 'The preview could not show this page.\n')
              return
            }
            if (page.problems.length > 0 && !reported.has(path)) {
              if (reported.size >= MAX_REPORTED_PATHS) reported.clear()
              reported.add(path)
              console.error(
                `preview: ${path} holds what a strict policy blocks:\n  ${page.problems.join('\n  ')}`,
              )
            }
            response.writeHead(answer.statusCode ?? 502, headers)
            response.end(page.text)
          })
          answer.on('error', () => response.destroy())
        },
      )
      upstream.on('error', (error) => {
        console.error(`preview: ${path}: Next did not answer: ${error.message}`)
        if (response.headersSent) {
          response.destroy()
          return
        }
        refuse(
          502,
          'text/plain; charset=utf-8',
          'The preview is not available at the moment: try again in a minute.\n',
        )
      })
      request.pipe(upstream)
    })
  })
}
