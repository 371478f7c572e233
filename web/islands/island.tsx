// <Island name props slots>: renders an interactive island inside a server page. The component
// is rendered here, on the server, like any other (its HTML is in the page); its props travel as
// JSON in data-props for the browser, which hydrates the island on its own (browser.tsx). Slots
// are server-rendered content the island places in its markup; they stay HTML (slot.tsx).
// The wrapper is display: contents, so it changes no layout.
import type { ComponentType, ReactNode } from 'react'
import { type IslandName, type IslandProps, islands } from './registry'
import { IslandSlot } from './slot'

type Props<Name extends IslandName> = IslandProps<Name>

/** The props of an island that hold server-rendered content (React nodes). */
type SlotKeys<P> = { [K in keyof P]-?: ReactNode extends P[K] ? K : never }[keyof P]

export async function Island<Name extends IslandName>({
  name,
  props,
  slots,
}: {
  name: Name
  /** What JSON carries: strings, numbers, booleans, arrays and plain objects. */
  props: Omit<Props<Name>, SlotKeys<Props<Name>>>
  slots?: Pick<Props<Name>, SlotKeys<Props<Name>>>
}) {
  const Component = (await islands[name]()) as unknown as ComponentType<Record<string, unknown>>
  const slotted: Record<string, ReactNode> = {}
  for (const [key, node] of Object.entries(slots ?? {}))
    slotted[key] = <IslandSlot>{node as ReactNode}</IslandSlot>
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-slots={Object.keys(slotted).join(' ') || undefined}
    >
      <Component {...(props as Record<string, unknown>)} {...slotted} />
    </div>
  )
}
