// One answer to "Where are you?" (a hard shoulder, a live lane, a car park...): what the driver
// should do right now there, and what the technician needs to know. The contact form offers each
// as a choice and puts its label in the WhatsApp message; the "Broken down?" page lists them all.
import { PinIcon } from '@sanity/icons/Pin'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { textListItem } from '../../text-list-item.ts'

export const breakdownPlace = defineType({
  name: 'breakdownPlace',
  title: 'Place',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Place',
      type: 'string',
      description:
        'The choice as the driver reads it, and the line our technician reads in the WhatsApp message, such as "At home or at work".',
      validation: (rule) => rule.required().error('Name the place.'),
    }),
    defineField({
      name: 'callFirst',
      title: 'Before anything else (optional)',
      type: 'string',
      description:
        'Only for places where the driver must call the emergency services first (a live lane): shown above everything else in large red type, such as "Call 999 now, before you do anything else." Leave empty elsewhere.',
    }),
    defineField({
      name: 'advice',
      title: 'What to do right now',
      type: 'array',
      description:
        'Short steps in the order the driver should take them, shown as soon as the place is chosen. Keep each to one sentence.',
      of: [textListItem()],
      validation: (rule) =>
        rule.required().min(1).error('Every place needs advice: write at least one step.'),
    }),
    defineField({
      name: 'checklist',
      title: 'Have ready for the technician (optional)',
      type: 'array',
      description:
        "What the driver can find out or have ready at this place, such as a car park's height limit. Shown in the form, not sent.",
      of: [defineArrayMember({ type: 'technicianChecklistItem' })],
    }),
  ],
  preview: {
    select: { title: 'label', callFirst: 'callFirst', first: 'advice.0' },
    prepare: ({ title, callFirst, first }) => ({
      title: title || 'Unnamed place',
      subtitle: callFirst || first,
    }),
  },
})
