'use client'
// The privacy notice: says plainly what the site stores (one local-storage item, no tracking),
// with equal Accept and Decline buttons and a link to the Cookie Policy. It is a non-modal
// region that sticks to the bottom of the viewport as the last thing on the page: it never
// covers the sticky header and its call button, never traps or takes focus, and at the end
// of the page it sits below the footer instead of over it. It is not critical content, so it
// renders nothing on the server and appears after mount only when no choice is stored.
// On phones the explanation is folded under the heading (a native disclosure) to stay compact.
import { ChevronDown } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { SiteSettings } from '@/lib/content'
import type { ConsentNoticeClasses } from './consent-notice-classes'
import {
  browserStorages,
  type ConsentChoice,
  consentStorageKey,
  isConsentChoice,
  readConsent,
  writeConsent,
} from './consent-storage'

// Matches Chakra's md breakpoint: from here the explanation starts unfolded.
const unfoldedQuery = '(min-width: 48em)'

export function ConsentNotice({
  consent,
  policyHref,
  classes,
}: {
  consent: SiteSettings['consent']
  policyHref: string
  /** Class names from the server (consent-notice-classes.tsx). */
  classes: ConsentNoticeClasses
}) {
  const [visible, setVisible] = useState(false)
  const [unfolded, setUnfolded] = useState(false)

  useEffect(() => {
    if (readConsent(browserStorages) !== null) return
    setUnfolded(window.matchMedia(unfoldedQuery).matches)
    setVisible(true)
    // A choice made in another tab hides the notice here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === consentStorageKey && isConsentChoice(event.newValue)) setVisible(false)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  if (!visible || !consent?.heading) return null

  const choose = (choice: ConsentChoice) => {
    // If no storage takes it (private modes), the notice still goes away for this page.
    writeConsent(choice, browserStorages)
    setVisible(false)
  }

  return (
    <section aria-label={consent.heading} className={classes.root}>
      <div className={classes.container}>
        <div className={classes.layout}>
          <details
            className={classes.details}
            open={unfolded}
            onToggle={(event) => setUnfolded(event.currentTarget.open)}
          >
            <summary className={classes.summary}>
              <span className={classes.heading}>{consent.heading}</span>
              <ChevronDown size={18} aria-hidden="true" />
            </summary>
            {consent.text ? <p className={classes.text}>{consent.text}</p> : null}
          </details>
          <div className={classes.actions}>
            <button type="button" className={classes.accept} onClick={() => choose('accepted')}>
              {consent.acceptLabel}
            </button>
            <button type="button" className={classes.decline} onClick={() => choose('declined')}>
              {consent.declineLabel}
            </button>
            {consent.policyLinkLabel ? (
              <a href={policyHref} className={classes.policyLink}>
                {consent.policyLinkLabel}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
