// What runs once the page has loaded, without React: the little a page does before the visitor
// heads for an island. A module of its own (scripts/finishing/islands.ts bundles it apart from
// React and the islands, about 1.7 kB gzip), which the islands' inline loader fetches after the
// load event and the first paint. Each behaviour is named by a marker the server writes where it
// applies (<OnLoad name="…">, on-load-marker.tsx) and runs once for each marker in the page, with
// the marker (whatever the server put inside it).
import { revealConsentNotice } from '@/components/chrome/consent-notice-on-load'
import { logNotFound } from '@/components/chrome/not-found-log'
import { startScrollManager } from '@/components/chrome/scroll-manager'

const behaviours = {
  /** On every page: a hash scrolls to its element 100 ms after it is reached. */
  'scroll-manager': startScrollManager,
  /** The consent notice, server HTML in a file of its own, shown when no choice is stored. */
  'consent-notice': revealConsentNotice,
  /** The 404 page: the missing path in the console. */
  'not-found-log': logNotFound,
} satisfies Record<string, (marker: HTMLElement) => void | Promise<void>>

export type OnLoadName = keyof typeof behaviours

// Once every behaviour has done its part (the notice fetched and shown), tests may go on
// (tests/support/fixtures.ts, settled()); a failure is the page's error, as any other.
void Promise.allSettled(
  [...document.querySelectorAll<HTMLElement>('[data-on-load]')].map(async (marker) =>
    behaviours[marker.dataset.onLoad as OnLoadName]?.(marker),
  ),
).then((results) => {
  document.documentElement.dataset.islands = 'ready'
  for (const result of results) if (result.status === 'rejected') throw result.reason
})
