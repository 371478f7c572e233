import { ErrorOutlineIcon } from '@sanity/icons/ErrorOutline'
import { defineField, defineType } from 'sanity'

export const notFound = defineType({
  name: 'notFound',
  title: 'Page not found',
  type: 'object',
  icon: ErrorOutlineIcon,
  description: 'The page shown when someone follows a broken or mistyped link.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Large heading, normally "404".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description: 'Line under the heading, such as "Oops! Page not found".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'linkLabel',
      title: 'Home link',
      type: 'string',
      description: 'Wording of the link back to the home page, such as "Return to Home".',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { heading: 'heading', text: 'text' },
    prepare: ({ heading, text }) => ({
      title: [heading, text].filter(Boolean).join(' · ') || 'Page not found',
    }),
  },
})
