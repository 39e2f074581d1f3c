import type { Tone, WordChoice } from '@iyl/core/brand-voice/constants';

/** The tone's own words: a line for short pieces, a paragraph for detailed ones (see types.ts). */

/** A short word in the tone's own manner, for short pieces. */
export const toneLines: Record<Tone, Record<WordChoice, string>> = {
  formal: {
    simple: 'Please ask us if you have any questions. You are welcome to contact us.',
    balanced: 'Should you have any questions, you are most welcome to contact us at your convenience.',
    technical: 'Should you have any questions regarding this announcement, you are most welcome to contact us directly.',
  },
  'semi-formal': {
    simple: 'We are happy to hear from you. Just ask us.',
    balanced: 'We think it is worth a closer look, and we are happy to answer any questions along the way.',
    technical: 'We believe it merits closer consideration, and we are happy to discuss the particulars in whatever depth is useful.',
  },
  conversational: {
    simple: 'Sound good? You are welcome to ask us anything.',
    balanced: 'So, what do you think? If you are curious, you are exactly who we had in mind.',
    technical: 'Curious about the thinking behind it? You are welcome to ask, because we are always happy to talk it through.',
  },
  playful: {
    simple: 'Psst! Pass it on! Good news is better shared!',
    balanced: 'Psst! This is the bit where you tell a friend, or two, or ten!',
    technical: 'Psst! Consider this your officially unofficial briefing, so do pass it on to anyone who might enjoy it!',
  },
};

/** The tone's own paragraph, for detailed pieces. */
export const toneParagraphs: Record<Tone, Record<WordChoice, string>> = {
  formal: {
    simple: 'We hope this note is clear. If it is not, please ask us. Your questions are always welcome. So are your thoughts.',
    balanced: 'We hope that this note has been clear and helpful. Should you have any questions, you are most welcome to contact us at your convenience.',
    technical:
      'We trust that the information above is clear and sufficient for your present purposes. Should you wish to raise any question or discuss any aspect of this announcement in further detail, you are most welcome to get in touch at a time that suits you.',
  },
  'semi-formal': {
    simple: 'We are happy to hear from you. Just ask us your questions. It really is that easy. We look forward to it.',
    balanced: 'We think it is well worth a closer look. If anything is unclear, you are welcome to ask, and we are happy to talk it through with you.',
    technical:
      'We believe it merits closer consideration, and we are happy to discuss the details with you in whatever depth is genuinely useful for your plans and priorities.',
  },
  conversational: {
    simple: 'Sound good so far? You can ask us anything at all. Really, we mean anything. So why not drop us a line today? We would love that.',
    balanced: 'So, what do you think? Is this something you have been looking for? If you are curious, you are exactly who we had in mind.',
    technical:
      'Curious about how it all fits together? You are very welcome to ask us about the thinking behind it, and we are always happy to talk it through with you at whatever pace suits you.',
  },
  playful: {
    simple: 'Psst! Pass it on! Good news is better when you share it. Tell your mum. Tell your mates. Tell the dog, too! Then come back and tell us what they all said.',
    balanced: 'Psst! This is the bit where you tell a friend, or two, or ten! Go on, we will not tell anyone it was your idea.',
    technical:
      'Psst! Consider this your officially unofficial briefing, and you are entirely welcome to share it with anyone who might enjoy it as much as we hope you will!',
  },
};
