// <OnLoad name="…">: marks where something of on-load.ts runs, around what it works on. The
// marker is hidden until what runs at load shows it (the consent notice, when no choice is
// stored), so without JavaScript its content stays hidden; it is display: contents (the site
// sheet), so once shown it changes no layout (the notice sticks to the viewport as if the
// marker were not there). `deferred`: its content is HTML only some visitors see, which page
// finishing moves out of the page into a file fetched when it is shown (deferred-html.ts).
import type { ReactNode } from 'react'
import type { OnLoadName } from './on-load'

export function OnLoad({
  name,
  deferred = false,
  children,
}: {
  name: OnLoadName
  deferred?: boolean
  children?: ReactNode
}) {
  return (
    <div data-on-load={name} data-deferred={deferred ? '' : undefined} hidden>
      {children}
    </div>
  )
}
