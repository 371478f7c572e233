import { HomeIcon } from '@sanity/icons/Home'
import { defineField, defineType } from 'sanity'
import { seoField } from '../common.ts'

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'homeHero',
      description: 'The top of the home page: badge, headline, buttons and highlights.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'servicesSection',
      title: 'Services',
      type: 'servicesSection',
      description:
        'Heading and text around the nine service cards, plus the picture panels and emergency box.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'coverageSection',
      title: 'Areas covered',
      type: 'coverageSection',
      description: 'Heading and text around the town cards, plus the "Don\'t See Your Area?" box.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'testimonialsSection',
      title: 'Testimonials',
      type: 'homeTestimonials',
      description: 'The six customer quotes and their heading.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'faqSection',
      title: 'Questions',
      type: 'faqSection',
      description: 'Frequently asked questions, shown just above the contact section.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'contactSection',
      title: 'Contact',
      type: 'contactSection',
      description: 'The contact details and enquiry form at the bottom of the page.',
      validation: (rule) => rule.required(),
    }),
    seoField('Title and description of the home page in Google results.'),
  ],
  preview: {
    select: { title: 'hero.headline' },
    prepare: ({ title }) => ({ title: 'Home page', subtitle: title }),
  },
})
