// Scrolling between places, run at load without React (web/islands/on-load.ts). A hash, reached
// on load, by hashchange (back and forward) or by an in-page link, scrolls to its element 100 ms
// later, smoothly unless the visitor prefers reduced motion, and moves focus there. In-page links
// are taken over so the scroll is smooth rather than the browser's jump. A new path starts at the
// top: pages are full loads (the browser's own behaviour), so a new path needs nothing here.
// An island's own hash link or target before the island has hydrated (the menu's toggle is a link
// to its panel, which CSS :target opens) is its stand-in for the script it has not run yet: the
// browser's own navigation is left to it.
import { islandOwning } from '@/islands/handoff'
import { scheduleHashScroll } from './hash-scroll'

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/** An island's own element, before the island has hydrated. */
function islandStandIn(element: Element): boolean {
  return islandOwning(element)?.hasAttribute('data-hydrated') === false
}

function scrollToHash(hash: string): () => void {
  return scheduleHashScroll(hash, {
    findTarget: (id) => {
      const target = document.getElementById(id)
      return target && !islandStandIn(target) ? target : null
    },
    prefersReducedMotion: () => window.matchMedia(reducedMotionQuery).matches,
    focusedElement: () => document.activeElement,
  })
}

/** The same-page hash link a click landed on, if the browser would only jump within the page. */
function inPageHashLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = (event.target as Element | null)?.closest?.('a[href]')
  if (!(link instanceof HTMLAnchorElement) || islandStandIn(link)) return null
  if (link.target && link.target !== '_self') return null
  if (link.hasAttribute('download')) return null
  const url = new URL(link.href)
  const here = window.location
  if (url.origin !== here.origin || url.pathname !== here.pathname) return null
  if (url.search !== here.search || url.hash === '') return null
  return link
}

export function startScrollManager(): void {
  let cancel = window.location.hash ? scrollToHash(window.location.hash) : () => {}
  const replace = (hash: string) => {
    cancel()
    cancel = scrollToHash(hash)
  }
  window.addEventListener('hashchange', () => replace(window.location.hash))
  document.addEventListener('click', (event) => {
    const link = inPageHashLink(event)
    if (!link) return
    event.preventDefault()
    const { hash } = new URL(link.href)
    if (hash !== window.location.hash) window.history.pushState(window.history.state, '', hash)
    replace(hash)
  })
}
