'use client'
// The privacy notice: says plainly what the site stores (one local-storage item, no tracking),
// with equal Accept and Decline buttons and a link to the Cookie Policy. It is a non-modal
// region that sticks to the bottom of the viewport as the last thing on the page: it never
// covers the sticky header and its call button, never traps or takes focus, and at the end
// of the page it sits below the footer instead of over it. Its HTML is the server's, in a
// marker that stays hidden unless the loader finds no stored choice at load
// (consent-notice-on-load.ts, which also unfolds the explanation on wider screens); this island
// only answers its buttons, hydrating when the visitor heads for it (a press before then is held
// and replayed). On phones the explanation is folded under the heading (a native disclosure) to
// stay compact.
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import type { SiteSettings } from '@/lib/content'
import type { ConsentNoticeClasses } from './consent-notice-classes'
import { browserStorages, type ConsentChoice, writeConsent } from './consent-storage'

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
  const [answered, setAnswered] = useState(false)

  if (answered || !consent?.heading) return null

  const choose = (choice: ConsentChoice) => {
    // If no storage takes it (private modes), the notice still goes away for this page.
    writeConsent(choice, browserStorages)
    setAnswered(true)
  }

  return (
    <section aria-label={consent.heading} className={classes.root}>
      <div className={classes.container}>
        <div className={classes.layout}>
          {/* Open or not as the visitor (or the loader, on wider screens) left it: not React's. */}
          <details className={classes.details}>
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
