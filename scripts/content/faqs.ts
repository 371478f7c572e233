// Starter content: FAQs for the home page's further section, written for a driver who is stranded
// right now and wants to know what happens next.

export const faqDocuments = [
  {
    _id: 'faq.before-you-call',
    _type: 'faq',
    question: 'What should I have ready when I call?',
    answer:
      "Three things help us send the right technician with the right parts. First, your location: a what3words address is ideal; on a motorway, give the direction of travel, the last junction you passed and the number on the nearest marker post (the small posts along the verge every 100 metres). Second, your vehicle registration. Third, for a tyre job, the tyre size printed on the sidewall, such as 205/55 R16 91V. If you can't safely check the tyre, don't worry: we can usually work it out from the registration.",
  },
  {
    _id: 'faq.locking-wheel-nut',
    _type: 'faq',
    question: 'My car has locking wheel nuts. What do I need?',
    answer:
      "Please have the locking wheel-nut key ready: the adapter that fits the one patterned nut on each wheel. It usually lives in the glovebox, the door pocket, the centre console, or in the boot under the floor panel beside the spare wheel or tyre inflation kit. If you can't find it, tell us when you call. Our technicians carry removal tools for most locking nuts, though removal takes longer and may add to the price.",
  },
  {
    _id: 'faq.motorway-safety',
    _type: 'faq',
    question: 'Where is it safe to wait if I break down on a motorway?',
    answer:
      "If you can, leave at the next exit or pull onto the hard shoulder or into an emergency area, as far to the left as possible. Switch on your hazard lights, get everyone out through the left-hand doors and wait behind the safety barrier, well up the bank and away from the traffic. Don't try any repair yourself and don't put out a warning triangle. On a smart motorway without a hard shoulder, use an emergency area (marked by blue signs with an orange SOS symbol). If you are stopped in a live lane and can't get out safely, stay in the vehicle with your seatbelt on and hazard lights flashing, and call 999 straight away. Once you are safe, call us.",
  },
  {
    _id: 'faq.payment',
    _type: 'faq',
    question: 'How and when do I pay?',
    answer:
      'You pay on completion, once the work is done and you are happy with it, by cash, card or bank transfer. We tell you the price before we set off. Emergency call-out fees may apply out of hours, and we always say so on the phone before you agree to the job.',
  },
  {
    _id: 'faq.home-or-work',
    _type: 'faq',
    question: 'Can you come to my home or workplace?',
    answer:
      "Yes. We fit tyres and replace batteries on driveways, residential streets and workplace car parks every day, so you don't need to take time off or wait at a garage. All we need is firm, reasonably level ground with room to work around the wheel, and permission to work there if it's a private or shared car park.",
  },
  {
    _id: 'faq.run-flat',
    _type: 'faq',
    question: 'Do you fit run-flat tyres?',
    answer:
      "Yes, we fit run-flat tyres and carry the most common sizes. A run-flat lets you keep driving after a puncture, usually for up to 50 miles at no more than 50 mph (check your handbook), so you may be able to reach home or work and have us meet you there. Most tyre makers advise against repairing a run-flat that has been driven on while deflated, so in most cases we'll replace it rather than repair it.",
  },
  {
    _id: 'faq.fitting-time',
    _type: 'faq',
    question: 'How long does a fitting take?',
    answer:
      'Once the technician is with you, fitting and balancing a tyre usually takes 20-30 minutes, and a puncture repair around 20 minutes. A battery replacement is normally done in under half an hour. Add the travel time: 30 minutes on average in city areas, 45 minutes in the suburbs and up to 60 minutes in rural areas or on the motorway.',
  },
  {
    _id: 'faq.tyre-size-stock',
    _type: 'faq',
    question: "What if you don't carry my tyre size?",
    answer:
      "Our vans carry the sizes we are asked for most, including 195/65R15, 205/55R16, 215/60R16, 225/45R17 and 235/65R17, in premium brands such as Michelin, Bridgestone, Continental and Pirelli and in budget options. If your size isn't on board, we can usually source it the same day and tell you when we'll arrive before you book.",
  },
  {
    _id: 'faq.cancelling',
    _type: 'faq',
    question: 'Can I cancel if I no longer need you?',
    answer:
      "Of course. Cancelling is free up to 30 minutes before the technician's arrival: just call us on the same number. A late cancellation, or a no-show when the technician arrives, may incur a call-out fee.",
  },
]
