// Starter content: the testimonials shown on the service pages, two or three per page, each about
// the job that page describes and from one of the towns we cover.
import { ref } from './build.ts'

function testimonial(
  serviceSlug: string,
  number: number,
  author: string,
  location: string,
  quote: string,
) {
  return {
    _id: `testimonial.${serviceSlug}-${number}`,
    _type: 'testimonial',
    quote,
    author,
    location,
    service: ref(`service.${serviceSlug}`),
    rating: 5,
  }
}

export const serviceTestimonialDocuments = [
  testimonial(
    'mobile-tyre-fitting',
    1,
    'Helen B.',
    'Marlborough',
    'I gave them my registration on the phone, they confirmed the size and price there and then, and two new Continentals were fitted on my drive the next morning. The technician balanced both wheels, checked the other two tyres and took the old ones away.',
  ),
  testimonial(
    'mobile-tyre-fitting',
    2,
    'Marcus O.',
    'Newbury',
    'Our three delivery vans needed tyres and we could not spare them for a day at a garage. They came to the yard at 7am, did all three before the drivers went out and sent one invoice. Easily the least disruptive way we have ever bought tyres.',
  ),
  testimonial(
    'mobile-tyre-fitting',
    3,
    'Aisha N.',
    'Bristol',
    'I noticed the front tyres were down to the wear bars on a Sunday night. Booked online, had a call back within the hour and mid-range tyres fitted outside work on Monday lunchtime. The price was exactly what I was quoted.',
  ),
  testimonial(
    'emergency-tyre-fitting',
    1,
    'Richard P.',
    'Chippenham',
    'Blowout on the M4 at about 11pm, no spare, just a foam kit that was no use for a torn tyre. The person on the phone got us behind the barrier and kept checking on us. The technician arrived in 50 minutes with the right size and had us moving in under half an hour.',
  ),
  testimonial(
    'emergency-tyre-fitting',
    2,
    'Claire D.',
    'Gloucester',
    'Hit a pothole on the way to collect my son and split the sidewall. I could not find the locking wheel nut key anywhere. The technician removed the locking nut with his own tool, fitted a new tyre and I was at the school gates before pick-up finished.',
  ),
  testimonial(
    'emergency-tyre-fitting',
    3,
    'Owen J.',
    'Newport',
    'Flat tyre in a supermarket car park late on a Saturday. They had a 205/55R16 on the van, fitted it within 40 minutes of my call and did not charge a penny more than the price I was given on the phone.',
  ),
  testimonial(
    'mobile-tyre-repair',
    1,
    'Lucy F.',
    'Swindon',
    'A nail in the tread of my rear tyre. The technician took the tyre off the rim, checked the inside, and did a proper plug and patch repair. A 20-minute repair on my driveway instead of a new tyre, and it has held its pressure perfectly since.',
  ),
  testimonial(
    'mobile-tyre-repair',
    2,
    'Ben A.',
    'Oxford',
    'My tyre kept losing pressure every few days. He found corrosion on the alloy where the tyre seals, cleaned it back, resealed the bead and fitted a new valve. It was honest advice too: he told me the other front tyre was close to 3mm and would need replacing soon.',
  ),
  testimonial(
    'mobile-tyre-repair',
    3,
    'Fiona G.',
    'Bath',
    'I was hoping for a repair, but the screw had gone in near the sidewall. The technician showed me exactly why it could not be repaired safely and fitted a new tyre instead, for the price he quoted before he started. I appreciated the straight answer.',
  ),
  testimonial(
    'tpms-service',
    1,
    'Nathan C.',
    'Cheltenham',
    'The tyre pressure light came on a fortnight before my MOT and would not go out however often I checked the tyres. One sensor had a flat battery after eight years. An £80 TPMS fix on my driveway, sensor replaced and programmed, and the car passed its MOT.',
  ),
  testimonial(
    'tpms-service',
    2,
    'Rebecca S.',
    'Swindon',
    'I had winter wheels fitted elsewhere without sensors and the warning light stayed on all season. Kerbside fitted and coded four sensors to the winter set, so now the light only comes on when it should. Clear explanation and no upselling.',
  ),
  testimonial(
    'brake-service',
    1,
    'Stuart K.',
    'Bristol',
    'Grinding from the front brakes on my commute. The technician measured the pads at under 2mm and showed me the scored discs, quoted for pads and discs and fitted them outside my house the same afternoon. The car stops straight and quietly again.',
  ),
  testimonial(
    'brake-service',
    2,
    'Hannah L.',
    'Oxford',
    'The pedal had started to feel soft. They tested the brake fluid, found it full of moisture, changed it and bled the system on my drive. I did not have to take a morning off to sit in a garage waiting room.',
  ),
  testimonial(
    'vehicle-servicing',
    1,
    'Graham E.',
    'Newbury',
    'Full service done on the drive while I worked from home. I got a report with photos of the brakes and the old filters, and the service record was updated. Cheaper than my main dealer and I did not lose a day.',
  ),
  testimonial(
    'vehicle-servicing',
    2,
    'Zoe T.',
    'Chippenham',
    'I do a lot of miles for work, so I book an interim service between my annual full services. The technician is always on time, tells me what is coming up before it becomes urgent and never does extra work without asking.',
  ),
  testimonial(
    'vehicle-servicing',
    3,
    'Ian W.',
    'Gloucester',
    'Major service on my seven-year-old diesel, with the fuel filter and brake fluid done. He flagged that the timing belt was due next year, so I could budget for it rather than find out the hard way. Honest, tidy and properly explained.',
  ),
]
