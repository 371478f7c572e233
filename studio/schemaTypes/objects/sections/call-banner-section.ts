import { BellIcon } from '@sanity/icons/Bell'
import { defineField, defineType } from 'sanity'
import { sectionHeading, sectionPreview } from './fields.ts'

export const callBannerSection = defineType({
  name: 'callBannerSection',
  title: 'Call banner',
  type: 'object',
  icon: BellIcon,
  description: 'A bold banner with the free call button, usually last on the page.',
  fields: [
    sectionHeading('Banner heading, such as "Need a Tyre Fitted Today?".'),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: 'One or two sentences beside the call button.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showContactButton',
      title: 'Show "Contact Us" button',
      type: 'boolean',
      description:
        'Adds a "Contact Us" button beside the call button, taking visitors to the contact form.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: sectionPreview('Call banner', BellIcon),
})
