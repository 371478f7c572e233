import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle'
import { defineField, defineType } from 'sanity'

export const whyChoosePoint = defineType({
  name: 'whyChoosePoint',
  title: 'Reason to choose us',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The reason in a few words, such as "Local Technicians".',
      validation: (rule) => rule.required().error('Give the reason a title.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences that back the reason up, ideally with a local detail.',
      validation: (rule) => rule.required().error('Explain the reason.'),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'text' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Untitled reason', subtitle }),
  },
})
