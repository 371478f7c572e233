// The site's only JavaScript entry (built by scripts/finishing/islands.ts into web/out/_islands/):
// hydrates each [data-island] of the page on its own root, with its props (data-props, or the
// file data-props-src names) and its component loaded from the registry. The rest of the page is static HTML and stays so.
// The inline loader (islandsLoaderScript in scripts/finishing/islands.ts) fetches this module after the
// page has loaded, or at the visitor's first touch; a button pressed or a form submitted before
// its island ran was held by it, and is pressed or submitted again once its island has hydrated.
// An island hydrates when it comes near the screen, or at once when the visitor touches, clicks,
// types or tabs into it: the contact form and the postcode check sit below the fold, and their
// code (and React's work on them) waits until a visitor heads their way, off the page's load.
import { createElement, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandName, islands } from './registry'
import { IslandSlot } from './slot'

type Held = (HTMLFormElement | HTMLButtonElement)[]
const held = () => (window as Window & { __islandsHeld?: Held }).__islandsHeld ?? []

/** Marks the island hydrated after React's first commit and replays what was held for it. */
function Hydrated({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    delete root.dataset.hydrating
    root.dataset.hydrated = ''
    for (const element of held().filter((element) => root.contains(element))) {
      held().splice(held().indexOf(element), 1)
      if (element instanceof HTMLFormElement) element.requestSubmit()
      else element.click()
    }
  }, [root])
  return children
}

async function propsOf(root: HTMLElement): Promise<Record<string, unknown>> {
  const src = root.dataset.propsSrc
  if (src === undefined) return JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
  const response = await fetch(src)
  if (!response.ok) throw new Error(`islands: ${src} answered ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

async function hydrate(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? ''
  const load = islands[name as IslandName]
  if (!load) throw new Error(`islands: no island "${name}" in web/islands/registry.ts`)
  // Its props are in the page (data-props), or, when larger than a few bytes, in a file of their
  // own (data-props-src, scripts/finishing/island-props.ts), fetched beside its chunk.
  const [Component, props] = await Promise.all([
    load() as unknown as Promise<(props: Record<string, unknown>) => ReactNode>,
    propsOf(root),
  ])
  for (const slot of root.dataset.slots?.split(' ') ?? []) props[slot] = createElement(IslandSlot)
  hydrateRoot(root, createElement(Hydrated, { root }, createElement(Component, props)), {
    onRecoverableError: (error) =>
      console.error(
        `islands: "${name}" did not hydrate cleanly (server and browser differ)`,
        error,
      ),
  })
}

/** How far ahead of the screen an island starts: a quarter of a screen, so it is ready in time. */
const NEAR_SCREEN = '25% 0px'

// The wrapper is display: contents (no box of its own): its children are what is on screen.
const rootOf = new Map<Element, HTMLElement>()
const unseen = new Set<Element>()
const nearScreen = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      unseen.delete(entry.target)
      const root = rootOf.get(entry.target)
      if (entry.isIntersecting && root) start(root)
    }
    markStartedOnceAllSeen()
  },
  { rootMargin: NEAR_SCREEN },
)

/** Starts an island's hydration, once; data-hydrating marks it until React has committed. */
function start(root: HTMLElement): void {
  if ('hydrating' in root.dataset || 'hydrated' in root.dataset) return
  root.dataset.hydrating = ''
  for (const child of root.children) nearScreen.unobserve(child)
  hydrate(root).catch((error: unknown) => console.error(error))
}

/**
 * Every island on or near the screen has started: tests wait for this, then for
 * [data-hydrating] to clear (tests/support/fixtures.ts, settled()).
 */
function markStartedOnceAllSeen(): void {
  if (unseen.size === 0) document.documentElement.dataset.islands = 'started'
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // An island that renders nothing (it only listens: scroll, 404 log) or holds a press or a
  // submit made before this script ran starts at once.
  if (root.children.length === 0 || held().some((element) => root.contains(element))) start(root)
  else
    for (const child of root.children) {
      rootOf.set(child, root)
      unseen.add(child)
      nearScreen.observe(child)
    }
}
markStartedOnceAllSeen()
// A touch, click, key or focus inside an island that has not started starts it now (the loader
// holds a press or a submit until it has hydrated, then this module replays it).
for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown', 'click', 'submit'])
  document.addEventListener(
    type,
    (event) => {
      const root = (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]')
      if (root) start(root)
    },
    { capture: true, passive: true },
  )
