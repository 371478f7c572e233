// Reads the _headers and _redirects files the build writes for Netlify / Cloudflare Pages,
// so the local server and the tests serve web/out exactly as those hosts would.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A `_headers` rule: its path pattern, the headers it sets, and those it detaches (`! Name`). */
export type HeaderRule = { pattern: string; headers: [string, string][]; detach?: string[] }
export type RedirectRule = { from: string; to: string; status: number }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: [] }
      rules.push(current)
      continue
    }
    const detached = /^\s+!\s*(\S+)\s*$/.exec(line)?.[1]
    if (current && detached) {
      current.detach = [...(current.detach ?? []), detached]
      continue
    }
    const at = line.indexOf(':')
    if (!current || at === -1) throw new Error(`_headers: cannot read line "${line.trim()}"`)
    current.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()])
  }
  return rules
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/)
      if (!from || !to) throw new Error(`_redirects: cannot read line "${line}"`)
      return { from, to, status: status ? Number.parseInt(status, 10) : 301 }
    })
}

/** Netlify-style pattern match: exact path, or a prefix ending in '*'. */
export function matchesPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return pattern === path
}

export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => matchesPattern(rule.pattern, path)).flatMap((rule) => rule.headers)
}

export function loadHostRules(root: string): { headers: HeaderRule[]; redirects: RedirectRule[] } {
  const headersFile = join(root, '_headers')
  const redirectsFile = join(root, '_redirects')
  return {
    headers: existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [],
    redirects: existsSync(redirectsFile)
      ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8'))
      : [],
  }
}
