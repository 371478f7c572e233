// A slot: server-rendered content an island places in its markup (the menu's nav links, its
// call button). It is written into the HTML once and never travels as props or JavaScript: on
// the server the slot wraps the content; in the browser the island gets an empty slot whose
// dangerouslySetInnerHTML keeps React from hydrating, diffing or replacing what the server wrote
// there. [data-island-slot] is display: contents (server-chakra's site sheet), so the wrapper
// changes no layout. tests/e2e/islands.spec.ts checks slot content survives hydration.
import type { ReactNode } from 'react'

export function IslandSlot({ children }: { children?: ReactNode }) {
  if (children === undefined) {
    // Browser: adopt the server's markup as it is. The HTML given is the empty string, never
    // anything from outside: it only tells React the children are not its to manage.
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, see above
      <div data-island-slot="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
    )
  }
  return <div data-island-slot="">{children}</div>
}
