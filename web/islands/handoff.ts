// What the islands' inline loader (loader.ts) hands the islands' entry (browser.tsx) on
// window.__islands: the presses it held and the islands the visitor headed for before the entry
// ran, and, once it runs, the entry's way to start an island. The one place both halves read.

/** A press on an island's button or a submit of its form, made before the island hydrated. */
export type HeldPress = HTMLButtonElement | HTMLFormElement

export type IslandsHandoff = {
  /** Held presses, in order; the entry presses or submits each again once its island runs. */
  held: HeldPress[]
  /** The islands' roots the visitor headed for before the entry ran, in order. */
  woken: HTMLElement[]
  /** Set by the entry when it runs: starts an island's hydration (once). */
  start?: (root: HTMLElement) => void
  /**
   * The island a pointer is pressed on now, until its click has come: it hydrates only once the
   * press ends, never under the finger (hydrating can replace the element pressed, the menu's
   * no-JS link with its button, and a click whose element went away in between is lost).
   */
  pressing?: HTMLElement
  /** Called once the press ends (the entry's islands waiting for it). */
  afterPress: (() => void)[]
}

/**
 * The attribute a held press's element carries until it is replayed: the page shows it (the site
 * sheet's `[data-held]` rule) in the next paint, so the visitor sees the tap was taken.
 */
export const heldAttribute = 'data-held'

export function islandsHandoff(): IslandsHandoff {
  const host = window as Window & { __islands?: IslandsHandoff }
  host.__islands ??= { held: [], woken: [], afterPress: [] }
  return host.__islands
}

/**
 * The island whose own markup holds `node`, or null: outside any island, or in server HTML one
 * of its slots holds (slot.tsx), which never hydrates (the menu's nav links, say).
 */
export function islandOwning(node: EventTarget | null | undefined): HTMLElement | null {
  const owner = (node as Element | null)?.closest?.<HTMLElement>(
    '[data-island-slot], [data-island]',
  )
  return owner?.hasAttribute('data-island') ? owner : null
}
