// Starter content: the nine service documents, each with its card copy, SEO and the page sections
// the page plan lists for it, in order. The business's facts (repair rules, stock sizes, brake
// and TPMS figures, service intervals) appear here word for word.
import { keyOf, portableText, refs, slug, starterRank } from './build.ts'
import { packageDocuments } from './packages.ts'
import { picture } from './pictures.ts'
import { serviceTestimonialDocuments } from './service-testimonials.ts'

function feature(icon: string, title: string, text: string) {
  return { _type: 'feature', _key: keyOf(title), icon, title, text }
}

function step(title: string, text: string) {
  return { _type: 'step', _key: keyOf(title), title, text }
}

function intervalRow(item: string, interval: string) {
  return { _type: 'intervalRow', _key: keyOf(item), item, interval }
}

function seo(title: string, description: string) {
  return { _type: 'seo', title, description }
}

/** The testimonials section for a page: every service testimonial written about that service. */
function testimonialsSection(serviceSlug: string, heading: string) {
  const ids = serviceTestimonialDocuments
    .filter((testimonial) => testimonial.service._ref === `service.${serviceSlug}`)
    .map((testimonial) => testimonial._id)
  return {
    _type: 'testimonialsSection',
    _key: keyOf('testimonials'),
    heading,
    testimonials: refs(ids),
  }
}

function callBanner(heading: string, text: string, showContactButton: boolean) {
  return {
    _type: 'callBannerSection',
    _key: keyOf('call-banner'),
    heading,
    text,
    showContactButton,
  }
}

function packageId(name: string): string {
  const found = packageDocuments.find((document) => document.slug.current === name)
  if (!found) throw new Error(`No service package with slug ${name}`)
  return found._id
}

/** What the technician needs for any tyre job: shown in the contact form, never sent. */
function tyreChecklist() {
  return [
    {
      _type: 'technicianChecklistItem',
      _key: 'locking-wheel-nut-key',
      text: "Find your locking wheel-nut key (the adapter for the one odd nut on each wheel): it is usually in the glovebox, a boot side pocket or with the spare. Without it we can't take the wheel off.",
    },
    {
      _type: 'technicianChecklistItem',
      _key: 'tyre-size',
      text: 'Read the tyre size on the sidewall: the line like 225/45 R17 94W. Type it in the tyre size box so we bring the right tyre.',
      picture: picture(
        'tyre-sidewall.jpg',
        'A tyre sidewall marked 225/45 R17 94W: width 225 mm, profile 45, rim 17 inches, load and speed 94W.',
        { x: 0.5, y: 0.55 },
      ),
    },
  ]
}

const mobileTyreFitting = {
  _id: 'service.mobile-tyre-fitting',
  _type: 'service',
  title: 'Mobile Tyre Fitting',
  slug: slug('mobile-tyre-fitting'),
  orderRank: starterRank(1),
  icon: 'tyre',
  cardDescription:
    'New tyres fitted and balanced at your home, your workplace or the roadside, usually the same day. Premium and budget brands, at a fixed price agreed before we set off.',
  cardFeatures: [
    'Same-day fitting',
    'Premium and budget brands',
    'Balancing and new valve included',
    'Old tyres recycled',
  ],
  ctaKind: 'call',
  isTyreService: true,
  technicianChecklist: tyreChecklist(),
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: 'UK-wide mobile tyre fitting',
      heading: 'New Tyres Fitted Wherever You Are',
      intro:
        'Give us your registration or tyre size and tell us where the car is. We confirm the price on the phone, bring the tyres to your home, workplace or roadside, and fit and balance them there. Each tyre takes about 20-30 minutes once we arrive.',
      highlights: [
        'Same-day fitting',
        'Fixed price before we set off',
        'Home, work or roadside',
        '12-month workmanship warranty',
      ],
      showQuoteButton: true,
      picture: picture(
        'fitting-a-tyre.jpg',
        'A technician in our uniform kneels at the kerb beside a jacked-up blue hatchback, fitting a new wheel, with our van parked behind.',
        { x: 0.42, y: 0.78 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('benefits'),
      heading: 'Why Drivers Choose Mobile Fitting',
      intro:
        'A workshop-standard fitting without the workshop: the same equipment and checks, done where your car is parked.',
      items: [
        feature(
          'clock',
          'No garage waiting room',
          'We fit tyres while you work, look after the children or get on with your day. Most jobs need nothing from you except the locking wheel nut key, if your car has one.',
        ),
        feature(
          'calendar',
          'Same-day appointments',
          'Call before early afternoon and we can usually fit your tyres the same day. Evening and weekend slots are available, and emergencies get a technician straight away.',
        ),
        feature(
          'tyre',
          'Premium and budget brands',
          'We supply Michelin, Bridgestone, Continental and Pirelli, plus quality budget options. We will tell you honestly where paying more makes a difference for your car and mileage.',
        ),
        feature(
          'pound',
          'One price, agreed up front',
          'The price we quote covers the tyre, fitting, balancing, a new valve and disposal of the old tyre. You pay on completion by cash, card or bank transfer.',
        ),
        feature(
          'truck',
          'A fully equipped van',
          'Every van carries a tyre changer, a computerised wheel balancer, a calibrated torque wrench and a compressor, so the job meets the same standard as a workshop.',
        ),
        feature(
          'car',
          'Cars, 4x4s and vans',
          'From city cars to SUVs and light commercial vans, including run-flat and low-profile tyres. Fleet customers can have several vehicles done in one visit.',
        ),
      ],
    },
    {
      _type: 'checklistSection',
      _key: keyOf('included'),
      heading: "What's Included",
      intro: 'Every tyre we fit comes with these six things, all within the price we quote.',
      items: [
        "Professional fitting on our van-mounted tyre changer, with the wheel nuts torqued to your manufacturer's setting",
        'Computerised wheel balancing for a smooth, vibration-free drive',
        'A new rubber valve, or a service kit for TPMS sensor valves',
        'Responsible disposal of your old tyre through a licensed recycler',
        "A 12-month workmanship warranty, on top of the tyre maker's own warranty",
        'A free safety check of your other tyres: tread depth, condition and pressures',
      ],
    },
    {
      _type: 'stepsSection',
      _key: keyOf('how-it-works'),
      heading: 'How It Works',
      steps: [
        step(
          'Tell us what you need',
          'Call free or send us a message with your registration, postcode and, if you can, the tyre size printed on the sidewall (for example 205/55 R16 91V). We quote a fixed price and agree a time.',
        ),
        step(
          'We come to you',
          'A technician arrives at your home, workplace or roadside location with your tyres on board, and rings ahead with an arrival time. All we need is firm, level ground beside the car.',
        ),
        step(
          'Fitted, balanced and checked',
          'We fit and balance the new tyres, torque the wheel nuts, set the pressures and check your other tyres. You pay once you are happy with the work.',
        ),
      ],
    },
    testimonialsSection('mobile-tyre-fitting', 'What Our Tyre Fitting Customers Say'),
    callBanner(
      'Need New Tyres Today?',
      'Call our free line for a fixed price and the next available slot, or send us your registration and tyre size and we will come back to you with a quote.',
      true,
    ),
  ],
  seo: seo(
    'Mobile Tyre Fitting at Home or Work | Kerbside',
    'New tyres fitted and balanced on your driveway, at work or at the roadside. Michelin, Bridgestone, Continental, Pirelli and budget options.',
  ),
}

const emergencyTyreFitting = {
  _id: 'service.emergency-tyre-fitting',
  _type: 'service',
  title: 'Emergency Tyre Fitting',
  slug: slug('emergency-tyre-fitting'),
  orderRank: starterRank(2),
  icon: 'siren',
  cardDescription:
    'Blowout, flat or pothole damage at the roadside? We come out 24/7 with a replacement tyre on board, usually within 30-60 minutes.',
  cardFeatures: [
    '24/7, 365 days',
    '30-60 minute response',
    'Common sizes on every van',
    'Motorway and roadside',
  ],
  ctaKind: 'emergencyCall',
  isTyreService: true,
  technicianChecklist: tyreChecklist(),
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: '24/7 emergency tyre fitting',
      heading: 'Stranded With a Flat or Blown Tyre?',
      intro:
        'Call our free line at any hour. We help you get somewhere safe, work out your tyre size from your registration, and send the nearest technician with a replacement tyre on board, usually with you within 30-60 minutes.',
      highlights: [
        'Answered 24/7, 365 days',
        'Usually with you in 30-60 minutes',
        'Common sizes carried on every van',
      ],
      showQuoteButton: false,
      picture: picture(
        'van-at-the-roadside.jpg',
        'Our service van pulled up behind a broken-down red car on a main road at dusk, warning triangle out and a technician on hand.',
        { x: 0.55, y: 0.7 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('situations'),
      heading: 'Emergencies We Deal With Every Day',
      items: [
        feature(
          'alert',
          'Motorway blowout',
          'A tyre that fails at speed can rarely be repaired. We meet you on the hard shoulder or in an emergency area with a new tyre, and fit it behind our cones and beacons.',
        ),
        feature(
          'clock',
          'Flat tyre at night',
          'Punctures do not keep office hours. Our line is answered around the clock, and a night call-out gets the same technician, van and stock as a daytime one.',
        ),
        feature(
          'tyre',
          'Damaged tyre after a pothole',
          'A hard pothole strike can split the sidewall or raise a bulge. Neither is safe to drive on, and both mean a new tyre, which we fit where the car stopped.',
        ),
        feature(
          'wrench',
          'No spare wheel',
          'Many newer cars carry only a sealant kit, which cannot fix a torn tyre or a sidewall cut. We bring the replacement tyre to you instead of a tow.',
        ),
        feature(
          'shield',
          'Locking wheel nut key lost',
          'Tell us when you call if the key is missing. We carry removal tools for most locking nuts and fit a standard wheel bolt in its place.',
        ),
        feature(
          'car',
          'Run-flat warning on the dashboard',
          'A run-flat tyre lets you drive on for a limited distance at reduced speed. Call us and we can meet you at home, at work or at a safe stopping place.',
        ),
      ],
    },
    {
      _type: 'richTextSection',
      _key: keyOf('response-promise'),
      heading: 'Our Response Promise',
      body: portableText('emergency-tyre-fitting-response', [
        'We aim to have a technician with you within **30-60 minutes** of your call, day or night. How soon depends on where you are:',
        '- **City areas**: around 30 minutes',
        '- **Suburban areas**: around 45 minutes',
        '- **Rural areas and motorways**: up to 60 minutes',
        'We give you an honest arrival time when you call, and the technician rings you when they set off. If anything delays them, we call you: you should never have to chase us.',
        'Have your registration and location ready: a what3words address is ideal, or on a motorway the direction of travel, the last junction and the number on the nearest marker post. We confirm the price before we dispatch. Emergency call-out fees may apply out of hours, and we always tell you first.',
      ]),
    },
    {
      _type: 'stockSizesSection',
      _key: keyOf('stock-sizes'),
      heading: 'Tyre Sizes Carried on Every Van',
      intro:
        'These are the sizes drivers ask for most, so every emergency van carries them. If your size is different, we check availability before we set off and can usually source it the same day.',
      sizes: ['195/65R15', '205/55R16', '225/45R17', '215/60R16', '235/65R17'],
      brandsNote:
        'Stocked in premium brands, including Michelin, Bridgestone, Continental and Pirelli, and in quality budget options.',
    },
    {
      _type: 'checklistSection',
      _key: keyOf('safety-protocol'),
      heading: 'Roadside Safety Protocol',
      intro:
        'Your safety comes before the tyre. This is what we ask of you while you wait, and what we do when we arrive.',
      items: [
        'Switch on your hazard lights as soon as you stop, and your sidelights if it is dark or visibility is poor.',
        'On a motorway or fast road, get out by the left-hand doors and wait behind the safety barrier, well away from the traffic.',
        'If you are stopped in a live lane and cannot get out safely, stay in the vehicle with your seatbelt on and call 999 straight away.',
        'Our technicians wear high-visibility clothing whenever they are at the roadside.',
        'We set out cones and switch on amber beacons before any work starts.',
        'If the spot is not safe to work in, we say so and agree a safer plan with you before we touch the car.',
      ],
    },
    testimonialsSection('emergency-tyre-fitting', 'Drivers We Got Moving Again'),
    callBanner(
      'Need Help at the Roadside Now?',
      'Call our free emergency line, day or night. Stay somewhere safe and we will send the nearest technician with a replacement tyre, usually within 30-60 minutes.',
      false,
    ),
  ],
  seo: seo(
    'Emergency Tyre Fitting 24/7 | Kerbside Tyre & Rescue',
    'Flat or blown tyre? Our 24/7 emergency tyre fitters reach you in 30-60 minutes at the roadside or at home, with the most common sizes on board.',
  ),
}

const mobileTyreRepair = {
  _id: 'service.mobile-tyre-repair',
  _type: 'service',
  title: 'Mobile Tyre Repair',
  slug: slug('mobile-tyre-repair'),
  orderRank: starterRank(3),
  icon: 'wrench',
  cardDescription:
    'Punctures, slow leaks and faulty valves repaired at your home, your workplace or the roadside, usually in about 20 minutes. If a repair is not safe, we tell you why.',
  cardFeatures: [
    'Puncture repair',
    'Valve replacement',
    'Slow leaks found and fixed',
    'Honest repair-or-replace advice',
  ],
  ctaKind: 'call',
  isTyreService: true,
  technicianChecklist: tyreChecklist(),
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: 'Mobile puncture repair',
      heading: 'Puncture Repairs Where Your Car Stands',
      intro:
        'Picked up a nail or a screw, or losing pressure slowly? We come to you, take the tyre off the rim to inspect it inside and out and, if it is safe to repair, fix it properly in about 20 minutes. If it is not, we explain why and can fit a new tyre on the spot.',
      highlights: [
        'Repairs in about 20 minutes',
        'Every tyre inspected from the inside',
        'Replacement tyre on board if needed',
      ],
      showQuoteButton: false,
      picture: picture(
        'wheel-and-gauge.jpg',
        'Close-up of a car wheel and tyre beside a digital tyre pressure gauge.',
        { x: 0.55, y: 0.52 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('repair-types'),
      heading: 'Repairs We Carry Out',
      items: [
        feature(
          'tyre',
          'Puncture repair',
          'Nails, screws and other small objects in the tread are repaired with a combined plug and patch fitted from inside the tyre, sealing both the hole and the inner liner. No temporary string plugs.',
        ),
        feature(
          'wrench',
          'Valve replacement',
          'A perished or cracked rubber valve is a common cause of lost pressure. We fit a new valve, or replace the seal and core on a TPMS sensor valve.',
        ),
        feature(
          'gauge',
          'Slow leaks',
          'If a tyre needs air every week, we find out why with a leak test: a tiny puncture, a porous rim, a loose valve core or a poor seal at the bead.',
        ),
        feature(
          'check',
          'Bead seal',
          'Corrosion on alloy wheels stops the tyre sealing against the rim. We clean the bead seat back to bare metal, apply bead sealant and refit the tyre.',
        ),
        feature(
          'shield',
          'Inside inspection',
          'A tyre driven on while flat can be damaged inside where you cannot see it. That is why every repair starts with the tyre off the rim.',
        ),
      ],
    },
    {
      _type: 'repairOrReplaceSection',
      _key: keyOf('repair-or-replace'),
      heading: 'Repair or Replace?',
      intro:
        'We follow the British Standard for tyre repairs (BS AU 159). A repair is safe only when every repair condition is met; any one of the replace conditions means a new tyre.',
      repairTitle: 'We can repair your tyre when',
      repairItems: [
        'The puncture is in the tread, within the central area, not the shoulder or sidewall',
        'The hole is no more than 6mm in diameter',
        'It is a single puncture',
        'The tread depth is above 3mm',
        'There is no earlier repair in the same area',
      ],
      replaceTitle: 'Your tyre needs replacing when',
      replaceItems: [
        'There is any damage to the sidewall',
        'The tyre has a large tear or cut',
        'The tread is below the legal minimum of 1.6mm',
        'There are multiple punctures or earlier repairs',
      ],
    },
    {
      _type: 'stepsSection',
      _key: keyOf('repair-process'),
      heading: 'Our 4-Step Repair Process',
      intro: 'From arrival to driving away usually takes about 20 minutes.',
      steps: [
        step(
          'Find and inspect',
          'We find the puncture, mark it and take the tyre off the wheel to check the inside for damage from being driven on while soft.',
        ),
        step(
          'Decide with you',
          'We measure the tread depth and the size and position of the damage against the repair rules, tell you whether it can be repaired and confirm the price before we carry on.',
        ),
        step(
          'Repair',
          'We clean and buff the inside of the tyre and fit a plug-patch that seals the hole and the inner liner, then refit the tyre with a new valve if the old one is worn.',
        ),
        step(
          'Test and refit',
          "We inflate the tyre to your manufacturer's pressure, leak-test the repair, balance the wheel and refit it with the nuts torqued to the correct setting.",
        ),
      ],
    },
    testimonialsSection('mobile-tyre-repair', 'Recent Repair Customers'),
    callBanner(
      'Got a Nail in Your Tyre?',
      'Do not drive far on a tyre that is losing air: it can turn a repairable puncture into a new tyre. Call us free and we will come to you, repair it if it is safe and replace it if it is not.',
      true,
    ),
  ],
  seo: seo(
    'Mobile Puncture Repair | Kerbside Tyre & Rescue',
    'Punctures repaired on your drive, at work or at the roadside in about 20 minutes, to BS AU 159. Valve replacement and slow-leak fixes too.',
  ),
}

const jumpstartService = {
  _id: 'service.jumpstart-service',
  _type: 'service',
  title: 'Jumpstart Service',
  slug: slug('jumpstart-service'),
  orderRank: starterRank(4),
  icon: 'battery-charging',
  cardDescription:
    'Flat battery at home, at work or at the roadside? We get you started, usually within 30-60 minutes, and test the battery and charging system before we leave.',
  cardFeatures: [
    '30-60 minute response',
    'Safe for modern electronics',
    'Battery and alternator test',
    'New battery on board',
  ],
  ctaKind: 'call',
  isTyreService: false,
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: '24/7 jumpstart service',
      heading: 'Flat Battery? We Will Get You Started',
      intro:
        'Call our free line and a technician is usually with you within 30-60 minutes, at home, at work or at the roadside. We start the engine with a professional booster pack, then test the battery and alternator so you know whether the car will start again tomorrow.',
      highlights: [
        'Usually with you in 30-60 minutes',
        'No second car needed',
        'Free battery and charging test',
      ],
      showQuoteButton: false,
      picture: picture(
        'jump-start.jpg',
        'A technician runs jump leads from our van to a white car with its bonnet up on a frosty morning.',
        { x: 0.52, y: 0.72 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('features'),
      heading: 'What Our Jumpstart Service Includes',
      items: [
        feature(
          'battery-charging',
          'Professional booster pack',
          'We start your engine from a surge-protected booster pack, not jump leads from another car, which protects modern electronics from voltage spikes.',
        ),
        feature(
          'gauge',
          'Battery and alternator test',
          'Once the engine is running we test the battery and the charging voltage, so you know whether the battery, the alternator or a light left on was to blame.',
        ),
        feature(
          'car',
          'Start-stop, hybrid and diesel',
          'We know where to connect on cars with the battery in the boot or under a seat, and how to start hybrids and start-stop models safely.',
        ),
        feature(
          'truck',
          'Vans and 4x4s',
          'Our boosters turn over large diesel engines in vans, pick-ups and 4x4s as well as everyday cars, including on cold winter mornings.',
        ),
        feature(
          'battery',
          'A new battery if you need one',
          'If the battery has failed, we can usually fit a replacement from the van there and then, so you do not need a second call-out.',
        ),
        feature(
          'clock',
          'Advice to keep it running',
          'We tell you how long to drive to put charge back in (usually at least 30 minutes, without heavy use of heaters and lights) and what to look out for next time.',
        ),
      ],
    },
    callBanner(
      "Car Won't Start?",
      'Call our free line, day or night. A technician is usually with you within 30-60 minutes, and we confirm the price before we set off.',
      false,
    ),
  ],
  seo: seo(
    'Jumpstart Service 24/7 | Kerbside Tyre & Rescue',
    'Flat battery? We jumpstart cars and vans 24/7, usually within 30-60 minutes, with surge-protected boosters and a free battery and charging test.',
  ),
}

const batteryReplacement = {
  _id: 'service.battery-replacement',
  _type: 'service',
  title: 'Battery Replacement',
  slug: slug('battery-replacement'),
  orderRank: starterRank(5),
  icon: 'battery',
  cardDescription:
    'A new battery tested, supplied and fitted at your home, your workplace or the roadside, including start-stop AGM and EFB batteries. Your old battery is recycled.',
  cardFeatures: [
    'Free battery test',
    'Start-stop batteries fitted',
    'Car settings kept',
    'Old battery recycled',
  ],
  ctaKind: 'call',
  isTyreService: false,
  technicianChecklist: [
    {
      _type: 'technicianChecklistItem',
      _key: 'stop-start',
      text: 'Tell us if your car has stop-start (the engine stops by itself at lights, or there\'s an "A" button with a circling arrow): it needs a different battery, and we\'ll bring the right one.',
    },
  ],
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: 'Mobile battery replacement',
      heading: 'A New Battery Fitted Where You Are',
      intro:
        'If your battery will not hold a charge, tell us your registration and we confirm the right replacement and its price on the phone. A technician is usually with you within 30-60 minutes, and most batteries are fitted in under half an hour.',
      highlights: [
        'Usually with you in 30-60 minutes',
        'Fitted in under half an hour',
        "Manufacturer's battery guarantee",
      ],
      showQuoteButton: false,
      picture: picture(
        'jump-start.jpg',
        'A technician beside our van and a white car with its bonnet up, ready to test and change the battery.',
        { x: 0.52, y: 0.72 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('features'),
      heading: 'Battery Replacement, Done Properly',
      items: [
        feature(
          'gauge',
          'Tested before we replace',
          'We test the battery and the charging system first. If the battery is healthy and the fault lies elsewhere, we tell you rather than sell you a battery you do not need.',
        ),
        feature(
          'battery',
          'The right battery for your car',
          'Start-stop cars need an AGM or EFB battery of the correct capacity. We match the type and size to your vehicle, not just to whatever fits the tray.',
        ),
        feature(
          'shield',
          'Your settings kept',
          'A memory saver keeps power to the car while the battery is out, so you keep your radio code, clock, and seat and mirror settings.',
        ),
        feature(
          'wrench',
          'Battery registration',
          'Many modern cars must be told a new battery has been fitted, or they will charge it wrongly and shorten its life. We register it with our diagnostic tool.',
        ),
        feature(
          'truck',
          'Old battery recycled',
          'We take your old battery away and send it for recycling. Lead-acid batteries must never go to landfill.',
        ),
        feature(
          'award',
          'Guarantee included',
          "Every battery carries its manufacturer's guarantee, usually two to five years depending on the battery, on top of our 12-month workmanship warranty.",
        ),
      ],
    },
    callBanner(
      'Battery Given Up?',
      'Call us free with your registration. We confirm the correct battery and the price, and a technician is usually with you within 30-60 minutes.',
      true,
    ),
  ],
  seo: seo(
    'Mobile Car Battery Replacement | Kerbside Tyre & Rescue',
    'Car battery replaced at home, at work or at the roadside, usually within 30-60 minutes. AGM and EFB start-stop batteries fitted, old one recycled.',
  ),
}

const emergencyRefuel = {
  _id: 'service.emergency-refuel',
  _type: 'service',
  title: 'Emergency Refuel',
  slug: slug('emergency-refuel'),
  orderRank: starterRank(6),
  icon: 'fuel',
  cardDescription:
    'Run out of petrol or diesel? We bring enough fuel to get you to the nearest filling station, usually within 30-60 minutes.',
  cardFeatures: [
    'Petrol or diesel',
    '30-60 minute response',
    'Enough to reach a station',
    'Diesel systems primed',
  ],
  ctaKind: 'call',
  isTyreService: false,
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: '24/7 emergency refuel',
      heading: "Run Out of Fuel? We'll Bring It to You",
      intro:
        'If your car or van has run dry, call our free line. We bring petrol or diesel in sealed, approved containers, usually within 30-60 minutes, and put in enough to get you to the nearest filling station.',
      highlights: ['Usually with you in 30-60 minutes', 'Petrol and diesel', 'Available 24/7'],
      showQuoteButton: false,
      picture: picture(
        'van-at-the-roadside.jpg',
        'Our service van pulled up behind a stranded red car at dusk, with a technician on hand and a warning triangle out.',
        { x: 0.55, y: 0.7 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('features'),
      heading: 'How Emergency Refuel Works',
      items: [
        feature(
          'fuel',
          'Petrol or diesel',
          'Tell us which fuel your vehicle takes when you call (it is shown inside the filler flap and in the handbook) and we bring the right one.',
        ),
        feature(
          'map-pin',
          'Enough to reach a filling station',
          'We put in around 10 litres, enough to reach the nearest filling station comfortably, where you can fill up at pump prices.',
        ),
        feature(
          'wrench',
          'Diesel systems restarted',
          'A diesel that runs dry can draw air into the fuel system. We prime the system so the engine restarts, instead of flattening the battery with long cranking.',
        ),
        feature(
          'shield',
          'Safe fuel handling',
          'Fuel travels in sealed, approved containers and goes in through a spill-free nozzle, with the engine off and the keys out of the ignition.',
        ),
        feature(
          'alert',
          'Stopped somewhere unsafe?',
          'On a motorway, get onto the hard shoulder or into an emergency area, switch on your hazard lights and wait behind the barrier. In a live lane, stay belted in and call 999.',
        ),
        feature(
          'pound',
          'Clear pricing',
          'You pay a call-out charge plus the fuel we put in, both confirmed on the phone before we set off. Payment is by cash, card or bank transfer.',
        ),
      ],
    },
    callBanner(
      'Out of Fuel Right Now?',
      'Call our free line, tell us where you are and which fuel you need, and a technician will be with you, usually within 30-60 minutes.',
      false,
    ),
  ],
  seo: seo(
    'Emergency Fuel Delivery 24/7 | Kerbside Tyre & Rescue',
    'Run out of petrol or diesel? We bring fuel to you 24/7, usually within 30-60 minutes, with enough to reach the nearest filling station.',
  ),
}

const tpmsService = {
  _id: 'service.tpms-service',
  _type: 'service',
  title: 'TPMS Service',
  slug: slug('tpms-service'),
  orderRank: starterRank(7),
  icon: 'gauge',
  cardDescription:
    'Tyre pressure warning light on? We diagnose the fault, replace and program sensors and service valves on your driveway, so your car is ready for its MOT.',
  cardFeatures: [
    'Sensor diagnostics',
    'Sensor replacement',
    'Programming and relearn',
    'MOT-ready',
  ],
  ctaKind: 'book',
  isTyreService: false,
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: 'Tyre pressure monitoring',
      heading: 'TPMS Warning Light? Fixed on Your Driveway',
      intro:
        'A tyre pressure warning light that will not go out usually means a sensor has failed or needs programming. We read every sensor, find the fault and replace or reprogram it at your home or workplace, usually in under an hour.',
      highlights: [
        'Diagnosis at your home or work',
        'Sensors programmed to your car',
        'MOT-ready when we leave',
      ],
      showQuoteButton: true,
      picture: picture(
        'wheel-and-gauge.jpg',
        'Close-up of a car wheel and tyre beside a digital tyre pressure gauge.',
        { x: 0.55, y: 0.52 },
      ),
    },
    {
      _type: 'richTextSection',
      _key: keyOf('what-is-tpms'),
      heading: 'What Is TPMS?',
      body: portableText('tpms-service-what-is-tpms', [
        'A tyre pressure monitoring system (TPMS) warns you when a tyre is significantly under-inflated, with an amber dashboard symbol shaped like a horseshoe with an exclamation mark inside.',
        'Most cars use a **direct** system: a sensor inside each wheel, usually built into the valve, measures pressure and temperature and reports them to the car by radio. Each sensor has its own sealed battery, which cannot be replaced on its own.',
        'Some cars use an **indirect** system, which compares wheel speeds through the ABS sensors to spot a tyre that is going down. It has no sensors in the wheels, but it must be reset after tyres are changed or pressures adjusted.',
        'A light that comes on and stays on normally means low pressure. A light that flashes for a minute or so and then stays on usually means a fault in the system itself, and that is what we fix.',
      ]),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('services'),
      heading: 'Our TPMS Services',
      items: [
        feature(
          'gauge',
          'Diagnostics',
          "We read each sensor with a TPMS tool and connect to the car's diagnostic port to see every sensor's ID, pressure, temperature and battery state, and any stored fault codes.",
        ),
        feature(
          'wrench',
          'Sensor replacement',
          'Failed sensors are replaced with original-equipment or approved programmable sensors, fitted with a new seal, nut and valve core.',
        ),
        feature(
          'check',
          'Programming and relearn',
          'A new sensor must be matched to the car. We code it directly or run the relearn procedure your manufacturer specifies, then confirm the light has gone out.',
        ),
        feature(
          'tyre',
          'Valve service',
          'Whenever a tyre is changed, a TPMS valve needs a new seal, nut, core and cap. Skipping this is a common cause of slow leaks and seized valve stems.',
        ),
      ],
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('common-problems'),
      heading: 'Common TPMS Problems',
      items: [
        feature(
          'battery',
          'Flat sensor battery',
          'After several years the sealed battery runs down and the sensor stops reporting. It is the most common reason for a light that will not go out on an older car.',
        ),
        feature(
          'alert',
          'Light still on after inflating',
          'If the pressures are right but the light stays on, the system may need resetting or a relearn, or one sensor may not be reporting at all.',
        ),
        feature(
          'thermometer',
          'Light on in cold weather',
          'Tyre pressure drops as the temperature falls, so the light often appears on the first cold morning. Check and adjust the pressures; if the light stays on, call us.',
        ),
        feature(
          'wrench',
          'Corroded valve stems',
          'Aluminium sensor valve stems corrode, especially after winters of road salt, and can leak or snap when a tyre is changed. We replace the stem or the sensor.',
        ),
        feature(
          'car',
          'Wheels without sensors',
          'Winter or aftermarket wheels fitted without sensors keep the light on permanently. We fit sensors to the second set and program them to the car.',
        ),
      ],
    },
    {
      _type: 'checklistSection',
      _key: keyOf('mot-rules'),
      heading: 'TPMS and Your MOT',
      intro: 'What the rules mean for your car, and why a warning light is worth fixing early.',
      items: [
        'TPMS has been mandatory on every new passenger car sold in the UK since November 2014.',
        'TPMS is part of the MOT: under the rules in force since 2018, a lit TPMS warning light on a vehicle first used from 1 January 2012 is a major defect and an MOT fail.',
        'Sensor batteries last 7-10 years and are sealed inside the sensor, so a flat battery means a new sensor.',
        'A missing sensor, or one that has stopped reporting, also lights the warning lamp and must be fixed before the test.',
        'Book a check a week or two before your MOT, so there is time to order a sensor if your car needs an unusual one.',
      ],
    },
    testimonialsSection('tpms-service', 'What Our TPMS Customers Say'),
    callBanner(
      'Warning Light On Before Your MOT?',
      'Book a TPMS check at home or work. Tell us your registration and we will confirm the likely sensor and the price before we arrive.',
      true,
    ),
  ],
  seo: seo(
    'TPMS Sensor Repair & Programming | Kerbside',
    'Tyre pressure warning light on? We diagnose TPMS faults and replace and program sensors at home or work. A lit TPMS light is an MOT fail.',
  ),
}

const brakeService = {
  _id: 'service.brake-service',
  _type: 'service',
  title: 'Brake Service',
  slug: slug('brake-service'),
  orderRank: starterRank(8),
  icon: 'disc',
  cardDescription:
    'Brake pads, discs and fluid replaced at your home or workplace, with a full brake system check and a fixed price agreed before any work starts.',
  cardFeatures: ['Pads and discs', 'Full system check', 'Brake fluid change', 'Fixed-price quotes'],
  ctaKind: 'book',
  isTyreService: false,
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: 'Mobile brake service',
      heading: 'Brake Pads, Discs and Fluid, Done at Home',
      intro:
        'Squealing, grinding or a soft pedal? We inspect your brakes on your driveway or at work, measure the pads and discs, and quote a fixed price per axle before any work starts. Pads take about an hour an axle; pads and discs about 90 minutes.',
      highlights: [
        'Inspection before any work',
        'Fixed price per axle',
        'Electronic parking brakes handled',
        'Road-tested before hand-back',
      ],
      showQuoteButton: true,
      picture: picture(
        'technician-at-the-van.jpg',
        'A technician holding a torque wrench and a tablet stands beside our navy and amber service van.',
        { x: 0.68, y: 0.62 },
      ),
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('services'),
      heading: 'Our Brake Services',
      items: [
        feature(
          'disc',
          'Brake pads',
          'Worn pads replaced in axle pairs, with the callipers cleaned, slide pins lubricated and wear sensors renewed where fitted.',
        ),
        feature(
          'disc',
          'Brake discs',
          'Discs worn to their minimum thickness (stamped on the disc), warped or badly scored are replaced together with new pads.',
        ),
        feature(
          'check',
          'Full system check',
          'Pads, discs, callipers, hoses, pipes, fluid level and handbrake checked on all four wheels, with a written report of what we find.',
        ),
        feature(
          'thermometer',
          'Brake fluid change',
          'Brake fluid absorbs water over time, which lowers its boiling point and softens the pedal. We test it and replace it when it is due.',
        ),
        feature(
          'wrench',
          'Electronic parking brakes',
          'Many newer cars need a diagnostic tool to wind back the rear callipers. We carry one, so rear pads on these cars are no problem.',
        ),
      ],
    },
    {
      _type: 'checklistSection',
      _key: keyOf('warning-signs'),
      heading: 'Warning Signs Your Brakes Need Attention',
      intro:
        'Book a check if you notice any of these. If the pedal goes to the floor, do not drive.',
      items: [
        'A squeal or squeak when braking, often the pad wear indicator',
        'A grinding or scraping noise, which can mean metal on metal',
        'The car pulls to one side under braking',
        'Vibration through the pedal or steering wheel as you slow down',
        'A soft, spongy or sinking brake pedal',
        'The brake warning light stays on',
        'A burning smell after ordinary driving',
      ],
    },
    {
      _type: 'stepsSection',
      _key: keyOf('brake-process'),
      heading: 'Our 4-Step Brake Process',
      steps: [
        step(
          'Inspect and measure',
          'We take the wheels off, measure pad and disc thickness, check the callipers and hoses and test the brake fluid.',
        ),
        step(
          'Quote before any work',
          'We show you what we found, with photos if you are not there, and give you a fixed price. Nothing is replaced without your agreement.',
        ),
        step(
          'Replace and refit',
          "We fit the new parts, clean and lubricate the slide pins, and torque everything to the manufacturer's setting.",
        ),
        step(
          'Bed in and road test',
          'We pump the pedal up, check the fluid level, bed the new pads in and road-test the car before handing it back.',
        ),
      ],
    },
    {
      _type: 'intervalTableSection',
      _key: keyOf('replacement-guidance'),
      heading: 'When to Replace Brake Parts',
      intro:
        'Typical figures: how you drive matters most. Town driving, hills and heavy loads wear brakes faster than motorway miles.',
      itemHeading: 'Part',
      intervalHeading: 'When to replace',
      rows: [
        intervalRow(
          'Brake pads',
          'Replace below 3mm of friction material; typically about every 12-18 months',
        ),
        intervalRow(
          'Brake discs',
          'At the minimum thickness stamped on the disc; typically about every 2-3 pad changes',
        ),
        intervalRow('Brake fluid', 'Every 2 years, or sooner if a moisture test fails'),
      ],
    },
    testimonialsSection('brake-service', 'What Our Brake Customers Say'),
    callBanner(
      'Worried About Your Brakes?',
      'Book a brake inspection at home or work. If anything is unsafe we tell you straight away, and we quote a fixed price to put it right.',
      true,
    ),
  ],
  seo: seo(
    'Mobile Brake Pads & Discs Service | Kerbside',
    'Brake pads, discs and fluid replaced on your driveway or at work. Inspection first, a fixed-price quote and a road test before we hand back.',
  ),
}

const vehicleServicing = {
  _id: 'service.vehicle-servicing',
  _type: 'service',
  title: 'Vehicle Servicing',
  slug: slug('vehicle-servicing'),
  orderRank: starterRank(9),
  icon: 'car',
  cardDescription:
    "Basic, interim and full services carried out at your home or workplace, to your manufacturer's schedule, with your service record updated.",
  cardFeatures: [
    'Basic, interim and full',
    'Manufacturer-grade oils',
    'Service record updated',
    'Done on your driveway',
  ],
  ctaKind: 'book',
  isTyreService: false,
  sections: [
    {
      _type: 'heroSection',
      _key: keyOf('hero'),
      eyebrow: 'Mobile vehicle servicing',
      heading: 'Car Servicing Without the Garage Trip',
      intro:
        "We service your car at home or at work to your manufacturer's schedule, using oil and parts of the right specification, and update your service record. You get a fixed price before we start and a written report when we finish.",
      highlights: [
        'Fixed price per package',
        'Manufacturer-specification parts',
        'Service record updated',
        'Written report with photos',
      ],
      showQuoteButton: true,
      picture: picture(
        'technician-at-the-van.jpg',
        'A technician holding a torque wrench and a tablet stands beside our navy and amber service van.',
        { x: 0.68, y: 0.62 },
      ),
    },
    {
      _type: 'packageTableSection',
      _key: keyOf('packages'),
      heading: 'Choose Your Service',
      intro:
        'Not sure which you need? Check your service book or the service indicator on the dashboard, or tell us your registration and mileage and we will recommend one.',
      packages: refs(['basic', 'interim', 'full'].map(packageId)),
    },
    {
      _type: 'checklistSection',
      _key: keyOf('included'),
      heading: 'Included in Every Service',
      items: [
        "Engine oil and filter to your manufacturer's specification",
        'Fluid levels checked and topped up',
        'Tyres, lights, wipers and battery checked',
        'Service indicator reset',
        'Service book stamped or digital service history updated',
        'A written report of anything needing attention, with photos',
        'Old oil and filters taken away for recycling',
        'No extra work without your agreement',
      ],
    },
    {
      _type: 'featureGridSection',
      _key: keyOf('benefits'),
      heading: 'Why Service With Us',
      items: [
        feature(
          'map-pin',
          'We come to you',
          'Your car is serviced on your drive or in your workplace car park: no drop-off, no courtesy car and no lost morning.',
        ),
        feature(
          'shield',
          'Your warranty protected',
          "Servicing to the manufacturer's schedule with parts and oils of the right specification keeps a new-car warranty valid, wherever the work is done.",
        ),
        feature(
          'pound',
          'Fixed, transparent prices',
          'Each package has a fixed price for your car. If we find anything else, we quote for it and wait for your go-ahead.',
        ),
        feature(
          'award',
          '12-month workmanship warranty',
          'All our work is covered for 12 months. If something is not right, tell us within 7 days of the service and we will come back to put it right.',
        ),
      ],
    },
    {
      _type: 'intervalTableSection',
      _key: keyOf('intervals'),
      heading: 'Recommended Service Intervals',
      intro:
        "Whichever comes first, time or mileage. Where your manufacturer's schedule differs, we follow the manufacturer.",
      itemHeading: 'Service',
      intervalHeading: 'Recommended interval',
      rows: packageDocuments.map((document) => intervalRow(document.name, document.interval)),
    },
    testimonialsSection('vehicle-servicing', 'What Our Servicing Customers Say'),
    callBanner(
      'Service Due Soon?',
      'Book a service at home or work. Tell us your registration and mileage and we will recommend the right package and confirm the price.',
      true,
    ),
  ],
  seo: seo(
    'Mobile Car Servicing at Home or Work | Kerbside',
    'Basic, interim and full car services on your driveway or at work, with manufacturer-specification oil and parts and your service record updated.',
  ),
}

export const serviceDocuments = [
  mobileTyreFitting,
  emergencyTyreFitting,
  mobileTyreRepair,
  jumpstartService,
  batteryReplacement,
  emergencyRefuel,
  tpmsService,
  brakeService,
  vehicleServicing,
]
