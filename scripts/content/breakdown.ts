// Starter content: the "Broken down? What to do now" page and its places, which the contact form
// offers under "Where are you?". The advice follows the Highway Code's rules on breakdowns
// (rules 274 to 278: breakdowns, motorways, stopping in a live lane), put in our own words.
import { keyOf, slug } from './build.ts'

type Place = {
  /** The array item's _key: the form's radio value, so keep it stable. */
  key: string
  label: string
  callFirst?: string
  advice: string[]
  checklist?: string[]
}

const places: Place[] = [
  {
    key: 'motorway',
    label: 'A motorway or dual carriageway (hard shoulder or verge)',
    advice: [
      "If you can, leave at the next exit or pull into services. If you can't, stop on the hard shoulder or in an emergency area, as far to the left as you can.",
      'Put your hazard lights on, and your sidelights too in the dark or in fog.',
      'Get out by the left-hand doors and take your passengers with you. Leave pets in the car.',
      'Wait behind the safety barrier, up the bank if you can, away from the traffic and your car.',
      "Don't put a warning triangle out on a motorway, and don't try any repair yourself, not even a wheel change.",
      'Then call us free and tell us the road, which way you were heading and the nearest junction or marker post.',
    ],
  },
  {
    key: 'live-lane',
    label: 'A live lane, or a motorway with no hard shoulder',
    callFirst: 'Call 999 now, before anything else: you are stopped in moving traffic.',
    advice: [
      'Put your hazard lights on straight away.',
      'If you can get out safely, leave by the left-hand doors, with your passengers, and get behind the safety barrier, well away from the traffic.',
      "If you can't get out safely, stay in your seat with your seat belt on and your hazard lights on until help arrives.",
      "Don't put a warning triangle out and don't try to fix anything.",
      'Call us once you are safe and the emergency services know where you are.',
    ],
  },
  {
    key: 'other-road',
    label: 'Beside another road',
    advice: [
      'Get off the road if you can, and put your hazard lights on (sidelights too in the dark).',
      'Get everyone out on the side away from the traffic and wait somewhere safe, off the road.',
      'If it is safe to, put a warning triangle at least 45 metres behind your car, on the same side of the road.',
      "In the dark, wear something light or bright, and don't stand between your car and oncoming traffic.",
      'Then call us free and tell us the road and the nearest junction, landmark or postcode.',
    ],
  },
  {
    key: 'home-or-work',
    label: 'At home or at work',
    advice: [
      "You're in a safe place: stay there, call us free or send your details below.",
      'If you can, leave room beside the car for our van and for us to work round the wheel.',
    ],
  },
  {
    key: 'car-park',
    label: 'In a car park',
    advice: [
      'Stay clear of moving cars and put your hazard lights on.',
      'Tell us the name of the car park, the level and the bay number.',
    ],
    checklist: [
      "Read the height limit on the sign at the entrance and tell us: some vans can't get under a low barrier, and we'll plan around it.",
    ],
  },
]

const breakdownPage = {
  _id: 'breakdownPage',
  _type: 'breakdownPage',
  title: 'Broken down? What to do now',
  slug: slug('broken-down'),
  intro:
    'Your safety comes first. Find where you are below, do what it says, then call us free: we answer 24 hours a day.',
  placeQuestion: 'Where are you?',
  adviceHeading: 'What to do right now',
  checklistHeading: 'Have these ready for our technician',
  places: places.map((place) => ({
    _type: 'breakdownPlace',
    _key: place.key,
    label: place.label,
    ...(place.callFirst ? { callFirst: place.callFirst } : {}),
    advice: place.advice,
    ...(place.checklist
      ? {
          checklist: place.checklist.map((text, index) => ({
            _type: 'technicianChecklistItem',
            _key: keyOf(place.key, 'ready', index),
            text,
          })),
        }
      : {}),
  })),
  seo: {
    _type: 'seo',
    title: 'Broken Down? What to Do Now | Kerbside Tyre & Rescue',
    description:
      'Broken down on a motorway, in a live lane, by the road or in a car park? What to do first to stay safe, then call our free 24/7 line.',
  },
}

export const breakdownDocuments = [breakdownPage]
