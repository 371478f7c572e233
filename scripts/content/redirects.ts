// Starter content: permanent redirects from an earlier site's addresses to their pages here.
// None starts from a route this site renders, so a redirect can never hide a real page.

export const redirectDocuments = [
  {
    _id: 'redirect.tyres',
    _type: 'redirect',
    from: '/tyres',
    to: '/services/mobile-tyre-fitting/',
    permanent: true,
  },
  {
    _id: 'redirect.puncture-repair',
    _type: 'redirect',
    from: '/puncture-repair',
    to: '/services/mobile-tyre-repair/',
    permanent: true,
  },
  {
    _id: 'redirect.contact',
    _type: 'redirect',
    from: '/contact',
    to: '/#contact',
    permanent: true,
  },
  {
    _id: 'redirect.privacy',
    _type: 'redirect',
    from: '/privacy',
    to: '/privacy-policy/',
    permanent: true,
  },
  {
    _id: 'redirect.terms',
    _type: 'redirect',
    from: '/terms',
    to: '/terms-of-service/',
    permanent: true,
  },
]
