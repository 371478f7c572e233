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
  window.addEventListener('storage', (event) => {
    if (event.key === consentStorageKey && isConsentChoice(event.newValue)) marker.hidden = true
  })
}
