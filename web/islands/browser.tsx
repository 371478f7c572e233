// The site's only JavaScript entry (built by scripts/lib/islands.ts into web/out/_islands/):
// hydrates each [data-island] of the page on its own root, with its props from data-props and
// its component loaded from the registry. The rest of the page is static HTML and stays so.
// The inline loader (islandsLoaderScript in scripts/lib/islands.ts) fetches this module after the
// page has loaded, or at the visitor's first touch; a button pressed or a form submitted before
// its island ran was held by it, and is pressed or submitted again once its island has hydrated.
import { createElement, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandName, islands } from './registry'
import { IslandSlot } from './slot'

type Held = (HTMLFormElement | HTMLButtonElement)[]
const held = () => (window as Window & { __islandsHeld?: Held }).__islandsHeld ?? []

/** Marks the island hydrated after React's first commit and replays what was held for it. */
function Hydrated({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = ''
    for (const element of held().filter((element) => root.contains(element))) {
      held().splice(held().indexOf(element), 1)
      if (element instanceof HTMLFormElement) element.requestSubmit()
      else element.click()
    }
  }, [root])
  return children
}

async function hydrate(root: HTMLElement): Promise<void> {
  const name = root.dataset.island ?? ''
  const load = islands[name as IslandName]
  if (!load) throw new Error(`islands: no island "${name}" in web/islands/registry.ts`)
  const Component = (await load()) as unknown as (props: Record<string, unknown>) => ReactNode
  const props = JSON.parse(root.dataset.props ?? '{}') as Record<string, unknown>
  for (const slot of root.dataset.slots?.split(' ') ?? []) props[slot] = createElement(IslandSlot)
  hydrateRoot(root, createElement(Hydrated, { root }, createElement(Component, props)), {
    onRecoverableError: (error) =>
      console.error(
        `islands: "${name}" did not hydrate cleanly (server and browser differ)`,
        error,
      ),
  })
}

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  hydrate(root).catch((error: unknown) => console.error(error))
}
