// The islands' entry (built by scripts/finishing/islands.ts into web/out/_islands/): hydrates an
// island on its own root, with its props (data-props, or the file data-props-src names) and its
// component loaded from the registry, when the visitor heads for it. The rest of the page is
// static HTML and stays so.
// The inline loader (loader.ts) fetches this module when the visitor first heads for an island,
// and hands over (handoff.ts) the islands headed for so far and the presses it held; this module
// starts those, and every island the loader wakes after it. A held press is pressed or its form
// submitted again once its island has hydrated.
import { createElement, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { heldAttribute, islandsHandoff } from './handoff'
import { type IslandName, islands } from './registry'
import { IslandSlot } from './slot'

const handoff = islandsHandoff()

/** Marks the island hydrated after React's first commit and replays what was held for it. */
function Hydrated({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    delete root.dataset.hydrating
    root.dataset.hydrated = ''
    for (const shown of root.querySelectorAll(`[${heldAttribute}]`)) {
      shown.removeAttribute(heldAttribute)
      shown.removeAttribute('aria-busy')
    }
    for (const element of handoff.held.filter((element) => root.contains(element))) {
      handoff.held.splice(handoff.held.indexOf(element), 1)
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
  // Not under a finger still pressing it: its click first (handoff.ts, `pressing`).
  if (handoff.pressing === root)
    await new Promise<void>((resolve) => handoff.afterPress.push(resolve))
  hydrateRoot(root, createElement(Hydrated, { root }, createElement(Component, props)), {
    onRecoverableError: (error) =>
      console.error(
        `islands: "${name}" did not hydrate cleanly (server and browser differ)`,
        error,
      ),
  })
}

/**
 * Starts an island's hydration, once; data-hydrating marks it until React has committed (tests
 * wait for it to clear: tests/support/fixtures.ts, settled()).
 */
function start(root: HTMLElement): void {
  if ('hydrating' in root.dataset || 'hydrated' in root.dataset) return
  root.dataset.hydrating = ''
  hydrate(root).catch((error: unknown) => console.error(error))
}

handoff.start = start
for (const root of handoff.woken.splice(0)) start(root)
