/** Days, festivals and seasons (the months are core's time/months), and the words before a time or a place, as the reader finds them. */

/** Words before a day or month that belong with it ("until Sunday", "every Tuesday"); otherwise it takes "on"/"in". */
export const TIME_LINKS = new Set(['until', 'till', 'by', 'from', 'before', 'after', 'every', 'each', 'this', 'next', 'last']);
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const FESTIVALS = new Set(['Christmas', 'Easter', 'Halloween', 'Diwali', 'Eid', 'Ramadan', 'Hanukkah', 'Bonfire']);
export const FESTIVAL_PREPOSITIONS = new Set(['at', 'for', 'this', 'over', 'before', 'until']);
export const PLACE_PREPOSITIONS = new Set(['in', 'at', 'near', 'across', 'around', 'from', 'throughout']);
export const SEASONS = new Set(['Spring', 'Summer', 'Autumn', 'Winter']);
