// The WhatsApp enquiry: a greeting to the business, one line per field, the visitor's
// message and an enquiry line, opened as a click-to-chat link with the text URL-encoded.
import type { ContactValues } from './fields'
import { formatTyreSize } from './tyre-size'
import { trimValue } from './validate'

/** The form's visible labels, from content (contactSection.form). */
export interface EnquiryLabels {
  name: string
  registration: string
  postcode: string
  service: string
  tyreSize: string
  message: string
}

export interface EnquiryInput {
  values: ContactValues
  /** Replaces every '{business}' in the greeting. */
  businessName: string
  /** e.g. 'Hello {business},' */
  greeting: string
  /** e.g. 'I would like to enquire about your services.' */
  enquiryLine: string
  labels: EnquiryLabels
  /** The chosen service option's visible title, e.g. 'Mobile Tyre Fitting'. */
  serviceLabel: string
  /** True only when the chosen service is a tyre service. */
  includeTyreSize: boolean
  /**
   * Where the driver said they are ("Where are you?"), when they chose a place: the line's label
   * from content and the place's label. Without it the message is unchanged.
   */
  place?: { label: string; value: string } | null
  /**
   * The visitor's position, when they added it: the line's label from content and its value
   * (map link and accuracy, lib/contact/location.ts). Without it the message is unchanged.
   */
  location?: { label: string; value: string } | null
}

const BUSINESS_PLACEHOLDER = '{business}'

/** E.164: '+', a non-zero country code digit, at most 15 digits in all. */
const E164 = /^\+[1-9][0-9]{6,14}$/

/** A label as the message shows it: trimmed, without a trailing colon of its own. */
function labelText(label: string): string {
  return trimValue(trimValue(label).replace(/:$/, ''))
}

function line(label: string, value: string): string {
  return value === '' ? `${labelText(label)}:` : `${labelText(label)}: ${value}`
}

/**
 * The text the visitor sends on WhatsApp. Values are trimmed but otherwise sent as typed
 * (registration and postcode keep the visitor's case and spacing); the tyre size line appears
 * only for a tyre service with a size entered, the place and location lines only when chosen
 * or added. Always a well-formed Unicode string.
 */
export function buildEnquiryMessage(input: EnquiryInput): string {
  const { values, labels } = input
  const greeting = trimValue(input.greeting.split(BUSINESS_PLACEHOLDER).join(input.businessName))
  const service = trimValue(input.serviceLabel) || trimValue(values.service)
  const tyreSize = input.includeTyreSize ? formatTyreSize(values.tyreSize) : ''
  const enquiryLine = trimValue(input.enquiryLine)

  const fields = [
    line(labels.name, trimValue(values.name)),
    line(labels.registration, trimValue(values.registration)),
    line(labels.postcode, trimValue(values.postcode)),
    // Beside the postcode: the place, then the map link, all say where the vehicle is.
    ...(input.place ? [line(input.place.label, trimValue(input.place.value))] : []),
    ...(input.location ? [line(input.location.label, trimValue(input.location.value))] : []),
    line(labels.service, service),
    ...(tyreSize === '' ? [] : [line(labels.tyreSize, tyreSize)]),
    line(labels.message, trimValue(values.message)),
  ]
  const blocks = [greeting, fields.join('\n'), enquiryLine].filter((block) => block !== '')
  return blocks.join('\n\n').toWellFormed()
}

/**
 * The click-to-chat link 'https://wa.me/<digits>?text=<message>'. `e164` is the business's
 * number in E.164 form ('+447700900247'; spaces allowed). The message is percent-encoded whole,
 * so nothing in it can add a parameter or a fragment; lone surrogates become U+FFFD.
 */
export function buildWhatsAppUrl(e164: string, message: string): string {
  const compact = e164.replace(/\s/g, '')
  const digits = compact.replace(/^\+/, '')
  if (!/[0-9]/.test(digits)) {
    throw new Error(`WhatsApp number has no digits: ${JSON.stringify(e164)}`)
  }
  if (!E164.test(compact)) {
    throw new Error(
      `WhatsApp number is not in E.164 form ('+' then 7 to 15 digits, e.g. +447700900247): ${JSON.stringify(e164)}`,
    )
  }
  return `https://wa.me/${digits}?text=${encodeURIComponent(message.toWellFormed())}`
}
