import { TagIcon } from '@sanity/icons/Tag'
import { defineField, defineType } from 'sanity'
import { placeholdersKept } from '../../common.ts'

function labelField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => rule.required().error('Enter the wording for this label.'),
  })
}

/** Wording with placeholders the site fills in; each listed placeholder must stay in it. */
function templateField(name: string, title: string, description: string, placeholders: string[]) {
  return defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => [
      rule.required().error('Enter the wording for this label.'),
      rule.custom(placeholdersKept(placeholders)),
    ],
  })
}

export const labels = defineType({
  name: 'labels',
  title: 'Button and link wording',
  type: 'object',
  icon: TagIcon,
  description: 'Short wording reused across the whole site. Change it here and every page follows.',
  fields: [
    labelField(
      'freeCallNow',
      'Free call button',
      'Phone button in the header and on service cards, such as "Free Call Now".',
    ),
    labelField(
      'emergencyCall',
      'Emergency call button',
      'Red phone button on the emergency tyre fitting card, such as "Emergency Call".',
    ),
    labelField(
      'bookService',
      'Book service button',
      'Button on cards for bookable services (TPMS, brakes, servicing), such as "Book Service".',
    ),
    labelField(
      'learnMore',
      'Learn more link',
      'Link from each service card to its page, such as "Learn More".',
    ),
    labelField(
      'viewCoverage',
      'View coverage link',
      'Link from each area card to its town page, such as "View Coverage".',
    ),
    labelField(
      'postcodeDistricts',
      'Postcode districts heading',
      'Heading above the list of postcode districts on each town page, such as "Postcode Districts".',
    ),
    templateField(
      'nearbyTowns',
      'Nearby towns heading',
      'Heading over the links to a few other towns of the same county, near the end of each town page. {county} is replaced by the county, such as "More Towns We Cover in {county}".',
      ['{county}'],
    ),
    labelField(
      'getQuote',
      'Get quote button',
      'Button in service page heroes that goes to the contact form, such as "Get Quote".',
    ),
    labelField(
      'contactUs',
      'Contact us button',
      'Button in call banners that goes to the contact form, such as "Contact Us".',
    ),
    labelField(
      'bookOnline',
      'Book online link',
      'Link on town pages to the contact form, such as "Book Online".',
    ),
    labelField(
      'messageUs',
      'Message us link',
      'Link in the "Don\'t see your area?" box, such as "Message Us".',
    ),
    labelField(
      'emergencyService',
      'Emergency service note',
      'Line under the phone number at the end of town pages, such as "24/7 Emergency Service".',
    ),
    labelField(
      'lastUpdated',
      'Last updated prefix',
      'Shown before the date on legal pages, such as "Last updated:".',
    ),
    labelField(
      'navServices',
      'Menu: services',
      'Header menu link to the services, such as "Services".',
    ),
    labelField(
      'navCoverage',
      'Menu: coverage',
      'Header menu link to the areas covered, such as "Coverage".',
    ),
    labelField(
      'navContact',
      'Menu: contact',
      'Header menu link to the contact form, such as "Contact".',
    ),
    labelField(
      'menuOpen',
      'Open menu (screen readers)',
      'Read aloud for the mobile menu button when the menu is closed, such as "Open menu".',
    ),
    labelField(
      'menuClose',
      'Close menu (screen readers)',
      'Read aloud for the mobile menu button when the menu is open, such as "Close menu".',
    ),
    labelField(
      'mainMenu',
      'Main menu name (screen readers)',
      'Read aloud as the name of the header menu, such as "Main" (screen readers add "navigation").',
    ),
    templateField(
      'logoHome',
      'Logo link (screen readers)',
      'Read aloud for the logo, which links to the home page. {business} is replaced by the business name, such as "{business}, home".',
      ['{business}'],
    ),
    templateField(
      'starRating',
      'Star rating (screen readers)',
      'Read aloud for the stars on a customer quote. {rating} is replaced by the stars given and {outOf} by 5, such as "Rated {rating} out of {outOf}".',
      ['{rating}'],
    ),
    labelField(
      'dismissNotice',
      'Close notice button (screen readers)',
      'Read aloud for the × button on the contact form\'s pop-up notices, such as "Dismiss".',
    ),
    labelField(
      'skipToContent',
      'Skip link',
      'First link for keyboard users, jumping past the header, such as "Skip to main content".',
    ),
  ],
  preview: {
    select: { call: 'freeCallNow', book: 'bookService' },
    prepare: ({ call, book }) => ({
      title: 'Button and link wording',
      subtitle: [call, book].filter(Boolean).join(' · '),
    }),
  },
})
