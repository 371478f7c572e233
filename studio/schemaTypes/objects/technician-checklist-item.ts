// One thing the driver can have ready before the technician arrives (the locking wheel-nut key,
// the tyre size read off the sidewall), with an optional picture that shows where to look.
// Shown in the contact form under the chosen service or place, never sent in the message.
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { defineField, defineType } from 'sanity'
import { pictureField } from '../common.ts'

const missingText = 'Write what the driver should have ready, or remove this item.'

export const technicianChecklistItem = defineType({
  name: 'technicianChecklistItem',
  title: 'Have ready',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'text',
      title: 'What to have ready',
      type: 'text',
      rows: 2,
      description:
        'One short point, such as "Find your locking wheel-nut key: it is often in the glovebox or under the boot floor."',
      validation: (rule) =>
        rule
          .required()
          // required() refuses '' but lets spaces through; this catches those (once, not twice).
          .custom((value) => (value && value.trim() === '' ? missingText : true))
          .error(missingText),
    }),
    pictureField({
      name: 'picture',
      title: 'Picture (optional)',
      description:
        'A small picture that shows where to look, such as where the size is printed on a tyre. Shown beside the point in the contact form.',
    }),
  ],
  preview: {
    select: { title: 'text', media: 'picture' },
    prepare: ({ title, media }) => ({ title: title || 'Empty item', media }),
  },
})
