'use client'
// "Where are you?" at the top of the contact form: one radio per place of the Broken down page.
// What each place shows (its advice, a live lane's call-999 line before everything else, the
// free call button, what to have ready) is server HTML in the `help` slot, shown by CSS for the
// checked radio (place-help.tsx): it works before this island hydrates and without JavaScript.
// The choice is optional: without one the form and its message are as they always were.
import { type ReactNode, useEffect, useRef } from 'react'
import type { EditTarget } from '@/lib/content'
import type { ContactFormClasses } from './contact-form-classes'

export interface PlaceOption {
  /** The radio's value: the place's array key, stable across edits of its wording. */
  value: string
  /** The choice's text, and the place line of the WhatsApp message. */
  label: string
  /** In the preview only: the label's edit target, spread on it (web/lib/content/edit-targets.ts). */
  editTarget?: EditTarget
}

export function PlaceChoice({
  question,
  hint,
  places,
  value,
  onChange,
  classes,
  help,
}: {
  question: string
  hint: string
  places: PlaceOption[]
  /** The chosen place's value, or '' for none. Owned by the form, which clears it after sending. */
  value: string
  onChange: (value: string) => void
  classes: ContactFormClasses
  /** Server-rendered: the call-999 lines, the call button, the advice, the "have ready" lists. */
  help: ReactNode
}) {
  const root = useRef<HTMLDivElement>(null)

  // What to do first (call 999, or us) must not sit below the fold unseen: once a place is
  // chosen, scroll just enough to show it.
  useEffect(() => {
    if (!value) return
    root.current
      ?.querySelector<HTMLElement>('[data-place-urgent]')
      ?.scrollIntoView?.({ block: 'nearest' })
  }, [value])

  if (places.length === 0) return null
  return (
    <div ref={root} className={classes.place}>
      <fieldset className={classes.placeGroup} aria-describedby="contact-place-hint">
        <legend className={classes.placeLegend}>{question}</legend>
        <p id="contact-place-hint" className={classes.hint}>
          {hint}
        </p>
        <div className={classes.placeOptions}>
          {places.map((place) => (
            <label key={place.value} className={classes.placeOption}>
              <input
                type="radio"
                name="place"
                value={place.value}
                checked={place.value === value}
                onChange={() => onChange(place.value)}
                className={classes.placeRadio}
              />
              <span {...place.editTarget}>{place.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {help}
    </div>
  )
}
