import { BlockElementIcon } from '@sanity/icons/BlockElement'
import { defineField, defineType } from 'sanity'

export const footer = defineType({
  name: 'footer',
  title: 'Footer',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    defineField({
      name: 'bannerHeading',
      title: 'Emergency banner heading',
      type: 'string',
      description: 'Big heading of the red emergency banner above the footer on every page.',
      validation: (rule) => rule.required().error('Enter the banner heading.'),
    }),
    defineField({
      name: 'bannerText',
      title: 'Emergency banner text',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the banner heading, next to the free call button.',
      validation: (rule) => rule.required().error('Enter the banner text.'),
    }),
    defineField({
      name: 'about',
      title: 'About the business',
      type: 'text',
      rows: 3,
      description: 'Short paragraph under the logo in the footer: who we are and what we do.',
      validation: (rule) => rule.required().error('Write a line about the business.'),
    }),
    defineField({
      name: 'servicesHeading',
      title: 'Services column heading',
      type: 'string',
      description: 'Heading above the list of service links, such as "Our Services".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'contactHeading',
      title: 'Contact column heading',
      type: 'string',
      description: 'Heading above the phone number, e-mail and hours, such as "Contact Us".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'coverageHeading',
      title: 'Areas column heading',
      type: 'string',
      description: 'Heading above the list of town links, such as "Areas We Cover".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'allAreasLabel',
      title: 'All areas link',
      type: 'string',
      description:
        'The footer lists the first 12 towns (in the towns order). When there are more, this link, such as "All areas we cover", leads to the page listing every town; each town page ends with it too.',
      validation: (rule) => rule.required().error('Enter the text of the link to all areas.'),
    }),
    defineField({
      name: 'legalHeading',
      title: 'Legal column heading',
      type: 'string',
      description: 'Heading above the privacy, terms and cookie policy links, such as "Legal".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'copyright',
      title: 'Copyright line',
      type: 'string',
      description:
        'Small print at the very bottom of every page, such as "© 2024 Kerbside Tyre & Rescue. All rights reserved."',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'bannerHeading', subtitle: 'copyright' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Footer', subtitle }),
  },
})
