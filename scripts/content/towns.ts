// Starter content: the ten town pages (/areas-covered/mobile-tyre-fitting-<slug>/). Each page's
// main copy is written for its own town (roads, junctions, workplaces, where drivers get stuck),
// because near-identical town pages read as doorway pages to search engines; towns.test.ts
// measures the overlap.
import { keyOf, portableText, slug, starterRank } from './build.ts'
import { picture } from './pictures.ts'

export const townDocuments = [
  {
    _id: 'town.swindon',
    _type: 'town',
    name: 'Swindon',
    slug: slug('swindon'),
    orderRank: starterRank(1),
    postcodeDistricts: ['SN1', 'SN2', 'SN3', 'SN4', 'SN5', 'SN6', 'SN25', 'SN26'],
    responseTime: '30 minutes in town, up to 60 on the M4',
    county: 'Wiltshire',
    cardDescription:
      'Tyres, batteries and roadside rescue across Swindon, from Old Town to the M4 at junctions 15 and 16.',
    heroHeading: 'Mobile Tyre Fitting in Swindon',
    heroIntro:
      'Stranded on the A419 or looking at a flat on the driveway in Haydon Wick? Our Swindon technicians bring new tyres, batteries and fuel to wherever you are, day or night, and have you moving again without a trip to the garage.',
    picture: picture(
      'swindon-from-the-ring-road.jpg',
      'Our service van on the road into Swindon, with a red-brick clock tower on the skyline behind.',
    ),
    localIntro: portableText('town-swindon-local', [
      'Swindon sits right on the M4, and a large share of our calls here come from the stretch between **junction 15** by the Great Western Hospital and **junction 16** on the Royal Wootton Bassett side of town. We also spend a lot of time on the A419 dual carriageway north towards Blunsdon and Cirencester, where there is very little room to pull over, and on the northern distributor roads around Thamesdown Drive. If you pick up a puncture on the motorway, leave at the next junction if it is safe to do so and we will meet you in a car park or lay-by off the slip road.',
      "In town, the famous Magic Roundabout by the County Ground has claimed more than one alloy wheel on its kerbed islands, and the five roads that feed it, from Fleming Way to Queens Drive, catch out drivers who don't know the layout. We regularly replace kerbed tyres and split valves for shift workers on the industrial estates at Groundwell, Kembrey Park and South Marston, and for staff and visitors parked at the Great Western Hospital at Commonhead.",
      'Newer estates such as Wichelstowe, Tadpole Garden Village and the Eastern Villages have plenty of driveways but few tyre garages within walking distance, which makes a home fitting the easy option. Book a morning slot and we will fit, balance and torque your new tyres while you do the school run.',
    ]),
    responseNote:
      'Swindon town centre, Old Town and the streets around the railway station usually see a technician within 30 minutes. Allow around 45 minutes for Stratton St Margaret, Haydon Wick, Covingham, Wichelstowe and Wroughton. Highworth, Chiseldon and the downland villages, and breakdowns on the M4 between junctions 15 and 16, can take up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'From the Victorian terraces of the Railway Village to the new homes at Wichelstowe, these are the parts of Swindon we visit most often. Live somewhere else in the borough? Call and ask: we cover all of it.',
    neighbourhoods: [
      'Old Town',
      'Stratton St Margaret',
      'Wroughton',
      'Haydon Wick',
      'Highworth',
      'Wichelstowe',
      'Covingham',
      'Penhill',
    ],
    whyChooseHeading: 'Why Choose Us in Swindon',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'motorway-know-how'),
        title: 'Motorway Know-How',
        text: 'We work the M4 around junctions 15 and 16 every week, so we can point you to a safe place to wait off the carriageway while the van is on its way.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'around-your-shifts'),
        title: 'Around Your Shifts',
        text: "Night shifts at the distribution centres and the hospital don't stop for a flat tyre. We fit tyres in workplace car parks at any hour, so you can drive home when your shift ends.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'stock-for-local-cars'),
        title: 'Stock for Local Cars',
        text: 'Our vans carry the sizes Swindon drivers ask for most, from small hatchbacks to the family SUVs on the newer estates, in premium and budget brands.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'price-before-we-set-off'),
        title: 'Price Before We Set Off',
        text: "We quote on the phone before the van leaves, and you settle up by cash, card or bank transfer only once you're happy with the finished job.",
      },
    ],
    closingHeading: 'Flat Tyre in Swindon? Call Us Now',
    closingText:
      "Whether you're on the hard shoulder near junction 16 or in a car park at the Orbital Shopping Park, one free call brings a fully equipped van to you. Tell us where you are and we'll give you an honest arrival time.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Swindon | 24/7 Roadside Rescue',
      description:
        'Mobile tyre fitting and roadside rescue in Swindon, 24/7. Help on the M4 at J15 and J16, the A419 and every estate from Old Town to Wichelstowe.',
    },
  },
  {
    _id: 'town.bath',
    _type: 'town',
    name: 'Bath',
    slug: slug('bath'),
    orderRank: starterRank(2),
    postcodeDistricts: ['BA1', 'BA2'],
    responseTime: '30 minutes in the centre, 45 in the suburbs',
    county: 'Somerset',
    cardDescription:
      'Tyre fitting and breakdown help across Bath, from the Georgian city centre to the A46 and A36.',
    heroHeading: 'Mobile Tyre Fitting Across Bath',
    heroIntro:
      "Punctured on Lansdown Road or stuck with a flat battery in a Widcombe residents' bay? We come to you anywhere in and around Bath with the tyres and tools to fix it on the spot.",
    picture: picture(
      'bath-from-the-ring-road.jpg',
      'Our service van on the road into Bath, with the abbey tower on the skyline behind.',
    ),
    localIntro: portableText('town-bath-local', [
      "Bath's hills and narrow Georgian streets make a flat tyre harder to deal with than in most cities. Steep climbs such as Lansdown Road, Bathwick Hill and the Wells Road leave little room to change a wheel, and many terraces have no off-street parking at all. Our vans are sized for residents' parking zones, and our technicians are used to setting up safely on a slope or a steep camber, with the wheels chocked before the jack goes under.",
      'Most drivers reach Bath on the A4 from Bristol or Chippenham, the A36 from Warminster and the south, or the A46, which drops off the Cotswold edge from **junction 18 of the M4**. The long descent on the A46 past Swainswick and the queues on London Road and around Cleveland Bridge are where we see overheated brakes, batteries worn out by stop-start traffic and tyres torn on the kerbs of tight side roads.',
      "We also look after drivers at the Royal United Hospital, the University of Bath on Claverton Down and the park and rides at Lansdown, Newbridge and Odd Down. If your car won't start after a long day in the city, we can jump-start it or fit a new battery right there in the car park, so you're not left stranded at the end of the bus route.",
    ]),
    responseNote:
      'In central Bath, including the streets around the Abbey, Kingsmead and the Circus, we normally reach you within 30 minutes, traffic permitting. Oldfield Park, Weston, Larkhall, Combe Down and Odd Down are usually 45 minutes. Villages such as Batheaston, Bathampton and Freshford, and the A46 up to the M4, can take up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'We cover the whole city and its surrounding villages, from student lets in Oldfield Park to family homes in Combe Down. These are the areas we are called to most.',
    neighbourhoods: [
      'Oldfield Park',
      'Widcombe',
      'Larkhall',
      'Weston',
      'Combe Down',
      'Bathwick',
      'Odd Down',
      'Batheaston',
    ],
    whyChooseHeading: 'Why Choose Us in Bath',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'built-for-hills'),
        title: 'Built for Hills and Tight Streets',
        text: 'Our technicians work safely on gradients and in narrow terraces, using chocks and low-profile jacks where others would call for a tow truck.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'skip-the-cross-town-drive'),
        title: 'Skip the Cross-Town Drive',
        text: 'Crossing Bath at rush hour can take longer than the fitting itself. We bring the tyre to your home or office, so you never sit on London Road with a slow puncture.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'help-for-visitors'),
        title: 'Help for Visitors Too',
        text: "Here for a weekend or a day at the spa? We help visiting drivers at hotels, guest houses and park and rides, so a puncture doesn't spoil the journey home.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'careful-with-alloys'),
        title: 'Careful With Alloys',
        text: 'Scuffed alloys are part of life on Bath streets. We fit with wheel protection, balance every wheel and point out any kerb damage before we leave.',
      },
    ],
    closingHeading: "Stuck in Bath? We're on Our Way",
    closingText:
      "Call free from the roadside, a residents' bay or a car park and tell us the street or the nearest landmark. We'll send the closest van and keep you updated until the technician pulls up.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Bath | Tyres Fitted at Your Kerb',
      description:
        'Mobile tyre fitting, puncture repair and roadside rescue across Bath, 24/7. We reach Georgian terraces, park and rides and the A46, A36 and A4.',
    },
  },
  {
    _id: 'town.bristol',
    _type: 'town',
    name: 'Bristol',
    slug: slug('bristol'),
    orderRank: starterRank(3),
    postcodeDistricts: [
      'BS1',
      'BS2',
      'BS3',
      'BS4',
      'BS5',
      'BS6',
      'BS7',
      'BS8',
      'BS9',
      'BS10',
      'BS11',
      'BS13',
      'BS14',
      'BS15',
      'BS16',
      'BS30',
      'BS32',
      'BS34',
    ],
    responseTime: '30 minutes in the centre, up to 60 at Almondsbury',
    county: 'Bristol',
    cardDescription:
      'Round-the-clock mobile tyres and rescue across Bristol, from the M32 to the A4174 ring road.',
    heroHeading: 'Mobile Tyre Fitting in Bristol',
    heroIntro:
      "Whether it's a blowout on the M5 at Avonmouth or a flat battery on a Bedminster side street, our Bristol technicians come to you with the parts to fix it where you are.",
    picture: picture(
      'bristol-from-the-ring-road.jpg',
      'Our service van on the road into Bristol, with a suspension bridge on the skyline behind.',
    ),
    localIntro: portableText('town-bristol-local', [
      'Bristol is where the M4 and M5 meet, and the **Almondsbury interchange** is one of the busiest places we cover. Tyre failures on the approach to the interchange, on the Avonmouth Bridge and around Cribbs Causeway at junction 17 of the M5 make up a good share of our motorway work. The **M32** brings traffic from junction 19 of the M4 straight into the city at Cabot Circus, and its short slip roads at Eastville mean a flat there needs dealing with quickly and safely.',
      'The **A4174** ring road links Filton, Emersons Green, Kingswood and Hengrove, and it is lined with business parks and retail parks where we fit tyres in the car park while people work. Aerospace sites around Filton and Patchway, the warehouses at Avonmouth and the offices at Aztec West all keep us busy, as do Southmead Hospital and the hospitals in the city centre.',
      'Closer in, the terraced streets of Southville, Redland and Totterdown are packed with cars parked nose to tail, often on a hill. We plan each job so the van can pull in safely nearby, and we can usually fit a tyre in the street without your car needing to move at all.',
    ]),
    responseNote:
      'We aim to reach central Bristol, Clifton, Redland and the Harbourside within 30 minutes. Outer districts such as Fishponds, Brislington, Kingswood, Bradley Stoke and Stoke Gifford are usually 45 minutes away. For the Almondsbury interchange, the Avonmouth Bridge and rural South Gloucestershire, please allow up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      "Bristol is a big patch, so we keep technicians on both sides of the river. These are the districts we're asked to visit most.",
    neighbourhoods: [
      'Clifton',
      'Redland',
      'Bedminster',
      'Southville',
      'Fishponds',
      'Brislington',
      'Kingswood',
      'Bradley Stoke',
    ],
    whyChooseHeading: 'Why Bristol Drivers Choose Us',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'both-sides-of-the-city'),
        title: 'Both Sides of the City',
        text: 'With technicians on standby north and south of the river, we can avoid crossing the centre at rush hour and get to you sooner.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'motorway-safety-first'),
        title: 'Motorway Safety First',
        text: 'On the M4 and M5 we talk you through getting behind the barrier before we set off, then meet you at the nearest safe place with warning beacons and high-visibility kit.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'vans-and-fleets'),
        title: 'Vans and Fleets',
        text: 'Delivery vans out of Avonmouth and trade vehicles across the city lose money every hour they stand still. We carry light commercial tyres and fit them on site, so the round gets finished.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'no-driveway-needed'),
        title: 'No Driveway Needed',
        text: "No drive? No problem. We fit tyres on Bristol's terraced streets, in residents' bays and at your workplace.",
      },
    ],
    closingHeading: 'Need Help in Bristol Right Now?',
    closingText:
      "Give us a free call with your location and registration. Whether it's the ring road, the M32 or your own front door, we'll tell you straight away how soon we can be there.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Bristol | 24/7 Tyres & Rescue',
      description:
        'Mobile tyre fitting and 24/7 roadside rescue in Bristol. Help on the M32, at the Almondsbury interchange, on the A4174 ring road and at your door.',
    },
  },
  {
    _id: 'town.oxford',
    _type: 'town',
    name: 'Oxford',
    slug: slug('oxford'),
    orderRank: starterRank(4),
    postcodeDistricts: ['OX1', 'OX2', 'OX3', 'OX4', 'OX5', 'OX33', 'OX44'],
    responseTime: '30 minutes in the centre, up to 60 on the A34',
    county: 'Oxfordshire',
    cardDescription:
      'Mobile tyre fitting and breakdown help around Oxford, its ring road, the A34 and the M40.',
    heroHeading: 'Mobile Tyre Fitting Around Oxford',
    heroIntro:
      "Oxford's traffic is no place to limp along on a flat. Call us and a technician will come to your home, college, office or park and ride space with the right tyre, battery or fuel.",
    picture: picture(
      'oxford-from-the-ring-road.jpg',
      'Our service van on the road into Oxford, with college spires and a dome on the skyline behind.',
    ),
    localIntro: portableText('town-oxford-local', [
      'The **A34** carries a huge volume of lorries past Oxford on the western bypass, and breakdowns between the Botley interchange, Hinksey Hill and the Peartree junction are among our most frequent call-outs here. The ring road that circles the city, made up of the A40 northern bypass and the eastern and southern bypasses, has busy roundabouts at Headington, Cowley and Wolvercote where damaged tyres and failed batteries are common in slow traffic.',
      "To the east, the A40 links the city to **junction 8 of the M40** at Wheatley, while **junction 9** near Wendlebury feeds the A34 towards Bicester. We regularly meet drivers who have come off the M40 with a warning light on, or who have nursed a slow puncture down the A34 to the first safe place to stop. With bus gates and scarce parking in the centre, it's usually quicker for us to come to you than for you to reach a garage.",
      "The park and ride sites at Thornhill, Redbridge, Seacourt, Peartree and Water Eaton are a favourite place for us to meet: there's room to work safely and you're never far from a bus into the centre. We also fit tyres for staff at the John Radcliffe and Churchill hospitals in Headington, at the car plant and business parks in Cowley, and across the Oxford Science Park.",
    ]),
    responseNote:
      "Central Oxford, Jericho, St Clement's and the streets inside the ring road are typically 30 minutes. Headington, Cowley, Summertown, Marston and Botley are around 45 minutes. Kidlington, the villages beyond the ring road and call-outs on the A34 or the M40 at junctions 8 and 9 can take up to 60 minutes.",
    areasHeading: 'Areas We Cover',
    areasIntro:
      'We cover the city, its suburbs and the villages along the A34 and A40. These are the places we visit most often.',
    neighbourhoods: [
      'Headington',
      'Cowley',
      'Summertown',
      'Jericho',
      'Botley',
      'Marston',
      'Blackbird Leys',
      'Kidlington',
    ],
    whyChooseHeading: 'Why Choose Us in Oxford',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'we-dodge-the-queues'),
        title: 'We Dodge the Queues',
        text: 'Our technicians know how to get round the ring road at peak times and which bus gates to avoid, so the arrival time we give you is one we can keep.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'a34-and-m40-specialists'),
        title: 'A34 and M40 Specialists',
        text: 'Fast dual carriageways with short slip roads and narrow verges need care. We guide you to the safest nearby stopping point and get you back on your way.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'hospital-and-campus'),
        title: 'Hospital and Campus Car Parks',
        text: 'Busy staff car parks in Headington and around the university are no obstacle: we fit tyres and batteries in the bay where you left the car, so you keep your space.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'tyres-for-electric-cars'),
        title: 'Tyres for Electric Cars',
        text: "From students' runarounds to the electric cars now common in the city, we carry everyday sizes and EV-rated tyres built for the extra weight.",
      },
    ],
    closingHeading: 'Flat on the Oxford Ring Road?',
    closingText:
      "Get somewhere safe, then call us free. Tell us the nearest roundabout, park and ride or street name and we'll send a technician straight to you.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Oxford | A34, Ring Road & M40',
      description:
        'Mobile tyre fitting and 24/7 roadside help in Oxford. Technicians on the A34, the ring road, the M40 at J8 and J9 and at every park and ride.',
    },
  },
  {
    _id: 'town.gloucester',
    _type: 'town',
    name: 'Gloucester',
    slug: slug('gloucester'),
    orderRank: starterRank(5),
    postcodeDistricts: ['GL1', 'GL2', 'GL3', 'GL4'],
    responseTime: '30 minutes in the city, up to 60 on the M5',
    county: 'Gloucestershire',
    cardDescription:
      'Mobile tyres and breakdown help in Gloucester, the Quays and the M5 from junction 11 to 12.',
    heroHeading: 'Mobile Tyre Fitting for Gloucester Drivers',
    heroIntro:
      "From the docks to the M5, our Gloucester technicians come out to punctures, flat batteries and empty tanks at any hour, so you don't have to find a garage or wait for a tow.",
    picture: picture(
      'gloucester-from-the-ring-road.jpg',
      'Our service van on the road into Gloucester, with the cathedral tower on the skyline behind.',
    ),
    localIntro: portableText('town-gloucester-local', [
      'Gloucester is served by three M5 junctions: **junction 11** for the A40 and Cheltenham, **junction 11a** for the A417 towards Cirencester, and **junction 12** for Quedgeley and the south of the city. Gloucester services, between 11a and 12, is a handy place to pull in if you notice a problem on the motorway, and we meet drivers there often.',
      'Around the city, the A40 northern bypass and the Over roundabout take traffic west towards Ross-on-Wye and Wales, while the A38 runs north to Tewkesbury and south through Quedgeley towards Bristol. Commuter routes through Barnwood and Hucclecote are where we see lots of stop-start battery failures, and Waterwells business park, Gloucester Business Park at Brockworth and the trading estates along Bristol Road keep our vans working through the week.',
      'In the city itself we are often called to Gloucester Quays and the historic docks, where shoppers come back to find a flat, and to Kingsholm on match days, when side streets fill up and parked cars get clipped. Staff at Gloucestershire Royal Hospital and families on the estates at Kingsway and Hunts Grove book us for routine tyre changes at home or in the hospital car park.',
    ]),
    responseNote:
      'The city centre, the Quays and Kingsholm are usually within 30 minutes. Quedgeley, Kingsway, Tuffley, Longlevens, Barnwood and Abbeydale are normally 45 minutes. Allow up to 60 minutes for Highnam, Hardwicke and the Severn Vale villages, and for the M5 between junctions 11 and 12.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'We cover Gloucester from Longlevens to Quedgeley and out to the villages along the A38 and A40. These are our most frequent stops.',
    neighbourhoods: [
      'Quedgeley',
      'Kingsway',
      'Hucclecote',
      'Barnwood',
      'Longlevens',
      'Tuffley',
      'Abbeydale',
      'Churchdown',
    ],
    whyChooseHeading: 'Why Choose Us in Gloucester',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'three-junctions-one-call'),
        title: 'Three Junctions, One Call',
        text: "Wherever you're stuck between junctions 11 and 12 of the M5, we'll suggest the nearest safe meeting point, from Gloucester services to a lay-by on the A38.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'working-vans-back-on-the-road'),
        title: 'Working Vans Back on the Road',
        text: "Trade and delivery vans from Waterwells and Brockworth are fitted on site, so the day's jobs don't stop for a puncture.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'ready-for-match-days'),
        title: 'Ready for Match Days',
        text: 'Kingsholm and the Quays get crowded. We know the back streets and car parks, and can reach you even when the city is at its busiest.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'repair-before-replace'),
        title: 'Repair Before Replace',
        text: "If a tyre can be safely repaired we'll repair it rather than sell you a new one, and if it can't, we'll show you the damage and explain why.",
      },
    ],
    closingHeading: 'Broken Down in Gloucester?',
    closingText:
      'Call us free and tell us the nearest junction, road or landmark. A Gloucester technician will be on the way with tyres, a battery booster and fuel on board.',
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Gloucester | M5 J11-J12 Cover',
      description:
        'Mobile tyre fitting and roadside rescue across Gloucester, 24/7. We reach the Quays, Quedgeley, Kingsway and the M5 at junctions 11, 11a and 12.',
    },
  },
  {
    _id: 'town.chippenham',
    _type: 'town',
    name: 'Chippenham',
    slug: slug('chippenham'),
    orderRank: starterRank(6),
    postcodeDistricts: ['SN11', 'SN13', 'SN14', 'SN15'],
    responseTime: '30 minutes in town, 60 for Calne and Corsham',
    county: 'Wiltshire',
    cardDescription:
      'Mobile tyre fitting in Chippenham and nearby villages, with quick access to M4 junction 17 and the A350.',
    heroHeading: 'Mobile Tyres in Chippenham',
    heroIntro:
      "A flat tyre in Chippenham doesn't have to mean a wasted morning. We fit new tyres, repair punctures and rescue flat batteries at your home, your workplace or the roadside.",
    picture: picture(
      'chippenham-from-the-ring-road.jpg',
      'Our service van on the road into Chippenham, with the railway viaduct on the skyline behind.',
    ),
    localIntro: portableText('town-chippenham-local', [
      'Chippenham lies a few miles south of **junction 17 of the M4**, linked by the **A350**. That road continues around the western edge of the town as a bypass and on south towards Melksham and Westbury, carrying plenty of lorries and commuters. Punctures on the A350, especially around the busy Bumpers Farm roundabout where it meets the A420, are among our most common jobs here.',
      'The A4 runs through the town on its way from Calne to Corsham and Bath, and the A420 heads west towards Bristol. Leigh Delamere services, between junctions 17 and 18 of the M4, is a common place for us to meet drivers who have noticed a vibration or a warning light. Out of town, Castle Combe circuit brings extra traffic on race and track days, and the lanes to Lacock and the surrounding villages are narrow enough that we often suggest waiting in the nearest gateway or lay-by.',
      'In town we regularly work on the Bumpers Farm and Methuen Park business estates, in the car parks by the railway station used by London commuters, and on the estates at Cepen Park and Pewsham. With the station car park filling up early, a quick tyre change there means you can drive straight home off the evening train.',
    ]),
    responseNote:
      'Chippenham town centre, the station and Monkton Park are usually reached within 30 minutes. Pewsham, Cepen Park, Hardenhuish and Lowden are generally around 45 minutes. Corsham, Calne, Lacock and the outlying villages, along with the M4 near junction 17, can take up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'Alongside the town itself we cover Corsham, Calne and the villages in between. These are the places we visit most often.',
    neighbourhoods: [
      'Pewsham',
      'Monkton Park',
      'Hardenhuish',
      'Cepen Park',
      'Lowden',
      'Corsham',
      'Calne',
      'Lacock',
    ],
    whyChooseHeading: 'Why Choose Us in Chippenham',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'close-to-the-m4'),
        title: 'Close to the M4',
        text: "With junction 17 just up the A350, we can reach the motorway and Leigh Delamere services quickly when you're stranded.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'commuter-friendly'),
        title: 'Commuter Friendly',
        text: 'Book a slot in the station car park that suits your train times and we will meet you there, so a puncture never costs you a day of work.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'village-cover'),
        title: 'Village Cover',
        text: 'From Sutton Benger to Lacock, we know the lanes and landmarks, so just describe where you are and we will find you.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'repairs-done-properly'),
        title: 'Repairs Done Properly',
        text: 'Tread punctures are repaired to the British Standard (BS AU 159) where it is safe to do so, and you see the damage for yourself if a replacement is needed.',
      },
    ],
    closingHeading: 'Stuck in Chippenham? Call Free',
    closingText:
      "One call gets a technician heading your way from the A350 corridor. Tell us your location and, if you can see it, the size on the tyre's sidewall, and we'll bring the right tyre first time.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Chippenham | M4 J17 & A350',
      description:
        'Mobile tyre fitting and roadside rescue in Chippenham, Corsham and Calne, 24/7. Fast help on the A350, the A4 and the M4 at junction 17.',
    },
  },
  {
    _id: 'town.cheltenham',
    _type: 'town',
    name: 'Cheltenham',
    slug: slug('cheltenham'),
    orderRank: starterRank(7),
    postcodeDistricts: ['GL50', 'GL51', 'GL52', 'GL53', 'GL54'],
    responseTime: '30 minutes in town, up to 60 in the Cotswolds',
    county: 'Gloucestershire',
    cardDescription:
      "Mobile tyre fitting in Cheltenham, from Montpellier to Bishop's Cleeve, plus the A40 and M5 junctions 10 and 11.",
    heroHeading: 'Cheltenham Mobile Tyre Fitting',
    heroIntro:
      "Whether you're late for work in Charlton Kings or stranded after the races at Prestbury Park, we'll come to you with the tyres and tools to put it right.",
    picture: picture(
      'cheltenham-from-the-ring-road.jpg',
      'Our service van on the road into Cheltenham, with a Regency terrace on the skyline behind.',
    ),
    localIntro: portableText('town-cheltenham-local', [
      'Most traffic reaches Cheltenham from the M5, either at **junction 11** and along the **A40** Golden Valley bypass past GCHQ, or at **junction 10** via the A4019 Tewkesbury Road. The Golden Valley carries heavy commuter traffic at rush hour, and we often meet drivers with punctures in the business parks alongside it. Heading the other way, the A40 climbs east through Charlton Kings towards Oxford, and the A435 rises past Seven Springs on its way to Cirencester.',
      'Race days change everything. During the Festival in March, and at other big meetings at Prestbury Park, the Evesham Road, Prestbury and the routes in from the A40 and the M5 fill with traffic for hours. We plan for it by placing vans on both sides of town, and we regularly help racegoers whose cars refuse to start in the car parks at the end of a long day.',
      "Away from the racecourse, we look after drivers in the Regency streets around Montpellier and Pittville, where on-street parking is tight, and on the estates at Hesters Way, Up Hatherley and Bishop's Cleeve. Staff at GCHQ, Cheltenham General Hospital and the offices around the Promenade book us to change their tyres while they work.",
    ]),
    responseNote:
      "Central Cheltenham, Montpellier, Pittville and the Promenade area typically get a technician within 30 minutes. Charlton Kings, Leckhampton, Up Hatherley, Hesters Way and Prestbury are usually 45 minutes. Bishop's Cleeve, the Cotswold villages and the M5 at junctions 10 and 11 can take up to 60 minutes; on race days we give you an honest estimate before we set off.",
    areasHeading: 'Areas We Cover',
    areasIntro:
      'From Regency terraces to new homes on the edge of town, these are the parts of Cheltenham we visit most.',
    neighbourhoods: [
      'Montpellier',
      'Pittville',
      'Leckhampton',
      'Charlton Kings',
      'Prestbury',
      'Up Hatherley',
      'Hesters Way',
      "Bishop's Cleeve",
    ],
    whyChooseHeading: 'Why Choose Us in Cheltenham',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'race-day-ready'),
        title: 'Race Day Ready',
        text: 'We plan around the Festival and the other big meetings, so we can still reach you when the roads around Prestbury Park are at their busiest.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'care-for-premium-cars'),
        title: 'Care for Premium Cars',
        text: "Plenty of premium and performance cars live here. We use wheel protection, tighten to the maker's torque figures and carry run-flat and high-speed-rated tyres.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'no-need-to-move-the-car'),
        title: 'No Need to Move the Car',
        text: "Regency streets and residents' bays make a garage visit a chore. We fit wherever the car is parked, with minimum fuss for the neighbours.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'quick-to-the-a40-and-m5'),
        title: 'Quick to the A40 and M5',
        text: 'Our routes out to the Golden Valley and both motorway junctions mean fast help if you break down on the way in or out of town.',
      },
    ],
    closingHeading: 'Need a Tyre in Cheltenham Today?',
    closingText:
      "Call free, tell us where the car is and what's wrong, and we'll send a technician straight out. Same-day fitting is usually possible, even during the Festival.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Cheltenham | Same-Day, 24/7',
      description:
        'Mobile tyre fitting and breakdown help in Cheltenham, 24/7, race days included. We cover the A40, M5 junctions 10 and 11 and every part of town.',
    },
  },
  {
    _id: 'town.marlborough',
    _type: 'town',
    name: 'Marlborough',
    slug: slug('marlborough'),
    orderRank: starterRank(8),
    postcodeDistricts: ['SN8', 'SN9'],
    responseTime: '30 minutes in town, up to 60 across the downs',
    county: 'Wiltshire',
    cardDescription:
      'Mobile tyres and rescue in Marlborough and its villages, from Savernake Forest to the A346 and the M4.',
    heroHeading: 'Mobile Tyre Fitting in and Around Marlborough',
    heroIntro:
      "The nearest tyre garage can be a long way from a Wiltshire village. We cover Marlborough, the downs and the Pewsey Vale, bringing the tyre or battery to your door or to the verge where you've stopped.",
    picture: picture(
      'marlborough-from-the-ring-road.jpg',
      'Our service van on the road into Marlborough, with a church tower on the skyline behind.',
    ),
    localIntro: portableText('town-marlborough-local', [
      'Marlborough sits on the **A4**, the old Bath Road, which runs through the wide High Street and on west past Silbury Hill towards Calne, and east along the edge of Savernake Forest towards Hungerford. The **A346** heads north over the downs to **junction 15 of the M4** and south through the forest and Burbage towards Andover.',
      "Country roads bring their own problems. Flints, potholes and thorns left by autumn hedge trimming cause a lot of punctures on the lanes around Aldbourne, Ramsbury and the Kennet valley, and there's little or no mobile signal in parts of the forest and on the downs. If you can't get through, move somewhere higher or into the nearest village if it's safe, and give us a landmark such as a pub, a church or a what3words address.",
      'We regularly help families and staff around Marlborough College, visitors to Avebury and West Kennet Long Barrow, and farm and estate workers whose pickups and 4x4s need tough all-terrain tyres. With High Street parking often full on Wednesday and Saturday market days, we are happy to meet you in a car park on the edge of town instead.',
    ]),
    responseNote:
      'In Marlborough town centre and along the High Street we can usually be with you within 30 minutes. Manton, Preshute and the edges of town are around 45 minutes. Villages across the downs and the Pewsey Vale, roads through Savernake Forest and the A346 up to the M4 at junction 15 can take up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'Much of our Marlborough work is out in the villages. These are the places we travel to most often.',
    neighbourhoods: [
      'Manton',
      'Ogbourne St George',
      'Aldbourne',
      'Ramsbury',
      'Avebury',
      'Pewsey',
      'Burbage',
      'Great Bedwyn',
    ],
    whyChooseHeading: 'Why Choose Us in Marlborough',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'rural-roads-covered'),
        title: 'Rural Roads Covered',
        text: "We'll come down farm tracks and single-track lanes, as long as there's firm, level ground for the jack.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', '4x4-and-pickup-tyres'),
        title: '4x4 and Pickup Tyres',
        text: 'We carry and source tyres for the SUVs, 4x4s and pickups common on the Marlborough Downs, not just city hatchbacks.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'no-long-drive'),
        title: 'No Long Drive',
        text: 'Save the trip up the A346 to a tyre centre in Swindon. We fit at your home, so a flat tyre costs you an hour rather than a morning.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'we-find-you'),
        title: 'We Find You',
        text: 'Patchy signal? Give us a landmark, a grid reference or a what3words address and we will track you down, even on the back roads of the forest.',
      },
    ],
    closingHeading: 'Punctured Near Marlborough?',
    closingText:
      "Call free from the verge, the farmyard or your drive. We'll take your location, check the tyre size and tell you when to expect us, so you're not left guessing on a quiet country road.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Marlborough | Villages & A4',
      description:
        'Mobile tyre fitting and roadside help in Marlborough and its villages, 24/7. We cover the A4, the A346 to M4 J15, Savernake Forest and the Pewsey Vale.',
    },
  },
  {
    _id: 'town.newbury',
    _type: 'town',
    name: 'Newbury',
    slug: slug('newbury'),
    orderRank: starterRank(9),
    postcodeDistricts: ['RG14', 'RG17', 'RG18', 'RG19', 'RG20'],
    responseTime: '30 minutes in town, 45 for Thatcham',
    county: 'Berkshire',
    cardDescription:
      'Mobile tyre fitting in Newbury and Thatcham, covering the A34, the A339 and M4 junction 13.',
    heroHeading: 'Newbury Mobile Tyre Fitting',
    heroIntro:
      'Stuck on the A34 bypass or looking at a flat on the drive in Wash Common? We come to you across Newbury and West Berkshire with new tyres, batteries and fuel.',
    picture: picture(
      'newbury-from-the-ring-road.jpg',
      'Our service van on the road into Newbury, with a clock tower on the skyline behind.',
    ),
    localIntro: portableText('town-newbury-local', [
      'Newbury sits where the **A34** meets the **M4 at junction 13**, the Chieveley interchange, one of the busiest freight crossroads in the south of England. The A34 Newbury bypass runs along the west side of town with few places to stop, so if something goes wrong there we will direct you to the nearest safe exit, or to Chieveley services at junction 13, where there is room to work safely.',
      'The **A339** links the town to Basingstoke and carries commuters past Greenham, while the A4 runs east through Thatcham towards Reading and west to Hungerford. Queues around the Robin Hood roundabout, the retail parks and the racecourse mean plenty of low-speed knocks and kerbed tyres.',
      'We often fit tyres at the large offices and business parks on the edge of town, including the Vodafone campus and Greenham Business Park, and at the racecourse on race days. Around the newer homes near the racecourse and in Wash Common most houses have a drive, which makes a home fitting quick and easy.',
    ]),
    responseNote:
      'Newbury town centre, Northbrook Street and the streets near the racecourse usually see us within 30 minutes. Thatcham, Speen, Shaw, Donnington and Wash Common are typically about 45 minutes. Hungerford, the downland villages and the A34 and M4 around Chieveley can take up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'We cover Newbury, Thatcham and the villages of West Berkshire. These are our most regular destinations.',
    neighbourhoods: [
      'Thatcham',
      'Speen',
      'Wash Common',
      'Greenham',
      'Shaw',
      'Donnington',
      'Chieveley',
      'Hungerford',
    ],
    whyChooseHeading: 'Why Choose Us in Newbury',
    whyChoose: [
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'a34-expertise'),
        title: 'A34 Expertise',
        text: "The A34 is fast and full of lorries. We know the exits, lay-bys and services where we can work safely, and we'll guide you to one.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'business-parks-covered'),
        title: 'Business Parks Covered',
        text: "From Greenham to the Vodafone campus, we fit tyres in workplace car parks so you don't have to book time off.",
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'race-day-cover'),
        title: 'Race Day Cover',
        text: 'A day at Newbury Racecourse? If your car lets you down after the last race, we will get you on your way home.',
      },
      {
        _type: 'whyChoosePoint',
        _key: keyOf('why', 'straight-answers-by-phone'),
        title: 'Straight Answers by Phone',
        text: 'You hear the cost and how soon we can arrive before you agree to anything, and payment is only taken when the work is complete.',
      },
    ],
    closingHeading: 'Broken Down Around Newbury?',
    closingText:
      "From the Chieveley interchange to the Basingstoke road, we're a free call away. Let us know where you are and we'll send the nearest technician.",
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Newbury | A34 & M4 J13 Help',
      description:
        'Mobile tyre fitting and 24/7 roadside rescue in Newbury, Thatcham and West Berkshire. Quick help on the A34, the A339, the A4 and M4 junction 13.',
    },
  },
  {
    _id: 'town.newport',
    _type: 'town',
    name: 'Newport',
    slug: slug('newport'),
    orderRank: starterRank(10),
    postcodeDistricts: ['NP10', 'NP11', 'NP18', 'NP19', 'NP20'],
    responseTime: '30 minutes in the city, 45 for Caerleon',
    county: 'South Wales',
    cardDescription:
      'Mobile tyres and roadside rescue in Newport, South Wales, from the Brynglas Tunnels to the Southern Distributor Road.',
    heroHeading: 'Mobile Tyre Fitting in Newport, South Wales',
    heroIntro:
      "A flat tyre on the M4 through Newport is nobody's idea of fun. We send a technician to you anywhere in the city, day or night, to fit a tyre, charge a battery or bring fuel.",
    picture: picture(
      'newport-from-the-ring-road.jpg',
      'Our service van on the road into Newport, with a bridge over the river on the skyline behind.',
    ),
    localIntro: portableText('town-newport-local', [
      'The **M4** runs right through Newport, with junctions from **24 at Coldra** to **28 at Tredegar Park**, and the twin bores of the **Brynglas Tunnels** between junctions 25a and 26 are one of the best-known bottlenecks in Wales. The motorway drops to two lanes, traffic bunches and there is nowhere to stop inside, so if your tyre warning light comes on, carry on carefully to the next junction and call us from a safe spot.',
      'Below the motorway, the **A48** Southern Distributor Road carries traffic across the River Usk from Tredegar Park and the docks towards Spytty and Llanwern, and Chepstow Road and Cardiff Road are busy with commuters all day. We regularly help drivers at Spytty Retail Park, around the Royal Gwent Hospital, at the Celtic Springs and Imperial Park business areas near junction 28, and in the hotel car parks by the Celtic Manor at Coldra.',
      'Most residential streets in Newport now have a 20mph limit, and we build that into every arrival time we give. On the terraces of Maindee and Pillgwenlly, cars are parked tight on both sides of the road; our technicians are used to working in small spaces and will tell you if the car needs to roll forward a few feet to get the jack in.',
    ]),
    responseNote:
      'Newport city centre, Pillgwenlly, Maindee and the area around the railway station are typically 30 minutes. Caerleon, Malpas, Bettws, Rogerstone and Duffryn are usually around 45 minutes. The Wentloog Levels, villages such as Langstone and Marshfield, and the M4 between junctions 24 and 28 can take up to 60 minutes.',
    areasHeading: 'Areas We Cover',
    areasIntro:
      'Newport covers a lot of ground, from the Roman fortress town of Caerleon to the Levels beside the Severn Estuary. These are the places we are called to most.',
    neighbourhoods: [
      'Caerleon',
      'Malpas',
      'Bettws',
      'Rogerstone',
      'Maindee',
      'Duffryn',
      'Langstone',
      'Bassaleg',
    ],
    whyChoose: [],
    closingHeading: 'Stranded in Newport? Call Now',
    closingText:
      'Call free from the hard shoulder, a retail park or your own street. Give us the nearest junction or landmark, and a technician will be on the way with everything needed to get you moving.',
    seo: {
      _type: 'seo',
      title: 'Mobile Tyre Fitting Newport, South Wales | 24/7',
      description:
        'Mobile tyre fitting and 24/7 roadside rescue in Newport, South Wales. Help on the M4 from J24 to J28, in the Brynglas Tunnels and on the A48 SDR.',
    },
  },
]
