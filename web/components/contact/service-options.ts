// The contact form's service choices: every service in the editors' order, then General Enquiry.
// Only the tyre flag decides whether the form asks for a tyre size.

export interface ServiceOption {
  /** The visible option text and the service line of the WhatsApp message. */
  title: string
  /** The select's value: the service slug, or GENERAL_ENQUIRY_VALUE. */
  value: string
  isTyreService: boolean
}

export const GENERAL_ENQUIRY_VALUE = 'general-enquiry'

export function serviceOptions(
  services: readonly {
    title: string | null
    slug: string | null
    isTyreService: boolean | null
  }[],
  generalEnquiryLabel: string | null | undefined,
): ServiceOption[] {
  const options: ServiceOption[] = []
  for (const service of services) {
    if (!service.title || !service.slug) continue
    options.push({
      title: service.title,
      value: service.slug,
      isTyreService: service.isTyreService === true,
    })
  }
  if (generalEnquiryLabel) {
    options.push({ title: generalEnquiryLabel, value: GENERAL_ENQUIRY_VALUE, isTyreService: false })
  }
  return options
}
