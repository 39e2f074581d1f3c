/** The demo coach's two courses: their covers' colours, details and lessons with their pictures' colours. */
export const demoCourses = [
  {
    colours: ['#0ca678', '#1864ab'],
    course: { title: 'Sleep better in 14 days', brief: 'Two short lessons and one habit at a time: a steady wake-up time, then a wind-down you will keep.', category: 'healthcare', level: 'beginner', durationHours: 2 },
    lessons: [
      {
        title: 'Why a steady wake-up time comes first',
        content:
          '<p>Your body clock sets itself by the time you get up, far more than by the time you go to bed. Pick one wake-up time for every day of the week, weekends too, and get daylight within an hour of it.</p><ul><li>Choose a time you can keep on your busiest day.</li><li>Open the curtains or step outside for ten minutes.</li><li>Keep it for two weeks before judging it.</li></ul>',
        picture: ['#ffd43b', '#f76707'],
        videoUrl: 'https://www.youtube.com/watch?v=5MuIMqhT8DM',
        habit: 'Same wake-up time every day',
      },
      {
        title: 'A wind-down you will keep',
        content:
          '<p>Thirty minutes before bed, lower the lights and put the phone to charge outside the bedroom. Do the same three quiet things each night, so your mind learns that they lead to sleep.</p><ol><li>Dim the lights.</li><li>Write tomorrow’s first task on paper.</li><li>Read something calm.</li></ol>',
        picture: ['#5f3dc4', '#1c7ed6'],
        videoUrl: 'https://vimeo.com/76979871',
        habit: 'Screens off 30 minutes before bed',
      },
    ],
  },
  {
    colours: ['#f08c00', '#c2255c'],
    course: { title: 'Calm under pressure', brief: 'A breathing exercise, a worry window and how to plan a hard week so stress stays a visitor.', category: 'psychology', level: 'intermediate', durationHours: 1.5 },
    lessons: [
      {
        title: 'The two-minute reset',
        content:
          '<p>Breathe in for four counts, hold for four, out for six, twice a day and whenever your shoulders climb. Longer out-breaths slow the heart: most people feel calmer within two minutes.</p>',
        picture: ['#63e6be', '#1098ad'],
        videoUrl: 'https://www.youtube.com/watch?v=LWULB9Aoopc',
        habit: 'Two-minute breathing reset at lunch',
      },
    ],
  },
] as const;
