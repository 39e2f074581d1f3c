import { messages } from '@iyl/core/catalog/messages';
import { describe, expect, it } from 'vitest';
import { courseDraftProblem, hoursText, lessonDraftProblem, ratingLabel, roundedStars, starFills, titleCase } from './rules.ts';

describe('titleCase', () => {
  it('capitalises every word and keeps the rest', () => {
    expect(titleCase('sleep better in 14 days')).toBe('Sleep Better In 14 Days');
    expect(titleCase('mind-body basics (intro)')).toBe('Mind-body Basics (Intro)');
    expect(titleCase('money and/or time')).toBe('Money And/or Time');
    expect(titleCase('AI for coaches')).toBe('AI For Coaches');
    expect(titleCase('élan vital')).toBe('Élan Vital');
    expect(titleCase('')).toBe('');
  });
});

describe('stars', () => {
  it('rounds to the nearest half or whole', () => {
    expect(roundedStars(null)).toBe(0);
    expect(roundedStars(4.2)).toBe(4);
    expect(roundedStars(4.3)).toBe(4.5);
    expect(roundedStars(4.75)).toBe(5);
    expect(roundedStars(2.9)).toBe(3);
    expect(roundedStars(7)).toBe(5);
  });
  it('fills up to five', () => {
    expect(starFills(3.6)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(null)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });
  it('names the rating for a screen reader', () => {
    expect(ratingLabel({ average: 4.4, count: 3 })).toBe('4.5 out of 5 stars, 3 ratings');
    expect(ratingLabel({ average: 5, count: 1 })).toBe('5 out of 5 stars, 1 rating');
    expect(ratingLabel({ average: null, count: 0 })).toBe('No ratings yet');
  });
  it('says hours', () => {
    expect(hoursText(1)).toBe('1 Hour');
    expect(hoursText(2.5)).toBe('2.5 Hours');
  });
});

describe('the lesson form’s checks', () => {
  const full = { title: '', content: '<p>Wake up at seven.</p>', imagesUrl: 'https://i.example.com/a.png', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', habit: '' };
  it('passes a full lesson (the title and habit are optional)', () => {
    expect(lessonDraftProblem(full)).toBeNull();
  });
  it.each([
    { content: '' },
    { content: '<p></p>' },
    { content: '<p>&nbsp; </p>' },
    { imagesUrl: '  ' },
    { videoUrl: '' },
  ])('refuses %o', (change) => {
    expect(lessonDraftProblem({ ...full, ...change })).toBe(messages.lessonFieldsMissing);
  });
});

describe('the new course form’s checks', () => {
  const full = { title: 'Sleep', brief: 'Better sleep', category: 'healthcare', level: 'beginner', durationHours: 2 };
  it('asks for every field, then the cover', () => {
    expect(courseDraftProblem(full, true)).toBeNull();
    expect(courseDraftProblem({ ...full, brief: ' ' }, true)).toBe(messages.courseFieldsMissing);
    expect(courseDraftProblem({ ...full, category: '' }, true)).toBe(messages.courseFieldsMissing);
    expect(courseDraftProblem({ ...full, durationHours: '' }, true)).toBe(messages.courseFieldsMissing);
    expect(courseDraftProblem(full, false)).toBe(messages.selectPhoto);
    for (const durationHours of [0, 0.3, 1.3, 99999, '-2']) expect(courseDraftProblem({ ...full, durationHours }, true)).toBe(messages.courseHoursInvalid);
    expect(courseDraftProblem({ ...full, durationHours: '1.5' }, true)).toBeNull();
  });
});
