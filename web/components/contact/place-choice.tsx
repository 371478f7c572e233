'use client'
// "Where are you?" at the top of the contact form: one radio per place of the Broken down page.
// Choosing one shows at once what to do right now, in a live region by the free call button;
// where the driver must call 999 first (a live lane), that comes before everything else, the call
// button included, in an alert. The choice is optional: without one the form and its message are as they always were.
import { TriangleAlert } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import type { ContactFormClasses } from './contact-form-classes'
import type { PlaceOption } from './place-options'
import { TechnicianChecklist } from './technician-checklist'

/** The words around the places: from the Broken down page and the form's own wording. */
export interface PlaceCopy {
  question: string
  hint: string
  adviceHeading: string
  checklistHeading: string
}

export function PlaceChoice({
  copy,
  places,
  value,
  onChange,
  classes,
  callButton,
}: {
  copy: PlaceCopy
  places: PlaceOption[]
  /** The chosen place's value, or '' for none. Owned by the form, which clears it after sending. */
  value: string
  onChange: (value: string) => void
  classes: ContactFormClasses
  /** The free call button, server-rendered (a tel: link that works before any script runs). */
  callButton: ReactNode
}) {
  const chosen = places.find((place) => place.value === value)
  const urgent = useRef<HTMLDivElement>(null)
  const callFirstText = chosen?.callFirst ?? null

  // What to do first (call 999, or us) must not sit below the fold unseen: once a place is
  // chosen, scroll just enough to show it.
  useEffect(() => {
    if (value) urgent.current?.scrollIntoView?.({ block: 'nearest' })
  }, [value])

  if (places.length === 0) return null
  return (
    <div className={classes.place}>
      <fieldset className={classes.placeGroup} aria-describedby="contact-place-hint">
        <legend className={classes.placeLegend}>{copy.question}</legend>
        <p id="contact-place-hint" className={classes.hint}>
          {copy.hint}
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
              <span>{place.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={classes.placeHelp}>
        {/* First what to do before anything else, then the call button: kept in view together. */}
        <div ref={urgent} className={classes.placeUrgent}>
          {/* An alert is announced when it appears. */}
          {callFirstText ? (
            <div role="alert" className={classes.callFirst}>
              <TriangleAlert aria-hidden="true" />
              <strong>{callFirstText}</strong>
            </div>
          ) : null}
          <div className={classes.placeCall}>{callButton}</div>
        </div>
        {/* Always in the page, so a screen reader hears each change of advice. */}
        <div role="status" className={classes.adviceRegion} data-place-advice={value || undefined}>
          {chosen ? (
            <>
              <h4 className={classes.adviceHeading}>{copy.adviceHeading}</h4>
              <ol className={classes.adviceList}>
                {chosen.advice.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : null}
        </div>
        {chosen ? (
          <TechnicianChecklist
            id="contact-place-checklist"
            heading={copy.checklistHeading}
            entries={chosen.checklist}
            classes={classes}
          />
        ) : null}
      </div>
    </div>
  )
}
