// Server HTML that only some visitors see, kept out of the first round trip: page finishing moves
// the content of an <OnLoad deferred> marker into a file and leaves its address in data-deferred
// (moveDeferredHtml, scripts/finishing/island-props.ts). What runs at load for it fetches it when
// it is to be shown (the consent notice, when no choice is stored).

/** Puts the marker's deferred HTML back into it, once. */
export async function deferredHtml(marker: HTMLElement): Promise<void> {
  const src = marker.dataset.deferred
  if (!src) return
  delete marker.dataset.deferred
  const response = await fetch(src)
  if (!response.ok) throw new Error(`islands: ${src} answered ${response.status}`)
  // The HTML as a JSON string (scripts/finishing/island-props.ts says why).
  marker.innerHTML = (await response.json()) as string
}
