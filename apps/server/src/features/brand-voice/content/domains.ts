// The fields a description may be about: the words that say so, and a joke for each.

export type Domain = 'food' | 'fitness' | 'money' | 'wellbeing' | 'tech' | 'learning' | 'retail' | 'general';

/** Domains in order of preference when two score the same (the specific before the format). */
export const domainWords = new Map<Domain, Set<string>>(
  (
    [
      ['food', 'coffee cafe café tea bakery bread cake cakes restaurant food kitchen menu brunch lunch dinner breakfast pastries pastry milk vegan pizza bar pub brew roastery deli chocolate wine beer catering recipe recipes espresso latte bagels'],
      ['fitness', 'gym fitness yoga pilates running 5k 10k marathon workout workouts strength cycling swim swimming bootcamp sport sports dance stretching'],
      ['money', 'budget budgeting money finance financial finances savings saving debt pension invest investing tax accounts accounting bookkeeping mortgage'],
      ['wellbeing', 'wellbeing well-being wellness mindfulness meditation therapy health healthy sleep stress coaching coach nutrition mental self-care habit habits calm anxiety'],
      ['tech', 'app apps software platform website digital tool tools ai data saas tech device api automation'],
      ['learning', 'workshop workshops course courses class classes lesson lessons webinar seminar school tutor tutoring masterclass learn learning training talk'],
      ['retail', 'shop store sale boutique collection products product discount market gift gifts clothing fashion jewellery homeware florist flowers flower bouquets'],
    ] as const
  ).map(([domain, words]) => [domain, new Set(words.split(' '))]),
);

/** Jokes about the note and the reader, in the subject's field; none says what the business offers. */
export const puns: Record<Domain, readonly string[]> = {
  food: ['Fair warning: reading this on an empty stomach is not recommended.', 'We would make a pun about it, but it might come out half-baked.'],
  fitness: ['Consider this your warm-up.', 'No sit-ups were needed to read this far. Well done.'],
  money: ['We tried to write a money pun, but it did not add up.', 'We tried to write a joke about interest, but nobody showed any.'],
  wellbeing: ['Deep breath in. Deep breath out. Now, the news.', 'Self-care tip: keep reading.'],
  tech: ['No restart is needed to read this.', 'We tried to write a tech joke, but it did not compute.'],
  learning: ['Pop quiz: what happens next? Read on to find out.', 'This is the part of the lesson where everyone sits up straight.'],
  retail: ['Window shopping starts right here.', 'Consider this your sneak peek.'],
  general: ['We would tell you a joke, but the news is better.', 'We tried to play it cool. It did not go well.'],
};
