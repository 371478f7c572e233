// Hash scrolling: 100 ms after a hash is reached (on load, on hashchange, on an
// in-page link) the target scrolls into view, smoothly unless the visitor prefers reduced
// motion, and takes focus so keyboard and screen-reader users continue from there.
// Kept free of React and of the real DOM so the timing can be tested alone.

/** The delay between reaching a hash and scrolling to it. */
export const hashScrollDelayMs = 100

/** The element id a location hash names ('#contact' -> 'contact'), or null for none. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (raw === '') return null
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/** 'smooth' normally; 'auto' (an instant jump) when the visitor prefers reduced motion. */
export function scrollBehaviourFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth'
}

/** The parts of an element the scroll needs (an HTMLElement has them all). */
export type ScrollTarget = {
  tabIndex: number
  hasAttribute(name: string): boolean
  setAttribute(name: string, value: string): void
  scrollIntoView(options: ScrollIntoViewOptions): void
  focus(options?: FocusOptions): void
  /** Whether the node (the focused element) is the target or inside it. */
  contains(node: unknown): boolean
}

export type HashScrollEnvironment = {
  findTarget: (id: string) => ScrollTarget | null
  prefersReducedMotion: () => boolean
  /** Where focus is now (document.activeElement). */
  focusedElement?: () => unknown
  setTimer?: (callback: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/** Focus without a second jump; sections that are not focusable get tabindex="-1" first. */
function focusTarget(target: ScrollTarget): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/**
 * Scrolls to the hash's element after hashScrollDelayMs. Returns a function that cancels the
 * pending scroll (a newer hash replaces an older one). Unknown ids do nothing.
 */
export function scheduleHashScroll(hash: string, environment: HashScrollEnvironment): () => void {
  const id = hashTargetId(hash)
  if (id === null) return () => {}
  const setTimer = environment.setTimer ?? ((callback, ms) => setTimeout(callback, ms))
  const clearTimer =
    environment.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const timer = setTimer(() => {
    const target = environment.findTarget(id)
    if (!target) return
    // The visitor is already there (say, typing in the contact form within 100 ms of landing
    // on /#contact): moving focus or the page now would only take it from under them.
    if (target.contains(environment.focusedElement?.())) return
    // Read the preference at scroll time: it can change while the page is open.
    const behavior = scrollBehaviourFor(environment.prefersReducedMotion())
    target.scrollIntoView({ behavior, block: 'start' })
    focusTarget(target)
  }, hashScrollDelayMs)
  return () => clearTimer(timer)
}
