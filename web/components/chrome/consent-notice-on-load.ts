// The consent notice at load, without React (web/islands/on-load.ts): the notice is server HTML
// that page finishing moved out of the page (web/islands/deferred-html.ts); when no choice is
// stored it is fetched and shown, its explanation unfolded from the md width, and hidden again
// when the visitor chooses in another tab. Its buttons are the island's
// (consent-notice.tsx), which hydrates when the visitor heads for it; a press before then is held
// and replayed (web/islands/loader.ts).
import { deferredHtml } from '@/islands/deferred-html'
import { browserStorages, consentStorageKey, isConsentChoice, readConsent } from './consent-storage'

// Chakra's md breakpoint: from here the explanation starts unfolded.
const unfoldedQuery = '(min-width: 48em)'

export async function revealConsentNotice(marker: HTMLElement): Promise<void> {
  if (readConsent(browserStorages) !== null) return
  await deferredHtml(marker)
  // Answered in another tab meanwhile.
  if (readConsent(browserStorages) !== null) return
  marker.hidden = false
  if (window.matchMedia(unfoldedQuery).matches)
    for (const details of marker.querySelectorAll('details')) details.open = true
  keepFocusAboveNotice(marker)
  window.addEventListener('storage', (event) => {
    if (event.key === consentStorageKey && isConsentChoice(event.newValue)) marker.hidden = true
  })
}

/**
 * While the notice sticks to the bottom of the screen, the page's scroll padding at the bottom
 * is its height, so an element that takes focus (the Tab key) is scrolled into view above it,
 * never behind it (WCAG 2.2, 2.4.11 Focus Not Obscured); the header's own padding at the top is
 * the theme's (theme/system.ts). Measured, not guessed: staff write its words, and the visitor
 * unfolds its explanation. Back to none once it is gone (answered: the island removes it; or
 * hidden when answered in another tab), when it measures 0. Set through the CSSOM, which the
 * Content-Security-Policy's style-src does not govern (it governs style attributes in markup).
 * WebKit scrolls a focused text field into view without the padding (measured: two of the home
 * page's fields stayed behind it): what still ends behind it after the browser's own scroll is
 * lifted above it, never past the header's padding at the top.
 */
function keepFocusAboveNotice(marker: HTMLElement): void {
  const notice = marker.querySelector('section')
  if (!notice) return
  const root = document.documentElement
  new ResizeObserver(() => {
    root.style.scrollPaddingBottom = notice.isConnected ? `${notice.offsetHeight}px` : ''
  }).observe(notice)
  document.addEventListener('focusin', (event) => {
    const focused = event.target as HTMLElement
    // Only what the Tab key reaches: a section a hash link focuses (tabindex -1, hash-scroll.ts)
    // is scrolled there smoothly by the page itself.
    if (focused.tabIndex < 0 || notice.contains(focused)) return
    requestAnimationFrame(() => {
      if (!notice.isConnected || notice.offsetHeight === 0) return
      const { top, bottom } = focused.getBoundingClientRect()
      const room = top - Number.parseFloat(getComputedStyle(root).scrollPaddingTop)
      const behind = bottom - notice.getBoundingClientRect().top
      if (behind > 0 && room > 0) window.scrollBy(0, Math.min(behind, room))
    })
  })
}
