import { CommentIcon } from '@sanity/icons/Comment'
import { defineField, defineType } from 'sanity'

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'quote',
      title: 'Quote',
      type: 'text',
      rows: 4,
      description:
        "The customer's words, without quotation marks. Use real feedback, with the customer's permission.",
      validation: (rule) => rule.required().error('Enter the quote.'),
    }),
    defineField({
      name: 'author',
      title: 'Customer name',
      type: 'string',
      description:
        'Name shown under the quote. First name and initial is enough, such as "Sarah M.".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'location',
      title: 'Town',
      type: 'string',
      description: 'Where the customer is from, shown with their name, such as "Swindon".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'service',
      title: 'Service',
      type: 'reference',
      to: [{ type: 'service' }],
      description: 'The service the customer used; its name is shown with the quote.',
      validation: (rule) => rule.required().error('Choose the service this quote is about.'),
    }),
    defineField({
      name: 'rating',
      title: 'Star rating',
      type: 'number',
      description: 'Stars the customer gave, from 1 to 5.',
      initialValue: 5,
      options: { list: [1, 2, 3, 4, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer().min(1).max(5).error('Choose 1 to 5 stars.'),
    }),
  ],
  preview: {
    select: {
      author: 'author',
      location: 'location',
      quote: 'quote',
      service: 'service.title',
      rating: 'rating',
    },
    prepare: ({ author, location, quote, service, rating }) => ({
      title: [author || 'Unnamed customer', location].filter(Boolean).join(', '),
      subtitle: [typeof rating === 'number' ? '★'.repeat(rating) : undefined, service, quote]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
