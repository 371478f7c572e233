import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionHeading, sectionPreview } from './fields.ts'

export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Testimonials',
  type: 'object',
  icon: CommentIcon,
  description: 'Customer quotes about this service.',
  fields: [
    sectionHeading('Heading above the quotes, such as "What Our Customers Say".'),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      description: 'Between 1 and 6 quotes from the Testimonials list, ideally about this service.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(6)
          .unique()
          .error('Choose between 1 and 6 different testimonials.'),
    }),
  ],
  preview: sectionPreview('Testimonials', CommentIcon, 'testimonials'),
})
