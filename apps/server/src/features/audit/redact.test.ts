import { FORMER_MEMBER } from '@iyl/core/account-data/constants';
import { describe, expect, it } from 'vitest';
import { ADDRESS_REMOVED, mapStrings, redact, render } from './redact.ts';

const sunny = { name: 'Sunny Suspend', email: 'sunny@x.example' };
const avery = { name: 'Avery Admin', email: 'avery@iyl.example' };

describe('people in the audit log’s free text', () => {
  it('keeps the target’s and the actor’s name, address and first and last names as placeholders', () => {
    const typed = 'Spam from sunny SUSPEND <Sunny@X.example>; Sunny said sorry to Avery, Suspend-ing was Avery Admin’s call';
    expect(redact(typed, { target: sunny, actor: avery })).toBe(
      'Spam from {{target.name}} <{{target.email}}>; {{target.first}} said sorry to {{actor.first}}, {{target.last}}-ing was {{actor.name}}’s call',
    );
  });

  it('finds names only as whole words, parts in their own case, and leaves other people and short parts alone', () => {
    const li = { name: 'Li Rose', email: 'li@x.example' };
    expect(redact('Lily gave a rose to Li; Rose and Rosemary; ROSE; bli@x.example; li@x.examples; li@x.example.', { target: li })).toBe(
      'Lily gave a rose to {{target.first}}; {{target.last}} and Rosemary; ROSE; bli@x.example; li@x.examples; {{target.email}}.',
    );
    expect(redact('Jo was rude to Kim <kim@y.example>', { target: { name: 'Jo Brown', email: 'jo@y.example' } })).toBe('{{target.first}} was rude to Kim <kim@y.example>');
    expect(redact('I said hi', { target: { name: 'I Am', email: 'i@y.example' } })).toBe('I said hi');
    // A placeholder once written is not searched again, whatever the names are.
    expect(redact('target email name', { target: { name: 'email target', email: 'name@z.example' }, actor: { name: 'name', email: 'n@z.example' } })).toBe(
      '{{target.last}} {{target.first}} {{actor.name}}',
    );
    expect(redact('{{target.name}} stays', { target: { name: 'target name', email: 't@z.example' } })).toBe('{{target.name}} stays');
    // Names with signs a pattern would read.
    expect(redact('Ann (A.) O’Neil+ here', { target: { name: 'Ann (A.) O’Neil+', email: 'a@z.example' } })).toBe('{{target.name}} here');
  });

  it('renders the people as they are now; a deleted one as "A former member" and "(address removed)"', () => {
    const stored = 'Spam from {{target.name}} <{{target.email}}>; {{target.first}} {{target.last}}, by {{actor.first}}';
    expect(render(stored, { target: sunny, actor: avery })).toBe('Spam from Sunny Suspend <sunny@x.example>; Sunny Suspend, by Avery');
    expect(render(stored, { target: null, actor: avery })).toBe(`Spam from ${FORMER_MEMBER} <${ADDRESS_REMOVED}>; ${FORMER_MEMBER} ${FORMER_MEMBER}, by Avery`);
    expect(render('{{target.last}} {{actor.name}}', { target: { name: 'Cher', email: 'c@x.example' } })).toBe(`Cher ${FORMER_MEMBER}`);
    expect(render('{{other.name}} {{target.phone}}', {})).toBe('{{other.name}} {{target.phone}}');
  });

  it('changes every string of a before or after, nested ones too, and nothing else', () => {
    expect(mapStrings({ suspendReason: 'Sunny', n: 3, at: null, list: ['Sunny', { deep: 'Sunny' }] }, (t) => t.toUpperCase())).toEqual({
      suspendReason: 'SUNNY',
      n: 3,
      at: null,
      list: ['SUNNY', { deep: 'SUNNY' }],
    });
  });
});
