import { TransferIcon } from '@sanity/icons/Transfer'
import { defineField, defineType, getPublishedId, type ValidationContext } from 'sanity'
import { type SitePages, servicePath, sitePagesQuery } from '../../../web/lib/routes.ts'
import { apiVersion } from '../../lib/api.ts'
import {
  fromConflicts,
  fromPathProblem,
  pageRouteProblem,
  type RedirectRule,
  redirectLineProblem,
  toConflicts,
  toPathProblem,
} from '../../lib/paths.ts'

type RedirectContext = { redirects: RedirectRule[]; pages: SitePages }

// The other redirects (latest draft or published version of each) and every page of the site.
const redirectContextQuery = /* groq */ `{
  "redirects": *[_type == "redirect" && _id != $id && defined(from) && defined(to)]{ from, to },
  "pages": ${sitePagesQuery}
}`

function loadRedirectContext(context: ValidationContext): Promise<RedirectContext> {
  const id = context.document?._id
  return context
    .getClient({ apiVersion })
    .withConfig({ perspective: 'drafts' })
    .fetch<RedirectContext>(
      redirectContextQuery,
      { id: id ? getPublishedId(id) : '' },
      { tag: 'validation.redirect' },
    )
}

function sibling(context: ValidationContext, field: 'from' | 'to'): string | undefined {
  const value = (context.document as Partial<RedirectRule> | undefined)?.[field]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

function firstProblem(problems: string[]): string | true {
  return problems[0] ?? true
}

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  icon: TransferIcon,
  description:
    'Sends visitors from an old address to the right page, for example after a page is renamed.',
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description:
        'The path people may still visit, starting with "/", such as /tyres: letters, digits and / _ . ~ % - only. Leave out the domain, "?" and "#". It must not be a page or file that exists on the site.',
      validation: (rule) =>
        rule.required().custom(async (from, context) => {
          if (!from) return true
          const problem = fromPathProblem(from)
          if (problem) return problem
          const site = await loadRedirectContext(context)
          const page = pageRouteProblem(from, site.pages)
          if (page) return page
          const to = sibling(context, 'to') ?? ''
          return firstProblem(fromConflicts({ from, to }, site.redirects))
        }),
    }),
    defineField({
      name: 'to',
      title: 'New address',
      type: 'string',
      description: `Where visitors go instead: a page on this site starting with "/", such as ${servicePath('mobile-tyre-fitting')} or /#contact, or a full https:// address.`,
      validation: (rule) =>
        rule.required().custom(async (to, context) => {
          if (!to) return true
          const problem = toPathProblem(to)
          if (problem) return problem
          const from = sibling(context, 'from')
          if (!from || fromPathProblem(from)) return true
          const line = redirectLineProblem({ from, to })
          if (line) return line
          const site = await loadRedirectContext(context)
          return firstProblem(toConflicts({ from, to }, site.redirects))
        }),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      type: 'boolean',
      description:
        'On for a page that has moved for good (search engines then move its ranking to the new address). Off only for a short-term change.',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'origin',
      title: 'Where it came from',
      type: 'string',
      description:
        'Written by the Studio when it made this redirect itself (a page renamed, unpublished or deleted). Empty for a redirect added by hand.',
      readOnly: true,
    }),
  ],
  orderings: [{ title: 'Old address', name: 'fromAsc', by: [{ field: 'from', direction: 'asc' }] }],
  preview: {
    select: { from: 'from', to: 'to', permanent: 'permanent', origin: 'origin' },
    prepare: ({ from, to, permanent, origin }) => ({
      title: `${from || 'No old address'} → ${to || 'no new address'}`,
      subtitle: [
        permanent === false ? 'Temporary (302)' : 'Permanent (301)',
        origin && 'made by the Studio',
      ]
        .filter(Boolean)
        .join(', '),
    }),
  },
})
