/** The two other coaches in the demo's directory: their profiles, weeks and descriptions. */
export const coachProfiles = [
  {
    fullname: 'Maya Okafor',
    colour: '#1c7ed6',
    profile: {
      phone: '+1 415 555 0134',
      whatsapp: '+1 415 555 0135',
      feeCents: 8500,
      specialization: 'Money habits and debt payoff',
      paymentAddress: 'maya@payments.example',
      availability: { sessionMinutes: 45, windows: (['Mon', 'Wed', 'Fri'] as const).map((day) => ({ day, start: '10:00', end: '16:00' })) },
    },
    description: '<p>Former bank adviser. I help families build a budget they actually keep and pay down cards without giving up every treat.</p>',
  },
  {
    fullname: 'Tom Reyes',
    colour: '#ae3ec9',
    profile: {
      phone: '+44 20 7946 0321',
      whatsapp: '+44 7700 900321',
      feeCents: 5000,
      specialization: 'Couples communication',
      paymentAddress: 'tom@payments.example',
      // Evenings and Saturday mornings, for couples who work in the day.
      availability: {
        sessionMinutes: 60,
        windows: [
          { day: 'Tue', start: '17:00', end: '21:00' },
          { day: 'Thurs', start: '17:00', end: '21:00' },
          { day: 'Sat', start: '09:00', end: '12:00' },
        ],
      },
    },
    description: '<p>Relationship coach for busy couples and new parents: listening, fair fights and time for each other.</p>',
  },
] as const;
