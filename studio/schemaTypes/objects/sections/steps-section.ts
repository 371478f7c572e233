import { OlistIcon } from '@sanity/icons/Olist'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeading, sectionIntro, sectionPreview } from './fields.ts'

export const stepsSection = defineType({
  name: 'stepsSection',
  title: 'Steps',
  type: 'object',
  icon: OlistIcon,
  description: 'Numbered steps, such as how a call-out works from phone call to drive-away.',
  fields: [
    sectionHeading('Heading above the steps, such as "How It Works".'),
    sectionIntro(),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      description: 'Between 2 and 6 steps, in order. The site numbers them.',
      of: [defineArrayMember({ type: 'step' })],
      validation: (rule) => rule.required().min(2).max(6).error('Add between 2 and 6 steps.'),
    }),
  ],
  preview: sectionPreview('Steps', OlistIcon, 'steps'),
})
