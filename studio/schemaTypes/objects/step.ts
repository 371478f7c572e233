import { OlistIcon } from '@sanity/icons/Olist'
import { defineField, defineType } from 'sanity'

export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  icon: OlistIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Short name of the step, such as "Call Us". The site numbers the steps for you.',
      validation: (rule) => rule.required().error('Give the step a title.'),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'What happens at this step, in one or two sentences.',
      validation: (rule) => rule.required().error('Describe this step.'),
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'text' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Untitled step', subtitle }),
  },
})
