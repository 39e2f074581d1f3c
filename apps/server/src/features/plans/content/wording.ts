/** How a goal contrasts the new routine with how often the person manages it today. */
export const insteadOf = { Daily: 'as you already do', 'A few times a week': 'instead of only some days', Rarely: 'instead of only now and then', Never: 'instead of almost never' } as const;
