import { CommentIcon } from '@sanity/icons/Comment'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { count } from '../../common.ts'

export const homeTestimonials = defineType({
  name: 'homeTestimonials',
  title: 'Testimonials section',
  type: 'object',
  icon: CommentIcon,
  description: 'Customer quotes on the home page.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Section heading, such as "What Our Customers Say".',
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
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      description: 'Exactly six quotes from the Testimonials list, shown in this order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'testimonial' }] })],
      validation: (rule) =>
        rule.required().length(6).unique().error('Choose exactly six different testimonials.'),
    }),
  ],
  preview: {
    select: { title: 'heading', testimonials: 'testimonials' },
    prepare: ({ title, testimonials }) => ({
      title: title || 'Testimonials section',
      subtitle: count(testimonials, 'testimonial'),
    }),
  },
})
