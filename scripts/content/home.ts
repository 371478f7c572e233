// Starter content: the homePage singleton (hero, services, coverage, testimonials, FAQs, contact).
import { keyOf, refs } from './build.ts'
import { faqDocuments } from './faqs.ts'
import { homeTestimonialDocuments } from './home-testimonials.ts'
import { picture } from './pictures.ts'
import { townDocuments } from './towns.ts'

export const homePage = {
  _id: 'homePage',
  _type: 'homePage',
  hero: {
    _type: 'homeHero',
    badge: '24/7 Emergency Response',
    headline: 'Your {product} When You Need It Most',
    intro:
      'Flat tyre, flat battery or empty tank? Our mobile technicians come to your home, your workplace or the roadside, day or night, with the tyres, tools and parts to get you moving again.',
    bookLabel: 'Book Service Online',
    highlights: ['Same Day Service', 'Mobile Service', '24/7 Available'],
    responseNote: 'Average response time: 45 minutes, day or night.',
    picture: picture(
      'van-at-the-roadside.jpg',
      'Our navy and amber service van pulled up behind a broken-down red car at dusk, with a technician on hand and a warning triangle out.',
      { x: 0.55, y: 0.7 },
    ),
  },
  servicesSection: {
    _type: 'servicesSection',
    heading: 'Our Services',
    intro:
      'From a puncture on the school run to a flat battery in the office car park, our fully equipped vans carry what it takes to fix the problem where your vehicle stands. Call for help now, or book a convenient time for routine work.',
    panels: [
      {
        _type: 'imagePanel',
        _key: keyOf('panel', 'expert-tyre-service'),
        title: 'Expert Tyre Service',
        text: "We carry premium tyres from Michelin, Bridgestone, Continental and Pirelli alongside quality budget options, in the sizes drivers need most. Every tyre is fitted, balanced and torqued to the manufacturer's setting, with a new valve and responsible disposal of the old tyre.",
        picture: picture(
          'fitting-a-tyre.jpg',
          'A technician kneels at the kerbside to fit a new wheel to a jacked-up car, with our service van parked behind.',
          { x: 0.42, y: 0.78 },
        ),
      },
      {
        _type: 'imagePanel',
        _key: keyOf('panel', 'certified-technicians'),
        title: 'Certified Technicians',
        text: 'Our technicians are trained and assessed tyre and roadside specialists who work to recognised industry standards. They arrive in uniform, explain what they find before they start, and record every job so your 12-month workmanship warranty is easy to use.',
        picture: picture(
          'technician-at-the-van.jpg',
          'A uniformed technician holding a torque wrench in one hand and a tablet in the other, beside our service van.',
          { x: 0.68, y: 0.62 },
        ),
      },
    ],
    emergencyHeading: 'Stuck at the Roadside Right Now?',
    emergencyText:
      "Call our free 24/7 emergency line. We'll help you get somewhere safe, then send the nearest technician, usually with you within 30-60 minutes.",
  },
  coverageSection: {
    _type: 'coverageSection',
    heading: 'Areas We Cover',
    intro:
      'Our technicians are based along the M4 and M5 corridors, so help is never far away. Check your postcode, or choose your area to see local response times and the neighbourhoods we cover.',
    cardLimit: 12,
    // The ten starter towns keep their cards when staff add more towns than fit.
    featuredTowns: refs(townDocuments.map((town) => town._id)),
    allAreasLink: 'See all {count} areas we cover',
    notListedHeading: "Don't See Your Area?",
    notListedText:
      "These are our busiest areas, not the limits of our coverage: we help drivers right across the UK. Call us free or send us a message and we'll tell you straight away how soon we can reach you.",
    checkerHeading: 'Do We Cover Your Postcode?',
    checkerLabel: 'Your postcode',
    checkerHint: 'A full postcode or just the first part, such as SN2 1AB or SN2.',
    checkerButton: 'Check',
    coveredText: 'Yes, {postcode} is in our {town} area.',
    responseTimeLabel: 'Typical response time',
    townLinkLabel: 'See our {town} coverage',
    outsideText: '{postcode} is outside the ten towns listed here.',
    invalidText:
      "That doesn't look like a postcode. Try a full postcode such as SN2 1AB, or just the first part, such as SN2.",
    emptyText: 'Type your postcode first, such as SN2 1AB or SN2.',
    unavailableText: "We couldn't check your postcode just now.",
  },
  testimonialsSection: {
    _type: 'homeTestimonials',
    heading: 'What Our Customers Say',
    intro:
      'Drivers across the region on flat tyres, flat batteries and the people who turned up to fix them.',
    testimonials: refs(homeTestimonialDocuments.map((testimonial) => testimonial._id)),
  },
  faqSection: {
    _type: 'faqSection',
    heading: 'Stranded? What to Expect When You Call',
    intro:
      'A few answers to the questions drivers ask us most, so you know what to have ready, how to stay safe and what happens next.',
    faqs: refs(faqDocuments.map((faq) => faq._id)),
  },
  contactSection: {
    _type: 'contactSection',
    heading: 'Book a Service or Get in Touch',
    intro:
      "For an emergency, call our free 24/7 line for the fastest help. To book a service or ask for a quote, send us your details below and we'll reply on WhatsApp.",
    nonUrgentNote: 'Non-urgent enquiries answered within 24 hours',
    whatsappLabel: 'Message us on WhatsApp',
    formHeading: 'Send Us Your Details',
    form: {
      _type: 'contactForm',
      nameLabel: 'Name',
      registrationLabel: 'Vehicle Registration',
      registrationPlaceholder: 'e.g., AB12 CDE',
      postcodeLabel: 'Postcode',
      postcodePlaceholder: 'e.g., SN1 2AB',
      postcodeHint:
        "Don't know it? A road and junction or a landmark is fine, such as M4 J15 eastbound.",
      serviceLabel: 'Service',
      servicePlaceholder: 'Select a service',
      generalEnquiryLabel: 'General Enquiry',
      tyreSizeLabel: 'Tyre Size',
      tyreSizePlaceholder: 'e.g., 225/45/R17',
      tyreSizeHint:
        "Optional. You'll find it on the tyre's sidewall. Type the letters and numbers and we'll add the slashes.",
      messageLabel: 'Message',
      messagePlaceholder:
        'Tell us what you need and where the vehicle is, e.g. front tyre puncture, parked on my driveway.',
      submitLabel: 'Send via WhatsApp',
      placeMessageLabel: 'Where',
      placeHint: "Optional. Choose one to see what to do right now; we'll add it to your message.",
      locationButtonLabel: 'Add my location',
      locationHint:
        'Puts a map link to where you are in your WhatsApp message, so our technician can find you. Nothing is sent until you send the message.',
      locationWaitingText: 'Finding your location…',
      locationAddedText: 'Location added to your message ({accuracy}).',
      locationAccuracy: 'accurate to about {metres} m',
      locationRemoveLabel: 'Remove location',
      locationMessageLabel: 'Location',
      locationDeniedText:
        "Your browser didn't share your location. Type where you are in the postcode box instead: a road and junction such as M4 J15 eastbound, or a landmark nearby.",
      locationUnavailableText:
        "Your device couldn't work out where you are just now. Try again in a minute, or type a road, junction or landmark in the postcode box.",
      locationTimeoutText:
        'Finding your location took too long. Try again, or type a road, junction or landmark in the postcode box.',
      locationInsecureText:
        "Browsers only share a location with secure (https) pages, and this page wasn't opened securely. Type where you are in the postcode box instead.",
      locationUnsupportedText:
        "This browser can't share a location. Type where you are in the postcode box instead: a road and junction such as M4 J15 eastbound, or a landmark nearby.",
      missingTitle: 'Missing Information',
      missingText: 'Please fill in all required fields.',
      preparedTitle: 'Message Prepared',
      preparedText: 'WhatsApp opened with your message. Please send it to complete your enquiry.',
      blockedText:
        'Your browser stopped WhatsApp from opening in a new tab. Your message is ready: use the link to open it and send it to us.',
      blockedLinkLabel: 'Open WhatsApp',
      greeting: 'Hello {business},',
      enquiryLine: 'I would like to enquire about your services.',
    },
  },
  seo: {
    _type: 'seo',
    title: 'Mobile Tyre Fitting & Roadside Rescue 24/7 | Kerbside',
    description:
      'Flat tyre, flat battery or empty tank? Mobile technicians at your home, work or roadside 24/7, with a 45-minute average response. Free call 0808 157 0247.',
  },
}

/** The "Areas we cover" page, listing every town by county (its towns come from the towns). */
const areasPage = {
  _id: 'areasPage',
  _type: 'areasPage',
  heading: 'Areas We Cover',
  intro:
    'Every town our mobile technicians cover, county by county. Choose yours to see local response times, the neighbourhoods we reach and the postcode districts we cover. Not listed? Call us free: we help drivers right across the UK.',
  countyHeading: 'Mobile Tyre Fitting in {county}',
  countyIntro:
    'Every town in {county} where our mobile tyre fitters and roadside rescue technicians work, 24 hours a day. Choose yours for local response times, the neighbourhoods we reach and the postcode districts we cover.',
  seo: {
    _type: 'seo',
    title: 'Areas We Cover: Mobile Tyre Fitting by County | Kerbside',
    description:
      'Every town where our mobile tyre fitters and roadside rescue technicians work, county by county, with local response times. Free call 0808 157 0247, 24/7.',
  },
}

export const homeDocuments = [homePage, areasPage]
