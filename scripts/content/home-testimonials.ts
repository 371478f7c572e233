// Starter content: the six testimonials on the home page, one per kind of job, across the towns.
import { ref } from './build.ts'

export const homeTestimonialDocuments = [
  {
    _id: 'testimonial.home-sarah-m',
    _type: 'testimonial',
    quote:
      'Had a blowout on the M4 near junction 16 with two children in the back. The call handler told us to wait behind the barrier, and a technician was with us in 40 minutes with a new tyre that fitted. Calm, quick and completely professional.',
    author: 'Sarah M.',
    location: 'Swindon',
    service: ref('service.emergency-tyre-fitting'),
    rating: 5,
  },
  {
    _id: 'testimonial.home-james-t',
    _type: 'testimonial',
    quote:
      'My tyre pressure warning light stayed on for weeks and the dealer wanted the car for a day. Kerbside diagnosed a failed sensor, replaced and programmed it on my driveway, and the light went out. An £80 TPMS fix, done before my morning coffee had gone cold.',
    author: 'James T.',
    location: 'Cheltenham',
    service: ref('service.tpms-service'),
    rating: 5,
  },
  {
    _id: 'testimonial.home-priya-k',
    _type: 'testimonial',
    quote:
      'Picked up a screw in my rear tyre on the way to work. The technician came to the office car park and the repair was done in 20 minutes, with the pressures checked on all four tyres. I never had to leave my desk for more than a few minutes.',
    author: 'Priya K.',
    location: 'Oxford',
    service: ref('service.mobile-tyre-repair'),
    rating: 5,
  },
  {
    _id: 'testimonial.home-david-r',
    _type: 'testimonial',
    quote:
      "Frosty morning, car completely dead and a hospital appointment at nine. They had me started within half an hour and checked the charging system before leaving, so I knew the battery wasn't the real problem. Brilliant service.",
    author: 'David R.',
    location: 'Bath',
    service: ref('service.jumpstart-service'),
    rating: 5,
  },
  {
    _id: 'testimonial.home-emma-w',
    _type: 'testimonial',
    quote:
      'The battery on our family car finally gave up in the supermarket car park. The technician tested it, fitted a new one on the spot and took the old one away for recycling. Fair price, no fuss and we were home with the shopping still cold.',
    author: 'Emma W.',
    location: 'Bristol',
    service: ref('service.battery-replacement'),
    rating: 5,
  },
  {
    _id: 'testimonial.home-gareth-l',
    _type: 'testimonial',
    quote:
      'Booked two new front tyres for the van and they were fitted and balanced outside my house the same afternoon. No waiting room, no lost half-day of work. I have used them for every tyre since.',
    author: 'Gareth L.',
    location: 'Newport',
    service: ref('service.mobile-tyre-fitting'),
    rating: 5,
  },
]
