import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { count } from '../../common.ts'

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Questions section',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'Frequently asked questions on the home page, just above the contact form.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading, such as "Stranded? What to Expect When You Call".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 2,
      description: 'Short line under the heading.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      description:
        'Between 3 and 12 questions from the FAQs list, shown in this order. Visitors click a question to open its answer.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) =>
        rule
          .required()
          .min(3)
          .max(12)
          .unique()
          .error('Choose between 3 and 12 different questions.'),
    }),
  ],
  preview: {
    select: { title: 'heading', faqs: 'faqs' },
    prepare: ({ title, faqs }) => ({
      title: title || 'Questions section',
      subtitle: count(faqs, 'question'),
    }),
  },
})
