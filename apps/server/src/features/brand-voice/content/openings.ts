import type { Personality, WordChoice } from '@iyl/core/brand-voice/constants';
import type { ByChoice } from './types.ts';

/** The start of a piece: its headline, its news line and the personality's opening (see types.ts for the placeholders). */

/** The news in one line when the customer wrote a noun phrase ("a weekly budgeting workshop"). */
export const newsFrames: ByChoice = {
  simple: ['This one is all about {S}.', 'Our news is about {S}.'],
  balanced: ['It is all about {S}.', 'This update is all about {S}.'],
  technical: ['This announcement concerns {S}.', 'The subject of this announcement is {S}.'],
};

/** Openings; {N} is the news line, or the customer's own sentence when they wrote one. */
export const openings: Record<Personality, ByChoice> = {
  friendly: {
    simple: ['Hello, everyone! We have some happy news to share. {N} We are so glad to tell you.', 'We have some happy news for you. {N} We hope it makes you smile.'],
    balanced: [
      'We are delighted to share some news with you. {N} It is something we have been looking forward to telling you about.',
      'Here is something we are really happy to share. {N} We hope it brightens your day a little.',
    ],
    technical: [
      'It is with genuine pleasure that we share the following news with everyone who follows our work, and with anyone else who may be interested. {N}',
      'We are delighted to take this opportunity to share some news that we hope will be of interest to you and to the people around you. {N}',
    ],
  },
  professional: {
    simple: ['Here is our news. {N} Thank you for taking a look. Please read on.', 'A quick update from us. {N} We are glad to share it with you. Please read on.'],
    balanced: ['We are pleased to share an update with you today. {N} Here is what you need to know.', 'We are pleased to announce our latest news. {N} Here are the main points.'],
    technical: [
      'We are pleased to share the following announcement, which sets out the essential details as clearly and briefly as we are able to. {N}',
      'We are pleased to make the following announcement, and to set out its principal details for the benefit of everyone who may be interested. {N}',
    ],
  },
  witty: {
    simple: ['Big news, small words. {N} We tried to play it cool. We did not manage it.', 'Stop scrolling for a moment. {N} Yes, we are a bit excited.'],
    balanced: ['We have some news, and for once it is not about the weather. {N}', 'Clear your schedule, or at least the next thirty seconds. {N}'],
    technical: [
      'We drafted this announcement with all the composure we could manage, which was not a great deal. {N}',
      'In a notable improvement to the contents of your feed, we are pleased to share the following. {N}',
    ],
  },
  innovative: {
    simple: ['Here is an idea worth sharing. {N} We think it is worth a look. We hope you agree.', 'Time for a fresh look. {N} We hope you like it. We think you might.'],
    balanced: ['Here is something worth a fresh look. {N} We hope it sparks a few ideas.', 'Good ideas deserve a proper introduction, so here is ours. {N}'],
    technical: [
      'Every idea deserves a clear introduction, and the following announcement is intended to provide exactly that, in a form that is easy to read and to share. {N}',
      'In the spirit of looking at things afresh, we are pleased to share the following announcement with everyone who is curious about what comes next. {N}',
    ],
  },
};

/** More of the personality's opening, for detailed pieces. */
export const openingsMore: Record<Personality, Record<WordChoice, string>> = {
  friendly: {
    simple: 'We wanted to share it with you straight away. We hope it makes you as happy as it makes us.',
    balanced: 'We wanted to share it with you straight away, and we hope it puts a smile on your face too.',
    technical:
      'We wanted to share this news with you at the earliest opportunity, and we very much hope that it will be as welcome to you as it is to us.',
  },
  professional: {
    simple: 'We want to keep you informed. This note gives you the main points. It only takes a minute to read.',
    balanced: 'We want to keep you well informed, so this note brings the main points together in one place.',
    technical:
      'Our intention is to keep everyone who is interested well informed, and this note therefore brings together the principal points in a single, convenient place for ease of reference.',
  },
  witty: {
    simple: 'We have been bursting to tell you. Keeping quiet was hard. We are not good at secrets.',
    balanced: 'We have been itching to tell you, and keeping it to ourselves was, frankly, not our finest skill.',
    technical:
      'Exercising discretion before this announcement proved considerably more difficult than anticipated, largely because we are unreasonably, and quite visibly, excited about sharing it with you.',
  },
  innovative: {
    simple: 'Ideas are worth sharing. So here is ours. We hope it gets you thinking too.',
    balanced: 'Ideas are worth sharing early, so here it is, and we hope it gets you thinking about what could come next.',
    technical:
      'We believe that ideas benefit from being shared early and discussed openly, which is why we are setting out the essentials here and inviting your thoughts and questions.',
  },
};

/** Headlines: the core starts the line or follows a colon. */
export const headlines: Record<Personality, readonly string[]> = {
  friendly: ['{C^}: a warm hello', 'Some happy news: {C^}'],
  professional: ['{C^}: what you need to know', 'Announcing {C}'],
  witty: ['{C^}: yes, really', 'Stop scrolling: {C^}'],
  innovative: ['{C^}: an idea worth sharing', 'Worth sharing: {C^}'],
};
