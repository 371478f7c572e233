import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'

export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact section',
  type: 'object',
  icon: EnvelopeIcon,
  description:
    'The contact part at the bottom of the home page: phone, e-mail and WhatsApp details (from Site settings) and the enquiry form.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading, such as "Book a Service or Get in Touch".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description:
        'Short paragraph under the heading: call for emergencies, use the form for bookings.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'nonUrgentNote',
      title: 'Reply time note',
      type: 'string',
      description:
        'How soon we answer non-urgent messages, such as "Non-urgent enquiries answered within 24 hours".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'whatsappLabel',
      title: 'WhatsApp link',
      type: 'string',
      description:
        'Wording of the link that opens a WhatsApp chat with us, such as "Message us on WhatsApp".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'formHeading',
      title: 'Form heading',
      type: 'string',
      description: 'Heading above the enquiry form, such as "Send Us Your Details".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'form',
      title: 'Enquiry form wording',
      type: 'contactForm',
      description: 'Every label, placeholder and message of the enquiry form.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'formHeading' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Contact section', subtitle }),
  },
})
