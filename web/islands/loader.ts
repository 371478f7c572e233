// The islands' loader: the only script a page runs before it has loaded. Inline at the end of
// <body> of every page with an island or a marker of on-load.ts (bundled and minified by
// scripts/finishing/islands.ts, islandsLoaderScript, which says why it sits there).
//  - Once the page has loaded and painted its first content, it fetches on-load.ts's module (what
//    runs without React: hash scrolling, the consent notice when no choice is stored, the 404
//    page's log).
//  - It fetches the islands' entry (React and the islands, browser.tsx) only when the visitor
//    heads for an island: a touch or press on it, a mouse over it, focus or a key inside it. Until
//    then every island works from its server HTML (the menu opens by :target, fields take typing).
//    The fetch starts after the next paint, so what the tap itself shows is painted before React
//    is evaluated, a long task on a slow phone.
//  - A press on an island's button or a submit of its form before the island has hydrated is held
//    (not lost, and not sent natively, which the CSP's form-action 'none' would refuse), shown as
//    taken in the next paint ([data-held]), and pressed or submitted again once it has.
import { type HeldPress, heldAttribute, islandOwning, islandsHandoff } from './handoff'

const loader = document.currentScript as HTMLScriptElement
const handoff = islandsHandoff()
let requested = false

function addModule(src: string): void {
  const script = document.createElement('script')
  script.type = 'module'
  script.src = src
  document.head.append(script)
}

/** Fetches the islands' entry (and the chunks it imports) once. */
function load(): void {
  if (requested) return
  requested = true
  for (const href of (loader.dataset.preload ?? '').split(' ')) {
    if (!href) continue
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  addModule(loader.dataset.entry ?? '')
}

/** The visitor heads for an island: it hydrates, its code and React loading first if need be. */
function wake(root: HTMLElement): void {
  if (handoff.start) handoff.start(root)
  else if (!handoff.woken.includes(root)) {
    handoff.woken.push(root)
    requestAnimationFrame(() => setTimeout(load))
    // And whatever the frames do: a page that paints no frame for a while (still blocked on its
    // first paint, or not shown) must still answer the press (a browser test once waited 90 s
    // for the fetch after typing in the postcode check of a page opened at /#coverage).
    setTimeout(load, 250)
  }
}

/** Holds a press or a submit aimed at an island that has not hydrated yet. */
function hold(event: Event, target: HeldPress | null | undefined): void {
  const root = islandOwning(target)
  if (!target || !root || root.hasAttribute('data-hydrated')) return
  event.preventDefault()
  event.stopPropagation()
  if (!handoff.held.includes(target)) handoff.held.push(target)
  const pressed = (event as SubmitEvent).submitter ?? target
  pressed.setAttribute(heldAttribute, '')
  pressed.setAttribute('aria-busy', 'true')
  wake(root)
}

addEventListener(
  'click',
  (event) => hold(event, (event.target as Element | null)?.closest?.('button')),
  true,
)
addEventListener('submit', (event) => hold(event, event.target as HTMLFormElement), true)
const headsFor = (event: Event) => {
  const root = islandOwning(event.target)
  // A press is remembered until its click has come (the task after the pointer is lifted or the
  // press cancelled), so its island hydrates after it, not under it (handoff.ts).
  if (event.type === 'pointerdown') handoff.pressing = root ?? undefined
  if (root) wake(root)
}
for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown'])
  addEventListener(type, headsFor, { capture: true, passive: true })
for (const type of ['pointerup', 'pointercancel'])
  addEventListener(
    type,
    () =>
      setTimeout(() => {
        handoff.pressing = undefined
        for (const then of handoff.afterPress.splice(0)) then()
      }),
    { capture: true, passive: true },
  )
// A mouse over an island: the visitor is about to click it (a touch has no hover; its press wakes).
addEventListener(
  'pointerover',
  (event) => {
    if (event.pointerType === 'mouse') headsFor(event)
  },
  { capture: true, passive: true },
)

// on-load.ts's module, once the page has loaded and painted its first content (the browser's own
// entry for it), or two seconds after the load event: a page opened in a background tab paints
// only when shown, and a browser without PerformanceObserver has no entry. After the paint: a
// small page loads before it paints, and Lighthouse's simulation counts a script requested before
// the first paint as holding it back.
const onLoad = loader.dataset.onLoadSrc
if (onLoad)
  addEventListener('load', () => {
    let added = false
    const add = () => {
      if (!added) addModule(onLoad)
      added = true
    }
    setTimeout(add, 2000)
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      add()
    }).observe({ type: 'paint', buffered: true })
  })
