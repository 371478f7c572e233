import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineField, defineType } from 'sanity'

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description:
        'The question as a driver would ask it, such as "What should I do while I wait?".',
      validation: (rule) => rule.required().error('Enter the question.'),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 5,
      description: 'A short, direct answer shown when the visitor opens the question.',
      validation: (rule) => rule.required().error('Enter the answer.'),
    }),
  ],
  preview: {
    select: { title: 'question', subtitle: 'answer' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Untitled question', subtitle }),
  },
})
