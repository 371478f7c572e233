'use client'
// The contact form: the only interactive part of #contact. It checks that the required fields
// are filled in, builds the enquiry and opens WhatsApp with it in a new tab; nothing is sent
// anywhere by the site itself. The pure logic lives in lib/contact/.
import { ChevronDown, ExternalLink, Send } from 'lucide-react'
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  emptyValues,
} from '@/lib/contact/fields'
import { type LocationFix, locationValue } from '@/lib/contact/location'
import { formatTyreSize, tyreSizeCaret } from '@/lib/contact/tyre-size'
import { isBlank, missingFields } from '@/lib/contact/validate'
import { buildEnquiryMessage, buildWhatsAppUrl, type EnquiryLabels } from '@/lib/contact/whatsapp'
import type { HomePage } from '@/lib/content'
import { showNotice } from '../ui/notices'
import type { ContactFormClasses } from './contact-form-classes'
import { LocationControl } from './location-control'
import { PlaceChoice, type PlaceOption } from './place-choice'
import type { ServiceOption } from './service-options'

export type ContactFormCopy = NonNullable<NonNullable<HomePage['contactSection']>['form']>

const fieldId = (field: ContactField) => `contact-${field}`

/** The non-empty values of the form's fields, read from the page. */
function typedValues(form: HTMLFormElement | null): Partial<ContactValues> {
  const typed: Partial<ContactValues> = {}
  for (const field of CONTACT_FIELDS) {
    const control = form?.elements.namedItem(field)
    if (control && 'value' in control && control.value !== '') typed[field] = control.value
  }
  return typed
}

/** The place chosen in the page's radio group ('' for none): what the visitor sees checked. */
function checkedPlace(form: HTMLFormElement | null): string {
  return form?.querySelector<HTMLInputElement>('input[name="place"]:checked')?.value ?? ''
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

type ControlProps = {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled field: label (with the required mark), the control, and an optional hint. */
function FormField({
  id,
  label,
  required = false,
  invalid = false,
  hint,
  classes,
  control,
}: {
  /** The control's id: fixed per field, so the server HTML and the hydrated island agree. */
  id: string
  label: string
  required?: boolean
  invalid?: boolean
  hint?: string | null
  classes: ContactFormClasses
  control: (props: ControlProps) => ReactNode
}) {
  const hintId = `${id}-hint`
  return (
    <div className={classes.field} data-invalid={invalid ? '' : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={classes.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {control({
        id,
        className: classes.control,
        ...(invalid ? { 'aria-invalid': true } : {}),
        ...(hint ? { 'aria-describedby': hintId } : {}),
      })}
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function ContactForm({
  heading,
  form,
  services,
  businessName,
  whatsappE164,
  dismissLabel,
  classes,
  places,
  placeQuestion,
  placeHelp,
  serviceChecklists,
}: {
  heading: string
  /** Class names from the server parent (contact-form-classes.tsx). */
  classes: ContactFormClasses
  form: ContactFormCopy
  services: ServiceOption[]
  businessName: string
  whatsappE164: string
  /** Site settings' accessible name for a notice's close button. */
  dismissLabel: string
  /** "Where are you?": the places of the Broken down page, in its order. */
  places: PlaceOption[]
  placeQuestion: string
  /** Server-rendered (a slot): what each place shows, with the free call button. */
  placeHelp: ReactNode
  /** Server-rendered (a slot): what to have ready for each service, shown for the one chosen. */
  serviceChecklists: ReactNode
}) {
  const [values, setValues] = useState<ContactValues>(emptyValues)
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(() => new Set())
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null)
  const [location, setLocation] = useState<LocationFix | null>(null)
  const [place, setPlace] = useState('')
  const controls = useRef<Partial<Record<ContactField, FieldElement | null>>>({})
  const formRef = useRef<HTMLFormElement>(null)

  // The form works from the first paint, before this island hydrates: whatever the visitor typed
  // or chose by then is in the fields but not in state yet (hydration keeps the DOM's values).
  // Take it over, or the next render would write the empty state back into the fields.
  useEffect(() => {
    const typed = typedValues(formRef.current)
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }))
    const chosen = checkedPlace(formRef.current)
    if (chosen) setPlace(chosen)
  }, [])

  const selected = services.find((option) => option.value === values.service)
  const showTyreSize = selected?.isTyreService === true

  const labels: EnquiryLabels = {
    name: form.nameLabel ?? '',
    registration: form.registrationLabel ?? '',
    postcode: form.postcodeLabel ?? '',
    service: form.serviceLabel ?? '',
    tyreSize: form.tyreSizeLabel ?? '',
    message: form.messageLabel ?? '',
  }

  function register(field: ContactField) {
    return (element: FieldElement | null) => {
      controls.current[field] = element
    }
  }

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (invalid.has(field) && !isBlank(value)) {
      setInvalid((current) => {
        const next = new Set(current)
        next.delete(field)
        return next
      })
    }
  }

  function onText(field: ContactField) {
    return (event: ChangeEvent<FieldElement>) => update(field, event.currentTarget.value)
  }

  // The mask rewrites the value, so put the caret back beside the character the visitor touched
  // (typing, pasting or deleting in the middle), instead of letting it jump to the end.
  function onTyreSize(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const raw = input.value
    const caret = input.selectionStart ?? raw.length
    const formatted = formatTyreSize(raw)
    const nextCaret = tyreSizeCaret(raw, caret)
    if (raw !== formatted) input.value = formatted
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(nextCaret, nextCaret)
    update('tyreSize', formatted)
  }

  function notify(
    type: 'error' | 'success',
    title: string | null | undefined,
    description: string | null | undefined,
  ) {
    void showNotice({ type, title: title ?? '', description: description ?? '' }, dismissLabel)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // What the fields show: a submit held from before hydration runs before the values typed
    // then have reached state (see the effect above).
    const submitted = { ...values, ...typedValues(event.currentTarget) }
    const service = services.find((option) => option.value === submitted.service)
    const missing = missingFields(submitted)
    const first = missing[0]
    if (first !== undefined) {
      setInvalid(new Set(missing))
      setBlockedUrl(null)
      notify('error', form.missingTitle, form.missingText)
      controls.current[first]?.focus()
      return
    }

    const chosenPlace = places.find(
      (option) => option.value === (place || checkedPlace(event.currentTarget)),
    )
    const locationLine = location ? locationValue(location, form.locationAccuracy ?? '') : null
    const message = buildEnquiryMessage({
      values: submitted,
      businessName,
      greeting: form.greeting ?? '',
      enquiryLine: form.enquiryLine ?? '',
      labels,
      serviceLabel: service?.title ?? '',
      includeTyreSize: service?.isTyreService === true,
      place: chosenPlace ? { label: form.placeMessageLabel ?? '', value: chosenPlace.label } : null,
      location: locationLine
        ? { label: form.locationMessageLabel ?? '', value: locationLine }
        : null,
    })
    const url = buildWhatsAppUrl(whatsappE164, message)
    // Not 'noopener' in the features: with it window.open always returns null, and a null is
    // how we tell that a pop-up blocker stopped the tab. The opener is cut by hand instead,
    // while the new tab is still on its initial same-origin about:blank.
    const opened = window.open(url, '_blank')
    if (!opened) {
      setBlockedUrl(url)
      return
    }
    try {
      opened.opener = null
    } catch {
      // Already navigated away (cross-origin): WhatsApp cannot reach back to this page anyway.
    }
    setBlockedUrl(null)
    setInvalid(new Set())
    setValues(emptyValues())
    setLocation(null)
    setPlace('')
    notify('success', form.preparedTitle, form.preparedText)
  }

  const field = { classes }
  // The required one-line fields, in form order, with what each tells the browser and keyboard.
  const requiredTextFields: {
    field: 'name' | 'registration' | 'postcode'
    placeholder?: string | null
    hint?: string | null
    autoComplete: string
    autoCapitalize: string
    spellCheck?: boolean
  }[] = [
    { field: 'name', autoComplete: 'name', autoCapitalize: 'words' },
    {
      field: 'registration',
      placeholder: form.registrationPlaceholder,
      autoComplete: 'off',
      autoCapitalize: 'characters',
      spellCheck: false,
    },
    {
      field: 'postcode',
      placeholder: form.postcodePlaceholder,
      // No format check: a driver on the motorway may only know the road and junction.
      hint: form.postcodeHint,
      autoComplete: 'postal-code',
      autoCapitalize: 'characters',
      spellCheck: false,
    },
  ]
  return (
    <form noValidate onSubmit={onSubmit} ref={formRef}>
      <PlaceChoice
        question={placeQuestion}
        hint={form.placeHint ?? ''}
        places={places}
        value={place}
        onChange={setPlace}
        classes={classes}
        help={placeHelp}
      />
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{heading}</legend>
        <div className={classes.stack}>
          <div className={classes.grid}>
            {requiredTextFields.map(({ field: name, placeholder, hint, ...attributes }) => (
              <FormField
                key={name}
                {...field}
                id={fieldId(name)}
                label={labels[name]}
                hint={hint}
                required
                invalid={invalid.has(name)}
                control={(props) => (
                  <input
                    {...props}
                    {...attributes}
                    type="text"
                    ref={register(name)}
                    name={name}
                    value={values[name]}
                    onChange={onText(name)}
                    placeholder={placeholder ?? undefined}
                    aria-required="true"
                  />
                )}
              />
            ))}
            <FormField
              {...field}
              id={fieldId('service')}
              label={labels.service}
              required
              invalid={invalid.has('service')}
              control={({ className, ...props }) => (
                <div className={classes.selectRoot}>
                  <select
                    {...props}
                    className={classes.select}
                    ref={register('service')}
                    name="service"
                    value={values.service}
                    onChange={onText('service')}
                    aria-required="true"
                  >
                    <option value="" disabled>
                      {form.servicePlaceholder}
                    </option>
                    {services.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.title}
                      </option>
                    ))}
                  </select>
                  <span className={classes.selectIndicator}>
                    <ChevronDown aria-hidden="true" />
                  </span>
                </div>
              )}
            />
            {showTyreSize ? (
              <FormField
                {...field}
                id={fieldId('tyreSize')}
                label={labels.tyreSize}
                hint={form.tyreSizeHint}
                control={(props) => (
                  <input
                    {...props}
                    type="text"
                    name="tyreSize"
                    value={values.tyreSize}
                    onChange={onTyreSize}
                    placeholder={form.tyreSizePlaceholder ?? undefined}
                    inputMode="text"
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                  />
                )}
              />
            ) : null}
          </div>
          {serviceChecklists}
          <LocationControl form={form} classes={classes} fix={location} onChange={setLocation} />
          <FormField
            {...field}
            id={fieldId('message')}
            label={labels.message}
            required
            invalid={invalid.has('message')}
            control={({ className, ...props }) => (
              <textarea
                {...props}
                className={classes.textarea}
                ref={register('message')}
                name="message"
                rows={5}
                value={values.message}
                onChange={onText('message')}
                placeholder={form.messagePlaceholder ?? undefined}
                aria-required="true"
              />
            )}
          />
          {blockedUrl ? (
            <div role="alert" className={classes.blocked}>
              <p>{form.blockedText}</p>
              <a
                href={blockedUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.blockedLink}
              >
                {form.blockedLinkLabel}
                <ExternalLink aria-hidden="true" />
              </a>
            </div>
          ) : null}
          <button type="submit" className={classes.submit}>
            <Send aria-hidden="true" />
            {form.submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
