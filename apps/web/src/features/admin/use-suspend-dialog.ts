import { useState } from 'react';
import { useSuspension } from './api.ts';
import type { ReasonAsk } from './ReasonDialog.tsx';

interface Person {
  id: string;
  fullname: string;
  suspendedAt: string | null;
}

/** Suspend or restore a person: the dialog's question, its busy state, and the call once confirmed. */
export function useSuspendDialog() {
  const suspension = useSuspension();
  const [person, setPerson] = useState<Person | null>(null);
  const suspend = person !== null && person.suspendedAt === null;
  const ask: ReasonAsk | null = person && {
    title: suspend ? `Suspend ${person.fullname}?` : `Restore ${person.fullname}?`,
    consequence: suspend
      ? 'They are signed out everywhere at once and cannot sign in until an admin restores the account.'
      : 'They can sign in again with their password.',
    confirm: suspend ? 'Suspend' : 'Restore',
    danger: suspend,
  };
  return {
    ask,
    busy: suspension.isPending,
    /** The person whose action is under way (their row's button shows it). */
    pendingId: suspension.isPending ? suspension.variables?.id : undefined,
    open: (next: Person) => setPerson(next),
    close: () => setPerson(null),
    confirm: (reason: string) => {
      if (!person) return;
      suspension.mutate({ id: person.id, suspend, reason }, { onSuccess: () => setPerson(null) });
    },
  };
}
