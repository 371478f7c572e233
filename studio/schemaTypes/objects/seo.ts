import { SearchIcon } from '@sanity/icons/Search'
import { defineField, defineType } from 'sanity'

export const seo = defineType({
  name: 'seo',
  title: 'Search engine listing',
  type: 'object',
  icon: SearchIcon,
  description:
    'How this page appears in Google and other search results, and when the link is shared.',
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'string',
      description:
        'The blue headline in search results and the text on the browser tab. Lead with what the page offers; 60 characters at most, or Google cuts it short.',
      validation: (rule) => [
        rule.required().error('Enter a page title for search engines.'),
        rule
          .max(60)
          .warning(
            'Search engines cut titles longer than 60 characters: shorten it so it shows in full.',
          ),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Page description',
      type: 'text',
      rows: 3,
      description:
        'The two lines under the title in search results. Say what the visitor gets and how to reach us, in 70 to 160 characters.',
      validation: (rule) => [
        rule.required().error('Enter a description for search engines.'),
        rule
          .min(70)
          .warning(
            'Under 70 characters: search engines may replace it with text of their own choosing.',
          ),
        rule.max(160).warning('Over 160 characters: search engines will cut it short.'),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
    prepare: ({ title, subtitle }) => ({
      title: title || 'No page title yet',
      subtitle,
      media: SearchIcon,
    }),
  },
})
