// Who the preview server answers. Staff reach it from the Studio: the Presentation tool opens the
// draft-mode route (enablePath) with its secret, which turns on Next's draft mode for that
// browser with a cookie. Every other request must carry that cookie, with the value Next checks
// (the build's preview-mode id); without it the preview shows a short page saying to open it from
// the Studio, and nothing of the site. The draft-mode route itself costs a Sanity query, so it is
// rate-limited per connecting address.

/** The Presentation tool's handshake route (web/app/api/draft-mode/enable/route.preview.ts). */
const enablePath = '/api/draft-mode/enable/'

/** Next's draft-mode cookie (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
export const draftModeCookieName = '__prerender_bypass'

/** The value of one cookie of a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** Whether the request's cookies turn on Next's draft mode (Next compares the same value). */
export function hasDraftMode(cookieHeader: string | undefined, previewModeId: string): boolean {
  return cookieValue(cookieHeader, draftModeCookieName) === previewModeId
}

/** Whether a request path is the handshake route (with or without its trailing slash). */
export function isEnablePath(pathname: string): boolean {
  return pathname === enablePath || pathname === enablePath.slice(0, -1)
}

/**
 * A fixed-window counter per key (a connecting address): at most `limit` requests in each window
 * of `windowMs`. It keeps at most `maxKeys` keys: when full, windows that have ended are dropped,
 * and if none has, every key (a flood from that many addresses resets the count, never the memory).
 */
export class RateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()
  readonly limit: number
  readonly windowMs: number
  readonly maxKeys: number

  constructor(limit: number, windowMs: number, maxKeys = 10_000) {
    this.limit = limit
    this.windowMs = windowMs
    this.maxKeys = maxKeys
  }

  /** Counts one request: 0 when it may go on, else the seconds until the key's window ends. */
  take(key: string, now = Date.now()): number {
    let window = this.windows.get(key)
    if (!window || now - window.startedAt >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now)
      window = { startedAt: now, count: 0 }
      this.windows.set(key, window)
    }
    window.count += 1
    if (window.count <= this.limit) return 0
    return Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000))
  }

  get size(): number {
    return this.windows.size
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key)
    }
    if (this.windows.size >= this.maxKeys) this.windows.clear()
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`)

/** What a browser without the draft-mode cookie gets: no script, no style, nothing of the site. */
export function openFromStudioPage(studioUrl: string): string {
  return [
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Draft preview</title></head><body><main>',
    '<h1>Draft preview</h1>',
    '<p>This is the draft preview of the website, for staff. Open it from the Preview tool in ',
    `<a href="${escapeHtml(studioUrl)}">Sanity Studio</a>: the Studio lets this browser in.</p>`,
    '</main></body></html>',
  ].join('')
}
