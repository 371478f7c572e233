'use client'
// The contact form: the only interactive part of #contact. It checks that the required fields
// are filled in, builds the enquiry and opens WhatsApp with it in a new tab; nothing is sent
// anywhere by the site itself (SPEC §4, §5, §7, §8). The pure logic lives in lib/contact/.
import {
  Button,
  chakra,
  Field,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react'
import { ExternalLink, Send } from 'lucide-react'
import {
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { type ContactField, type ContactValues, emptyValues } from '@/lib/contact/fields'
import { formatTyreSize, tyreSizeCaret } from '@/lib/contact/tyre-size'
import { isBlank, missingFields } from '@/lib/contact/validate'
import { buildEnquiryMessage, buildWhatsAppUrl, type EnquiryLabels } from '@/lib/contact/whatsapp'
import type { HomePage } from '@/lib/content'
import { showNotice } from '../ui/notices'
import type { ServiceOption } from './service-options'

export type ContactFormCopy = NonNullable<NonNullable<HomePage['contactSection']>['form']>

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const noSubscription = () => () => {}

// A field left blank on submit: a red border the width of two lines, so it is not told by colour
// alone from its neighbours (aria-invalid marks it for assistive technology).
const invalidStyle = {
  borderColor: 'emergency.solid',
  boxShadow: '0 0 0 1px var(--chakra-colors-emergency-solid)',
} as const

/** False in the server HTML and during hydration, true once React drives the form. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

function FormField({
  label,
  required = false,
  invalid = false,
  hint,
  children,
}: {
  label: string
  required?: boolean
  invalid?: boolean
  hint?: string | null
  children: ReactNode
}) {
  return (
    <Field.Root required={required} invalid={invalid} gap="1.5">
      <Field.Label fontWeight="semibold" fontSize="md">
        {label}
        <Field.RequiredIndicator color="emergency.fg" />
      </Field.Label>
      {children}
      {hint ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
    </Field.Root>
  )
}

export function ContactForm({
  heading,
  form,
  services,
  businessName,
  whatsappE164,
}: {
  heading: string
  form: ContactFormCopy
  services: ServiceOption[]
  businessName: string
  whatsappE164: string
}) {
  const hydrated = useHydrated()
  const [values, setValues] = useState<ContactValues>(emptyValues)
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(() => new Set())
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null)
  const controls = useRef<Partial<Record<ContactField, FieldElement | null>>>({})

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
    void showNotice({ type, title: title ?? '', description: description ?? '' })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = missingFields(values)
    const first = missing[0]
    if (first !== undefined) {
      setInvalid(new Set(missing))
      setBlockedUrl(null)
      notify('error', form.missingTitle, form.missingText)
      controls.current[first]?.focus()
      return
    }

    const message = buildEnquiryMessage({
      values,
      businessName,
      greeting: form.greeting ?? '',
      enquiryLine: form.enquiryLine ?? '',
      labels,
      serviceLabel: selected?.title ?? '',
      includeTyreSize: showTyreSize,
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
    notify('success', form.preparedTitle, form.preparedText)
  }

  return (
    <chakra.form noValidate onSubmit={onSubmit}>
      {/* Disabled until hydrated: without JavaScript the form cannot build the WhatsApp link (the
          phone, e-mail and WhatsApp links beside it work without it), and nothing typed before
          hydration can be lost. */}
      <chakra.fieldset disabled={!hydrated} border="0" p="0" m="0" minW="0">
        <chakra.legend srOnly>{heading}</chakra.legend>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={labels.name} required invalid={invalid.has('name')}>
              <Input
                type="text"
                _invalid={invalidStyle}
                ref={register('name')}
                name="name"
                size="lg"
                value={values.name}
                onChange={onText('name')}
                autoComplete="name"
                autoCapitalize="words"
                aria-required="true"
              />
            </FormField>
            <FormField label={labels.registration} required invalid={invalid.has('registration')}>
              <Input
                type="text"
                _invalid={invalidStyle}
                ref={register('registration')}
                name="registration"
                size="lg"
                value={values.registration}
                onChange={onText('registration')}
                placeholder={form.registrationPlaceholder ?? undefined}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required="true"
              />
            </FormField>
            <FormField label={labels.postcode} required invalid={invalid.has('postcode')}>
              <Input
                type="text"
                _invalid={invalidStyle}
                ref={register('postcode')}
                name="postcode"
                size="lg"
                value={values.postcode}
                onChange={onText('postcode')}
                placeholder={form.postcodePlaceholder ?? undefined}
                autoComplete="postal-code"
                autoCapitalize="characters"
                spellCheck={false}
                aria-required="true"
              />
            </FormField>
            <FormField label={labels.service} required invalid={invalid.has('service')}>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  _invalid={invalidStyle}
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
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {showTyreSize ? (
              <FormField label={labels.tyreSize} hint={form.tyreSizeHint}>
                <Input
                  type="text"
                  _invalid={invalidStyle}
                  name="tyreSize"
                  size="lg"
                  value={values.tyreSize}
                  onChange={onTyreSize}
                  placeholder={form.tyreSizePlaceholder ?? undefined}
                  inputMode="text"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
            ) : null}
          </SimpleGrid>
          <FormField label={labels.message} required invalid={invalid.has('message')}>
            <Textarea
              _invalid={invalidStyle}
              ref={register('message')}
              name="message"
              size="lg"
              rows={5}
              value={values.message}
              onChange={onText('message')}
              placeholder={form.messagePlaceholder ?? undefined}
              aria-required="true"
            />
          </FormField>
          {blockedUrl ? (
            <Stack
              role="alert"
              gap="3"
              p="4"
              bg="cta.subtle"
              borderWidth="1px"
              borderColor="cta.focusRing"
              borderRadius="lg"
            >
              <Text>{form.blockedText}</Text>
              <Button asChild colorPalette="brand" minH="11" alignSelf="start" fontWeight="bold">
                <a href={blockedUrl} target="_blank" rel="noopener noreferrer">
                  {form.blockedLinkLabel}
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </Stack>
          ) : null}
          <Button
            type="submit"
            colorPalette="cta"
            size="xl"
            minH="11"
            fontWeight="bold"
            alignSelf={{ base: 'stretch', sm: 'start' }}
          >
            <Send aria-hidden="true" />
            {form.submitLabel}
          </Button>
        </Stack>
      </chakra.fieldset>
    </chakra.form>
  )
}
