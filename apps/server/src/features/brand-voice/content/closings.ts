import type { Personality, Tone, WordChoice } from '@iyl/core/brand-voice/constants';
import type { ByChoice } from './types.ts';

/** The end of a piece: what the reader can do, the personality's closing and the tone's sign-off (see types.ts). */

/** Invitations to act: ask, share, say hello. Never a reply time or what the reader will be sent. */
export const closings: Record<Personality, ByChoice> = {
  friendly: {
    simple: ['Say hello any time. We would love to hear from you. Tell a friend too.', 'Get in touch with us any time. We are always glad to hear from you.'],
    balanced: [
      'We would love to hear from you, so get in touch, and do tell a friend or two along the way.',
      'Whenever you are ready, we would love to hear from you, so please do say hello.',
    ],
    technical: [
      'We would be delighted to hear from you, and we warmly encourage you to contact us with any questions, suggestions or particular requirements you may have.',
      'Please do contact us whenever convenient, as we would genuinely welcome the opportunity to hear about your own circumstances and interests.',
    ],
  },
  professional: {
    simple: ['Find out more today. Get in touch with us. We would be glad to hear from you.', 'Want the details? Just ask us. We would be glad to hear from you.'],
    balanced: [
      'To find out more, get in touch with us today, and do share this note with anyone who may be interested.',
      'For more details, please get in touch with us, and feel welcome to pass this note on to anyone who may be interested.',
    ],
    technical: [
      'For further information, please contact us directly, and we would be pleased to hear from anyone with an interest in this announcement.',
      'Enquiries are welcome, and we would encourage anyone with questions about this announcement to contact us directly at their convenience.',
    ],
  },
  witty: {
    simple: ['Go on, take a look for yourself. You know you want to. We will wait right here.', 'Take a look for yourself. We will try to act surprised.'],
    balanced: [
      'Take a look for yourself. We will be here, trying very hard to look casual about it.',
      'Have a look, and do tell us if we got it right, or wonderfully wrong.',
    ],
    technical: [
      'We invite you to investigate further at your earliest convenience, while we maintain an entirely convincing appearance of professional calm.',
      'Further enquiries are warmly encouraged, and will be received with only a modest amount of visible excitement on our part.',
    ],
  },
  innovative: {
    simple: ['Tell us what you think. Share your ideas with us. We would love to hear them.', 'Got an idea? Tell us. We would love to hear it. Ask us anything too.'],
    balanced: [
      'Tell us what you think, and share your ideas about what could come next.',
      'Join the conversation, share your ideas and help us think about what is possible.',
    ],
    technical: [
      'We invite you to engage with this announcement, share your observations and contribute your perspective on what might usefully come next.',
      'We would welcome your observations and ideas, and we encourage you to get in touch and share your perspective with us at any stage.',
    ],
  },
};

/** What the reader can do next, before the closing of detailed pieces. */
export const nextSteps: Record<WordChoice, string> = {
  simple: 'Want to know more? Just ask us. Know someone who might like this? Please pass it on. Sharing is easy. Just send this on.',
  balanced: 'If you would like to know more, just get in touch. And if you know someone who might be interested, please pass this on to them.',
  technical:
    'Should you wish to learn more, please do get in touch; and if you know of anyone who may find this announcement relevant, we would be grateful if you would pass it on to them.',
};

/** The last line of a detailed piece, in the tone's manner. */
export const signOffs: Record<Tone, string> = {
  formal: 'Thank you for your time and consideration.',
  'semi-formal': 'Thank you for reading, and we look forward to hearing from you.',
  conversational: 'Thanks for reading, and speak soon.',
  playful: 'Thanks for reading, you absolute star!',
};
