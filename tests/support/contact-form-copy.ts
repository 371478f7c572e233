// The contact form's wording as staff wrote it in the fixture (the home page's contact section),
// for the browser tests in Chromium (tests/e2e) and the visitor jobs in every engine
// (tests/engines): both find the form's fields by the labels a visitor reads.
import { snapshotDocuments } from './site-routes.ts'

/** The contact form's wording, from the snapshot. */
const contactFormCopy = (
  snapshotDocuments().find((doc) => doc._id === 'homePage') as unknown as {
    contactSection: { form: Record<string, string> }
  }
).contactSection.form

/** The labels of the contact form's fields, as the form shows them and the message names them. */
export const contactFieldLabels = {
  name: contactFormCopy.nameLabel as string,
  registration: contactFormCopy.registrationLabel as string,
  postcode: contactFormCopy.postcodeLabel as string,
  service: contactFormCopy.serviceLabel as string,
  tyreSize: contactFormCopy.tyreSizeLabel as string,
  message: contactFormCopy.messageLabel as string,
}
