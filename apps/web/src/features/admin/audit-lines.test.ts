import type { AuditEntry } from '@iyl/core/admin/contract';
import { describe, expect, it } from 'vitest';
import { conversationLink, stateLine } from './audit-lines.ts';
import { consoleMoment } from './ConsoleTable.tsx';

const entry = (target: AuditEntry['target'], after: AuditEntry['after'] = null): AuditEntry => ({
  id: '1',
  at: '2026-12-08T06:11:42.146Z',
  actor: { id: null, name: 'Ada', role: 'Admin' },
  action: 'message.hide',
  target,
  before: null,
  after,
  reason: null,
});

describe('the audit log’s lines', () => {
  it('says each recorded field in words: labels, moments on the console’s clock, Yes or No, states with a capital', () => {
    const until = '2026-12-08T06:11:42.146Z';
    expect(stateLine({ silencedUntil: until })).toBe(`Silenced until: ${consoleMoment(until)}`);
    expect(stateLine({ silencedUntil: null })).toBe('Silenced until: —');
    expect(stateLine({ email: 'new.admin@example.com', expiresAt: until })).toBe(`Link works until: ${consoleMoment(until)}`);
    expect(stateLine({ suspendedAt: null, suspendReason: 'spam' })).toBe('Suspended since: —, Reason: spam');
    expect(stateLine({ ispaid: true, referralCompleted: false })).toBe('Paid: Yes, Referral completed: No');
    expect(stateLine({ hidden: true })).toBe('Hidden from the directory: Yes');
    expect(stateLine({ status: 'hidden', topicId: 'abc' })).toBe('Status: Hidden');
    expect(stateLine({ queue: 'reminders', state: 'retry', attempts: 3 })).toBe('Queue: reminders, State: Retry, Attempts: 3');
    expect(stateLine({ somethingNew: 'x' })).toBe('Something new: x');
    expect(stateLine(null)).toBe('—');
    expect(stateLine({ email: 'only@example.com' })).toBe('—');
  });

  it('links a message’s or a topic’s row to its conversation in the Community section', () => {
    const topic = '3c9a1b2d-4e5f-4a60-8b7c-9d0e1f2a3b4c';
    const message = '5e1b2c3d-4f5a-4b60-9c7d-8e9f0a1b2c3d';
    expect(conversationLink(entry({ kind: 'topic', id: topic, name: null, role: null }))).toBe(`?section=community&topic=${topic}`);
    expect(conversationLink(entry({ kind: 'message', id: message, name: null, role: null }, { status: 'hidden', topicId: topic }))).toBe(
      `?section=community&topic=${topic}&message=${message}`,
    );
    // Rows written before the topic was recorded with a message have nothing to open.
    expect(conversationLink(entry({ kind: 'message', id: message, name: null, role: null }, { status: 'hidden' }))).toBeNull();
    expect(conversationLink(entry({ kind: 'user', id: message, name: 'Wes', role: 'Customer' }))).toBeNull();
  });
});
