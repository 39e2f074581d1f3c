import type { Personality, WordChoice } from '@iyl/core/brand-voice/constants';
import type { ByChoice } from './types.ts';

/** The middle of a piece: why the reader hears of it, the personality's paragraph, the details' list, where and when (see types.ts). */

/** Why the reader is hearing about it (detailed pieces); the customer's other sentences follow. */
export const explainers: ByChoice = {
  simple: [
    'So why are we telling you about {C}? We think you might like it. It could suit you. Or it could suit a friend. Either way, we wanted you to know.',
    'We will keep this simple. Here is our news in a few words: {C}. That is the heart of it. The rest is up to you.',
  ],
  balanced: [
    'Why are we sharing news of {C}? Simply because we think it may interest you, or someone you know, and we would rather you heard it from us.',
    'In short, this is about {C}. We have tried to keep this note clear and to the point, so that the details are easy to find.',
  ],
  technical: [
    'In summary, the purpose of this announcement is to share news of {C} with everyone who may find it relevant, and to set out the essential details clearly, in one place and in our own words.',
    'The aim of this note is straightforward: to let those who may be interested know about {C}, and to present the relevant details as clearly and accurately as we are able to.',
  ],
};

/** An invitation to think it over (detailed pieces); technical pieces are long enough without it. */
export const thoughts: Record<WordChoice, string> = {
  simple: 'Have a think about it. Is it for you? Is it for someone you know? Take your time. Either way, we are glad you are here. Thank you for reading this far. It means a lot to us. Now, over to you.',
  balanced:
    'Take a moment to think about whether this is for you, or for someone you know. Either way, we are glad you stopped to read this far, and it means a great deal to us.',
  technical: '',
};

/** The personality's own paragraph (detailed pieces). */
export const values: Record<Personality, Record<WordChoice, string>> = {
  friendly: {
    simple: 'You are always welcome to get in touch. New faces and old friends alike. We would love to hear from you. Just say hello.',
    balanced:
      'Whether you are hearing from us for the first time or have known us for a while, we are glad you are here, and we would love to hear what you think.',
    technical:
      'Whether this is your first contact with us or you have followed our work for some time, we are grateful for your interest, and we would warmly welcome any questions, thoughts or suggestions you may wish to share with us.',
  },
  professional: {
    simple: 'We want to keep this clear. So we have kept to the point. If anything is unclear, just ask us.',
    balanced:
      'We have kept this note to the essentials, so that it is quick to read and easy to act on. If anything is unclear, please ask us, and we will be glad to hear from you.',
    technical:
      'This note has deliberately been limited to the essential information, so that it can be read quickly and referred to easily; should any point require clarification, we would encourage you to raise it with us.',
  },
  witty: {
    simple: '{P} We take our news seriously. We just try not to take ourselves too seriously. Life is too short. And so is this bit.',
    balanced: '{P} Jokes aside, we are genuinely excited to share this, and we hope it shows. Well, we hope so, anyway.',
    technical:
      'Our sense of occasion insisted on a joke at precisely this point in the note, so here it is: {P} Levity notwithstanding, we are sincerely pleased to share this announcement, and we hope that it proves both welcome and worthwhile to read.',
  },
  innovative: {
    simple: 'Ideas work well when they are shared. So we are sharing this one. Tell us what you think. Your ideas count too. Big or small.',
    balanced:
      'Good ideas rarely arrive fully formed, which is why we are keen to hear your thoughts. Questions, ideas and fresh perspectives are all welcome here.',
    technical:
      'We regard open conversation as an essential part of developing any idea, and we would therefore welcome your questions, observations and suggestions, whether they are practical, critical or simply curious.',
  },
};

/**
 * A list of the customer's own details (what, where, when) and what the reader can do, in the word
 * choice's manner. Lines for a place or a day the description did not give are left out.
 */
export interface BulletList {
  heads: readonly string[];
  what: string;
  where: string;
  when: string;
  actions: readonly string[];
}
export const bulletLists: Record<WordChoice, BulletList> = {
  simple: {
    heads: ['Here is what to know:', 'The main points:'],
    what: '- What: {C^}',
    where: '- Where: {L}',
    when: '- When: {B^}',
    actions: ['- Questions? Just ask us', '- Know someone who might like it? Tell them'],
  },
  balanced: {
    heads: ['Here are the details in brief:', 'A few points worth knowing:'],
    what: '- What it is: {C^}',
    where: '- Where: {L}',
    when: '- When: {B^}',
    actions: ['- Questions: you are welcome to ask us', '- Sharing: please pass this on to anyone who might be interested'],
  },
  technical: {
    heads: ['The principal details are summarised below for ease of reference:', 'For convenience, the essential details of this announcement are set out below:'],
    what: '- The subject of this announcement, described in our own words: {C}',
    where: '- The location given in this announcement, noted here for ease of reference: {L}',
    when: '- The timing given in this announcement, noted here for ease of reference: {B}',
    actions: [
      '- Questions: we would be glad to hear from anyone with a question about this announcement, at whatever time suits them',
      '- Sharing: you are most welcome to pass this announcement on to anyone who may find it relevant or of interest',
    ],
  },
};

/** Where and when, in the word choice's manner: {W} "in Leeds", {L} "Leeds", {D} "on Saturday", {B} "Saturday". */
export const settings: Record<'both' | 'place' | 'when', Record<WordChoice, string>> = {
  both: {
    simple: 'That is {W}, {D}.',
    balanced: 'Where and when: {L}, {B}.',
    technical: 'For anyone planning ahead, the practical details to note are the location, {L}, and the timing, {B}.',
  },
  place: {
    simple: 'That is {W}.',
    balanced: 'Where: {L}.',
    technical: 'For anyone planning ahead, the practical detail to note is the location, {L}.',
  },
  when: {
    simple: 'That is {D}.',
    balanced: 'When: {B}.',
    technical: 'For anyone planning ahead, the practical detail to note is the timing, {B}.',
  },
};
