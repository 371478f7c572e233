// Starter content: the four vehicle servicing packages. Each builds on the one before it, so the
// item lists start from the previous package and add only what the bigger service does on top.
import { slug } from './build.ts'

const basicPackage = {
  _id: 'servicePackage.basic',
  _type: 'servicePackage',
  name: 'Basic Service',
  slug: slug('basic'),
  order: 1,
  interval: 'Every 6 months or 6,000 miles',
  summary:
    'An oil and filter service with the essential safety checks, for low-mileage cars between main services or as a top-up before a long trip. Usually about 45 minutes on your driveway.',
  items: [
    "Engine oil drained and refilled to your manufacturer's specification",
    'New oil filter',
    'Coolant, brake fluid, power steering fluid and screenwash checked and topped up',
    'Tyre tread depth, condition and pressures checked on all four tyres',
    'Exterior lights, horn, wipers and washers checked',
    'Battery health test with a printed result',
    'Visual check of brake pads and discs through the wheels',
    'Service indicator reset and service record updated',
  ],
}

const interimPackage = {
  _id: 'servicePackage.interim',
  _type: 'servicePackage',
  name: 'Interim Service',
  slug: slug('interim'),
  order: 2,
  interval: 'Every 6 months or 6,000 miles',
  summary:
    'Everything in the Basic Service plus a fuller under-car inspection, for drivers covering high mileage who want a check-up between annual full services. Usually about an hour.',
  items: [
    'Everything in the Basic Service',
    'Air filter inspected and cleaned',
    'Brake pads and discs measured for wear, with the remaining life noted',
    'Steering and suspension joints, bushes and gaiters inspected',
    'Exhaust system and mountings checked for leaks and security',
    'Auxiliary drive belt checked for wear and cracking',
    'Wheel nuts or bolts checked to the correct torque',
    'Written report of anything needing attention, with photos',
  ],
}

const fullPackage = {
  _id: 'servicePackage.full',
  _type: 'servicePackage',
  name: 'Full Service',
  slug: slug('full'),
  order: 3,
  interval: 'Every 12 months or 12,000 miles',
  summary:
    "Our most popular service and the one most manufacturers' schedules expect once a year: everything in the Interim Service with new filters and a detailed brake and cooling check. Usually about 90 minutes.",
  items: [
    'Everything in the Interim Service',
    'New air filter',
    'New cabin (pollen) filter',
    'Brake fluid tested for moisture content',
    'Coolant tested for antifreeze strength',
    'Wheels removed to inspect brake pads, discs, callipers and hoses',
    'Wheel bearings checked for play and noise',
    'Spark plugs inspected (petrol) or fuel filter drained of water (diesel)',
    'Short road test to check brakes, steering and clutch',
  ],
}

const majorPackage = {
  _id: 'servicePackage.major',
  _type: 'servicePackage',
  name: 'Major Service',
  slug: slug('major'),
  order: 4,
  interval: 'Every 24 months or 24,000 miles',
  summary:
    'The two-yearly service that replaces the parts which wear out more slowly: everything in the Full Service plus new spark plugs or fuel filter and fresh brake fluid. Usually two to three hours.',
  items: [
    'Everything in the Full Service',
    'New spark plugs (petrol engines)',
    'New fuel filter (diesel engines)',
    'Brake fluid drained and replaced',
    'Coolant replaced where your service schedule calls for it',
    'Timing belt age and mileage checked against the manufacturer schedule',
    'Full underbody inspection for corrosion, leaks and damage',
  ],
}

export const packageDocuments = [basicPackage, interimPackage, fullPackage, majorPackage]
