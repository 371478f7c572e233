// Starter content: the siteSettings singleton (business facts, labels, footer, consent, 404, SEO).
import { picture } from './pictures.ts'

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  businessName: 'Kerbside Tyre & Rescue',
  productPhrase: 'Mobile Tyre & Roadside Rescue',
  phoneDisplay: '0808 157 0247',
  phoneE164: '+448081570247',
  whatsappE164: '+447700900247',
  email: 'help@kerbside-rescue.example',
  hours: '24 hours a day, 7 days a week, 365 days a year',
  hoursShort: '24/7, 365 days',
  responseTimes: {
    _type: 'responseTimes',
    average: '45 minutes',
    emergencyWindow: '30-60 minutes',
    city: '30 minutes',
    suburban: '45 minutes',
    ruralMotorway: 'up to 60 minutes',
  },
  tyreBrands: ['Michelin', 'Bridgestone', 'Continental', 'Pirelli', 'Budget options'],
  hotlineLabel: '24/7 Emergency Hotline',
  labels: {
    _type: 'labels',
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
    navServices: 'Services',
    navCoverage: 'Coverage',
    navContact: 'Contact',
    menuOpen: 'Open menu',
    menuClose: 'Close menu',
    skipToContent: 'Skip to main content',
  },
  footer: {
    _type: 'footer',
    bannerHeading: 'Stuck at the Roadside? Help Is on Its Way',
    bannerText:
      'Flat tyre, flat battery or empty tank? Call our free line at any hour. A technician is usually with you within 30-60 minutes.',
    about:
      'Mobile tyre fitting, puncture repair and roadside rescue, 24 hours a day, 365 days a year. We come to your home, your workplace or the roadside, wherever you are in the UK.',
    servicesHeading: 'Our Services',
    contactHeading: 'Contact Us',
    coverageHeading: 'Areas We Cover',
    allAreasLabel: 'All areas we cover',
    legalHeading: 'Legal',
    copyright: '© 2024 Kerbside Tyre & Rescue. All rights reserved.',
  },
  consent: {
    _type: 'consent',
    heading: 'Your Privacy on This Site',
    text: "This site sets no tracking or advertising cookies and makes no third-party requests. It stores one item in your browser's local storage to remember your choice on this notice. Anything you type into the contact form is never stored or sent by us: it is handed to WhatsApp only when you submit the form.",
    acceptLabel: 'Accept',
    declineLabel: 'Decline',
    policyLinkLabel: 'Read our Cookie Policy',
  },
  notFound: {
    _type: 'notFound',
    heading: '404',
    text: 'Oops! Page not found',
    linkLabel: 'Return to Home',
  },
  seo: {
    _type: 'seo',
    title: 'Kerbside Tyre & Rescue | 24/7 Mobile Tyres & Rescue',
    description:
      'Mobile tyre fitting, puncture repair, jumpstarts and roadside rescue, 24/7. We come to your home, work or roadside. Free call 0808 157 0247.',
  },
  shareImage: picture(
    'van-at-the-roadside.jpg',
    'Our navy and amber service van pulled up behind a broken-down car at dusk.',
    { x: 0.45, y: 0.65 },
  ),
}

export const settingsDocuments = [siteSettings]
