// The starter copy carries the product owner's facts (SPEC.md) word for word, and every document
// is shaped the way Sanity stores it (_id, _type, _key on array objects).
import { describe, expect, it } from 'vitest'
import { arrayProblems, strings } from './document-walk.ts'
import { faqDocuments } from './faqs.ts'
import { homeDocuments, homePage } from './home.ts'
import { homeTestimonialDocuments } from './home-testimonials.ts'
import { cookiePolicy, legalDocuments, privacyPolicy, termsOfService } from './legal.ts'
import { redirectDocuments } from './redirects.ts'
import { settingsDocuments, siteSettings } from './settings.ts'

type Doc = { _id: string; _type: string }

const allDocuments: Doc[] = [
  ...settingsDocuments,
  ...homeDocuments,
  ...faqDocuments,
  ...homeTestimonialDocuments,
  ...legalDocuments,
  ...redirectDocuments,
]

const serviceSlugs = [
  'mobile-tyre-fitting',
  'emergency-tyre-fitting',
  'mobile-tyre-repair',
  'jumpstart-service',
  'battery-replacement',
  'emergency-refuel',
  'tpms-service',
  'brake-service',
  'vehicle-servicing',
]
const towns = [
  'Swindon',
  'Bath',
  'Bristol',
  'Oxford',
  'Gloucester',
  'Chippenham',
  'Cheltenham',
  'Marlborough',
  'Newbury',
  'Newport',
]

/** The plain text of a Portable Text body. */
function bodyText(blocks: { children: { text: string }[] }[]): string {
  return blocks.map((block) => block.children.map((child) => child.text).join('')).join('\n')
}

describe('document shape', () => {
  it('gives every document an _id and _type per the content model', () => {
    const idPatterns: Record<string, RegExp> = {
      siteSettings: /^siteSettings$/,
      homePage: /^homePage$/,
      areasPage: /^areasPage$/,
      faq: /^faq\.[a-z0-9-]+$/,
      testimonial: /^testimonial\.[a-z0-9-]+$/,
      legalPage: /^legalPage\.(privacy-policy|terms-of-service|cookie-policy)$/,
      redirect: /^redirect\.[a-z0-9-]+$/,
    }
    for (const document of allDocuments) {
      const pattern = idPatterns[document._type]
      expect(pattern, `${document._id} has unexpected _type ${document._type}`).toBeDefined()
      expect(document._id).toMatch(pattern as RegExp)
    }
    const ids = allDocuments.map((document) => document._id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('keys and types every object inside an array', () => {
    const problems = allDocuments.flatMap((document) => arrayProblems(document, document._id))
    expect(problems).toEqual([])
  })

  it('contains no unfinished copy', () => {
    const bad = allDocuments
      .flatMap((document) => strings(document, document._id))
      .filter(({ text }) => /lorem|placeholder|\btodo\b/i.test(text))
    expect(bad).toEqual([])
  })

  it('keeps SEO titles within 60 characters and descriptions within 70-160', () => {
    const withSeo = [siteSettings, homePage, ...legalDocuments]
    for (const document of withSeo) {
      expect(document.seo._type).toBe('seo')
      expect(document.seo.title.length, document._id).toBeLessThanOrEqual(60)
      expect(document.seo.description.length, document._id).toBeGreaterThanOrEqual(70)
      expect(document.seo.description.length, document._id).toBeLessThanOrEqual(160)
    }
  })
})

describe('site settings', () => {
  it('carries the fixed business facts', () => {
    expect(siteSettings).toMatchObject({
      businessName: 'Kerbside Tyre & Rescue',
      productPhrase: 'Mobile Tyre & Roadside Rescue',
      phoneDisplay: '0808 157 0247',
      phoneE164: '+448081570247',
      whatsappE164: '+447700900247',
      email: 'help@kerbside-rescue.example',
      hoursShort: '24/7, 365 days',
    })
  })

  it('states the SPEC response times and tyre brands', () => {
    expect(siteSettings.responseTimes).toEqual({
      _type: 'responseTimes',
      average: '45 minutes',
      emergencyWindow: '30-60 minutes',
      city: '30 minutes',
      suburban: '45 minutes',
      ruralMotorway: 'up to 60 minutes',
    })
    expect(siteSettings.tyreBrands).toEqual([
      'Michelin',
      'Bridgestone',
      'Continental',
      'Pirelli',
      'Budget options',
    ])
  })

  it('has the exact labels, 404 copy and a footer banner with the 30-60 minute response', () => {
    expect(siteSettings.labels).toMatchObject({
      freeCallNow: 'Free Call Now',
      emergencyCall: 'Emergency Call',
      bookService: 'Book Service',
      learnMore: 'Learn More',
      viewCoverage: 'View Coverage',
      getQuote: 'Get Quote',
      contactUs: 'Contact Us',
      bookOnline: 'Book Online',
      messageUs: 'Message Us',
      emergencyService: '24/7 Emergency Service',
      lastUpdated: 'Last updated:',
      mainMenu: 'Main',
      logoHome: '{business}, home',
      starRating: 'Rated {rating} out of {outOf}',
      dismissNotice: 'Dismiss',
    })
    expect(siteSettings.notFound).toEqual({
      _type: 'notFound',
      heading: '404',
      text: 'Oops! Page not found',
      linkLabel: 'Return to Home',
    })
    expect(siteSettings.footer.bannerText).toContain('30-60 minutes')
  })

  it('describes honestly what the site stores', () => {
    const text = siteSettings.consent.text
    expect(text).toContain('no tracking or advertising cookies')
    expect(text).toContain('no third-party requests')
    expect(text).toContain('local storage')
    expect(text).toContain('WhatsApp')
  })
})

describe('home page', () => {
  it('has the SPEC hero', () => {
    expect(homePage.hero).toMatchObject({
      _type: 'homeHero',
      badge: '24/7 Emergency Response',
      headline: 'Your {product} When You Need It Most',
      bookLabel: 'Book Service Online',
      highlights: ['Same Day Service', 'Mobile Service', '24/7 Available'],
    })
    expect(homePage.hero.responseNote).toContain('45 minutes')
  })

  it('has the two image panels and the coverage box', () => {
    expect(
      homePage.servicesSection.panels.map((panel) => [
        panel.title,
        panel.picture.asset._ref.startsWith('image-'),
        panel.picture.alt.length > 20,
      ]),
    ).toEqual([
      ['Expert Tyre Service', true, true],
      ['Certified Technicians', true, true],
    ])
    expect(homePage.coverageSection.notListedHeading).toBe("Don't See Your Area?")
  })

  it('has the exact contact form texts', () => {
    expect(homePage.contactSection.nonUrgentNote).toBe(
      'Non-urgent enquiries answered within 24 hours',
    )
    expect(homePage.contactSection.form).toMatchObject({
      nameLabel: 'Name',
      registrationLabel: 'Vehicle Registration',
      registrationPlaceholder: 'e.g., AB12 CDE',
      postcodeLabel: 'Postcode',
      postcodePlaceholder: 'e.g., SN1 2AB',
      serviceLabel: 'Service',
      servicePlaceholder: 'Select a service',
      generalEnquiryLabel: 'General Enquiry',
      tyreSizeLabel: 'Tyre Size',
      tyreSizePlaceholder: 'e.g., 225/45/R17',
      messageLabel: 'Message',
      missingTitle: 'Missing Information',
      missingText: 'Please fill in all required fields.',
      preparedTitle: 'Message Prepared',
      preparedText: 'WhatsApp opened with your message. Please send it to complete your enquiry.',
      greeting: 'Hello {business},',
    })
  })

  it('references the six home testimonials and every FAQ', () => {
    expect(homePage.testimonialsSection.testimonials.map((item) => item._ref)).toEqual(
      homeTestimonialDocuments.map((testimonial) => testimonial._id),
    )
    expect(homePage.faqSection.faqs.map((item) => item._ref)).toEqual(
      faqDocuments.map((faq) => faq._id),
    )
  })

  it('has 8 to 10 FAQs for a stranded driver', () => {
    expect(faqDocuments.length).toBeGreaterThanOrEqual(8)
    expect(faqDocuments.length).toBeLessThanOrEqual(10)
    const all = faqDocuments.map((faq) => `${faq.question} ${faq.answer}`).join('\n')
    for (const fact of [
      'what3words',
      'marker post',
      'registration',
      'sidewall',
      'barrier',
      '999',
    ]) {
      expect(all).toContain(fact)
    }
    expect(all).toContain('cash, card or bank transfer')
    expect(all).toContain('30 minutes before')
  })
})

describe('home testimonials', () => {
  it('has six 5-star quotes, each with an author, a town and a service', () => {
    expect(homeTestimonialDocuments).toHaveLength(6)
    for (const testimonial of homeTestimonialDocuments) {
      expect(testimonial.rating).toBe(5)
      expect(testimonial.author).toMatch(/^[A-Z][a-z]+ [A-Z]/)
      expect(towns).toContain(testimonial.location)
      expect(testimonial.service._type).toBe('reference')
      expect(serviceSlugs.map((slug) => `service.${slug}`)).toContain(testimonial.service._ref)
    }
    const services = new Set(
      homeTestimonialDocuments.map((testimonial) => testimonial.service._ref),
    )
    expect(services.size).toBe(6)
  })

  it('includes the £80 TPMS fix and the 20-minute repair', () => {
    const tpms = homeTestimonialDocuments.find((item) => item.quote.includes('£80'))
    expect(tpms?.service._ref).toBe('service.tpms-service')
    const repair = homeTestimonialDocuments.find((item) => item.quote.includes('20 minutes'))
    expect(repair?.service._ref).toBe('service.mobile-tyre-repair')
  })
})

describe('legal pages', () => {
  it('has the three pages, each last updated January 2024', () => {
    expect(legalDocuments.map((page) => [page.title, page.slug.current])).toEqual([
      ['Privacy Policy', 'privacy-policy'],
      ['Terms of Service', 'terms-of-service'],
      ['Cookie Policy', 'cookie-policy'],
    ])
    for (const page of legalDocuments) {
      expect(page.lastUpdated).toBe('January 2024')
      expect(page.body.some((block) => block.style === 'h2')).toBe(true)
      expect(page.body.some((block) => block.listItem === 'bullet')).toBe(true)
    }
  })

  it('puts the SPEC business constants in the terms', () => {
    const text = bodyText(termsOfService.body)
    expect(text).toContain('12 months')
    expect(text).toContain('within 7 days')
    expect(text).toContain('30 minutes before')
    expect(text).toContain('call-out fee')
    expect(text).toContain('cash, card or bank transfer')
    expect(text).toContain('out of hours')
    expect(text).toContain('limited to the cost of the service')
    expect(text).toContain('death or personal injury')
    expect(text).toContain('Consumer Rights Act 2015')
  })

  it('tells the truth about privacy and storage', () => {
    const privacy = bodyText(privacyPolicy.body)
    for (const fact of ['no accounts', 'no analytics', 'WhatsApp', 'UK GDPR', 'ICO']) {
      expect(privacy).toContain(fact)
    }
    const cookies = bodyText(cookiePolicy.body)
    expect(cookies).toContain('sets no cookies')
    expect(cookies).toContain('kerbside-consent')
    expect(cookies).toContain("'accepted' or 'declined'")
    const links = cookiePolicy.body.flatMap((block) => block.markDefs.map((mark) => mark.href))
    expect(links).toContain('/privacy-policy/')
  })
})

describe('redirects', () => {
  it('are permanent and never start from a page route', () => {
    const pageRoute =
      /^\/(?:$|services\/|areas-covered\/|areas\/|privacy-policy|terms-of-service|cookie-policy)/
    for (const redirect of redirectDocuments) {
      expect(redirect.permanent).toBe(true)
      expect(redirect.from).toMatch(/^\//)
      expect(redirect.from).not.toMatch(pageRoute)
      expect(redirect.to).toMatch(/^\/|^https:\/\//)
    }
    expect(redirectDocuments).toContainEqual(
      expect.objectContaining({ from: '/tyres', to: '/services/mobile-tyre-fitting/' }),
    )
    expect(redirectDocuments).toContainEqual(
      expect.objectContaining({ from: '/contact', to: '/#contact' }),
    )
  })
})
