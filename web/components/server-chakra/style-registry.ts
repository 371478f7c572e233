// The CSS of every rule the server has resolved, by class name, shared through globalThis
// between the two halves of a server render: server components (which resolve styles and
// register them here) and the server-side HTML render (which writes them into <head>, see
// ssr-style.tsx). Both run in the same Node process, but as separate module graphs, hence
// globalThis. A class name is a hash of its CSS, so entries never conflict between pages.
const key = Symbol.for('roadside-rescue.server-chakra.styles')

type Registry = Map<string, string>

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [key]?: Registry }
  holder[key] ??= new Map()
  return holder[key]
}

export function registerStyle(href: string, css: string): void {
  registry().set(href, css)
}

/** The registered CSS, or '' (in the browser, or for an unknown name). */
export function registeredStyle(href: string): string {
  return typeof window === 'undefined' ? (registry().get(href) ?? '') : ''
}
