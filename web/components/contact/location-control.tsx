'use client'
// "Add my location": asks the browser once for the visitor's position (high accuracy, about
// 10 s) so the WhatsApp message can carry a map link. Says what it is doing, shows the accuracy
// with a way to remove it, and explains every failure in the Studio's words. The position stays
// in the form's memory: it is never stored and never sent anywhere but into the message.
import { LocateFixed, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import {
  accuracyText,
  addedText,
  LOCATION_TIMEOUT_MS,
  type LocationFix,
  type LocationProblem,
  locationSupport,
  problemFromError,
} from '@/lib/contact/location'
import type { ContactFormCopy } from './contact-form'
import type { ContactFormClasses } from './contact-form-classes'

type Status = 'idle' | 'waiting' | LocationProblem

// A permission prompt the visitor never answers stops the browser's own timeout from starting
// (it counts from the moment permission is given), so the form keeps its own clock as well.
// A little longer than the browser's, so a browser that does answer in time is heard first.
const NO_ANSWER_MS = LOCATION_TIMEOUT_MS + 500

export function LocationControl({
  form,
  classes,
  fix,
  onChange,
}: {
  form: ContactFormCopy
  classes: ContactFormClasses
  /** The position in the message, or null. Owned by the form, which clears it after sending. */
  fix: LocationFix | null
  onChange: (fix: LocationFix | null) => void
}) {
  const [status, setStatus] = useState<Status>('idle')
  // A fixed id: the form hydrates on a root of its own, where useId would not match the page's.
  const hintId = 'contact-location-hint'
  const addButton = useRef<HTMLButtonElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  // Each request gets a number; an answer for an older one (after Remove, or a new request) is
  // ignored. The pending clock belongs to the current request.
  const request = useRef(0)
  const clock = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // Where focus goes once the button under it is swapped for the other one.
  const focusNext = useRef<'add' | 'remove' | null>(null)

  // After every render: once the swapped-in button exists, it takes the focus the old one had.
  useEffect(() => {
    if (!focusNext.current) return
    const target = focusNext.current === 'remove' ? removeButton : addButton
    if (!target.current) return
    target.current.focus()
    focusNext.current = null
  })

  useEffect(() => () => clearTimeout(clock.current), [])

  function settle(id: number): boolean {
    if (id !== request.current) return false
    clearTimeout(clock.current)
    return true
  }

  function add() {
    if (status === 'waiting') return
    const unsupported = locationSupport({
      isSecureContext: window.isSecureContext,
      hasGeolocation: 'geolocation' in navigator && Boolean(navigator.geolocation),
    })
    if (unsupported) {
      setStatus(unsupported)
      return
    }
    const id = ++request.current
    setStatus('waiting')
    clock.current = setTimeout(() => {
      if (id === request.current) setStatus('timeout')
    }, NO_ANSWER_MS)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        // A late answer after our own clock ran out is still welcome, unless the visitor has
        // asked again or removed the location since.
        if (!settle(id)) return
        const { latitude, longitude, accuracy } = position.coords
        focusNext.current =
          document.activeElement === addButton.current || document.activeElement === document.body
            ? 'remove'
            : null
        setStatus('idle')
        onChange({ latitude, longitude, accuracy })
      },
      (error) => {
        if (settle(id)) setStatus(problemFromError(error))
      },
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    )
  }

  function remove() {
    request.current++
    clearTimeout(clock.current)
    focusNext.current = 'add'
    setStatus('idle')
    onChange(null)
  }

  const problemText: Record<LocationProblem, string | null | undefined> = {
    denied: form.locationDeniedText,
    unavailable: form.locationUnavailableText,
    timeout: form.locationTimeoutText,
    insecure: form.locationInsecureText,
    unsupported: form.locationUnsupportedText,
  }
  const waiting = status === 'waiting'
  const message = fix
    ? addedText(
        form.locationAddedText ?? '',
        accuracyText(form.locationAccuracy ?? '', fix.accuracy),
      )
    : waiting
      ? form.locationWaitingText
      : status === 'idle'
        ? ''
        : problemText[status]

  return (
    <div className={classes.location} data-location-status={fix ? 'added' : status}>
      {fix ? (
        <button
          ref={removeButton}
          type="button"
          className={classes.locationRemove}
          onClick={remove}
        >
          <X aria-hidden="true" />
          {form.locationRemoveLabel}
        </button>
      ) : (
        <button
          ref={addButton}
          type="button"
          className={classes.locationButton}
          onClick={add}
          aria-describedby={hintId}
          // Not `disabled` while waiting: that would drop keyboard focus to the page.
          aria-disabled={waiting ? true : undefined}
        >
          <LocateFixed aria-hidden="true" />
          {form.locationButtonLabel}
        </button>
      )}
      {/* Always in the page, so screen readers hear each change of state. */}
      <p
        role="status"
        className={classes.locationStatus}
        data-problem={status !== 'idle' && status !== 'waiting' && !fix ? '' : undefined}
      >
        {message}
      </p>
      <p id={hintId} className={classes.hint}>
        {form.locationHint}
      </p>
    </div>
  )
}
