import { ComposeIcon } from '@sanity/icons/Compose'
import { defineField, defineType } from 'sanity'

function wording(name: string, title: string, description: string, fieldset: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    fieldset,
    validation: (rule) => rule.required().error('Enter the wording for this part of the form.'),
  })
}

function longWording(name: string, title: string, description: string, fieldset: string) {
  return defineField({
    name,
    title,
    type: 'text',
    rows: 2,
    description,
    fieldset,
    validation: (rule) => rule.required().error('Enter the wording for this part of the form.'),
  })
}

export const contactForm = defineType({
  name: 'contactForm',
  title: 'Enquiry form',
  type: 'object',
  icon: ComposeIcon,
  description:
    'The form sends nothing itself: it opens WhatsApp with a message built from the answers, which the visitor then sends to us.',
  fieldsets: [
    { name: 'fields', title: 'Form fields', options: { collapsible: true, collapsed: false } },
    {
      name: 'place',
      title: '"Where are you?"',
      description:
        'The question, the places and their advice are edited on the Broken down page; these are the words the form adds around them.',
      options: { collapsible: true },
    },
    {
      name: 'location',
      title: '"Add my location" button',
      description:
        'Lets a visitor add where they are to the WhatsApp message, as a map link. The position goes nowhere else.',
      options: { collapsible: true },
    },
    { name: 'notices', title: 'Notices after pressing send', options: { collapsible: true } },
    { name: 'message', title: 'WhatsApp message', options: { collapsible: true } },
  ],
  fields: [
    wording('nameLabel', 'Name label', 'Label of the name field, such as "Name".', 'fields'),
    wording(
      'registrationLabel',
      'Registration label',
      'Label of the vehicle registration field, such as "Vehicle Registration".',
      'fields',
    ),
    wording(
      'registrationPlaceholder',
      'Registration example',
      'Grey example text inside the registration field, such as "e.g., AB12 CDE".',
      'fields',
    ),
    wording(
      'postcodeLabel',
      'Postcode label',
      'Label of the postcode field, such as "Postcode".',
      'fields',
    ),
    wording(
      'postcodePlaceholder',
      'Postcode example',
      'Grey example text inside the postcode field, such as "e.g., SN1 2AB".',
      'fields',
    ),
    longWording(
      'postcodeHint',
      'Postcode help',
      'Small help text under the postcode field, for drivers who do not know the postcode, such as "Don\'t know it? A road and junction is fine, such as M4 J15 eastbound."',
      'fields',
    ),
    wording(
      'serviceLabel',
      'Service label',
      'Label of the service drop-down, such as "Service".',
      'fields',
    ),
    wording(
      'servicePlaceholder',
      'Service prompt',
      'First, unselectable entry of the service drop-down, such as "Select a service".',
      'fields',
    ),
    wording(
      'generalEnquiryLabel',
      'General enquiry option',
      'Extra drop-down entry after the nine services, for anything else, such as "General Enquiry".',
      'fields',
    ),
    wording(
      'tyreSizeLabel',
      'Tyre size label',
      'Label of the tyre size field, which appears only when a tyre service is chosen, such as "Tyre Size".',
      'fields',
    ),
    wording(
      'tyreSizePlaceholder',
      'Tyre size example',
      'Grey example text inside the tyre size field, such as "e.g., 225/45/R17".',
      'fields',
    ),
    longWording(
      'tyreSizeHint',
      'Tyre size help',
      'Small help text under the tyre size field: where to find the size, and that it is optional.',
      'fields',
    ),
    wording(
      'messageLabel',
      'Message label',
      'Label of the message box, such as "Message".',
      'fields',
    ),
    longWording(
      'messagePlaceholder',
      'Message example',
      'Grey example text inside the message box, suggesting what to write.',
      'fields',
    ),
    wording(
      'submitLabel',
      'Send button',
      'Wording of the send button, such as "Send via WhatsApp".',
      'fields',
    ),
    wording(
      'placeMessageLabel',
      'Label in the message',
      'Label of the line in the WhatsApp message that says which place the driver chose, such as "Where".',
      'place',
    ),
    longWording(
      'placeHint',
      'Help under the question',
      'Small text under the places: that choosing one is optional and shows what to do right now, such as "Optional. Choose one to see what to do while you wait."',
      'place',
    ),
    wording(
      'locationButtonLabel',
      'Location button',
      'Wording of the button; it must contain the word "location", such as "Add my location".',
      'location',
    ),
    longWording(
      'locationHint',
      'Location help',
      'Small text beside the button: what it does and that nothing is sent until the visitor sends the WhatsApp message.',
      'location',
    ),
    wording(
      'locationWaitingText',
      'While finding the location',
      'Shown while the browser works out where the visitor is (up to 10 seconds), such as "Finding your location…".',
      'location',
    ),
    wording(
      'locationAddedText',
      'Location added',
      'Shown once the location is in the message. Write {accuracy} where the accuracy goes, such as "Location added to your message ({accuracy})."',
      'location',
    ),
    wording(
      'locationAccuracy',
      'Accuracy',
      'How precise the location is, on screen and in the message. Write {metres} where the number goes, such as "accurate to about {metres} m".',
      'location',
    ),
    wording(
      'locationRemoveLabel',
      'Remove button',
      'Button that takes the location out of the message again, such as "Remove location".',
      'location',
    ),
    wording(
      'locationMessageLabel',
      'Label in the message',
      'Label of the map link line in the WhatsApp message, such as "Location".',
      'location',
    ),
    longWording(
      'locationDeniedText',
      'Location not allowed',
      'When the visitor (or their browser) says no: how to type the place instead, such as a motorway junction or a landmark.',
      'location',
    ),
    longWording(
      'locationUnavailableText',
      'Location not found',
      'When the device cannot work out where it is (no GPS or network fix).',
      'location',
    ),
    longWording(
      'locationTimeoutText',
      'Location took too long',
      'When no location arrives within 10 seconds.',
      'location',
    ),
    longWording(
      'locationInsecureText',
      'Page not secure',
      'When the page was not opened over https, where browsers never share a location.',
      'location',
    ),
    longWording(
      'locationUnsupportedText',
      'Browser cannot share a location',
      'When the browser has no way to share a location at all.',
      'location',
    ),
    wording(
      'missingTitle',
      'Missing information title',
      'Title of the red notice when a required field is empty, such as "Missing Information".',
      'notices',
    ),
    wording(
      'missingText',
      'Missing information text',
      'Text of that notice, such as "Please fill in all required fields."',
      'notices',
    ),
    wording(
      'preparedTitle',
      'Message prepared title',
      'Title of the green notice after WhatsApp opens, such as "Message Prepared".',
      'notices',
    ),
    longWording(
      'preparedText',
      'Message prepared text',
      'Text of that notice, reminding the visitor to press send in WhatsApp.',
      'notices',
    ),
    longWording(
      'blockedText',
      'Pop-up blocked text',
      'Shown when the browser stops WhatsApp opening in a new tab; a link to open it follows.',
      'notices',
    ),
    wording(
      'blockedLinkLabel',
      'Pop-up blocked link',
      'Wording of the link shown with that text, such as "Open WhatsApp".',
      'notices',
    ),
    defineField({
      name: 'greeting',
      title: 'Greeting',
      type: 'string',
      description:
        'First line of the WhatsApp message. Write {business} where the business name should go, such as "Hello {business},".',
      fieldset: 'message',
      validation: (rule) => [
        rule.required().error('Enter the greeting.'),
        rule
          .custom((value) =>
            value && !value.includes('{business}')
              ? 'Most greetings name us: write {business} where the business name should go.'
              : true,
          )
          .warning(),
      ],
    }),
    wording(
      'enquiryLine',
      'Closing line',
      'Last line of the WhatsApp message, after the visitor\'s answers, such as "I would like to enquire about your services."',
      'message',
    ),
  ],
  preview: {
    select: { title: 'submitLabel' },
    prepare: ({ title }) => ({
      title: 'Enquiry form',
      subtitle: title ? `Button: ${title}` : undefined,
    }),
  },
})
