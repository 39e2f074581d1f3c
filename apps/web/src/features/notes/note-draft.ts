/** The note being written, kept in localStorage so a reload (or a closed tab) mid-typing loses nothing. */
export const NOTE_DRAFT_KEY = 'iyl.note-draft.v1';

export interface NoteDraft {
  /** Whose draft this is: another account on the same browser never sees it. */
  userId: string;
  /** The note being edited; absent for a new note. */
  noteId?: string;
  title: string;
  html: string;
  /** ms since epoch, to tell the user how old it is. */
  savedAt: number;
}

/** Nothing worth keeping: no title and no text (the editor's empty document is '<p></p>'). */
export function isBlank(title: string, html: string): boolean {
  return !title.trim() && !html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
}

export function loadNoteDraft(userId: string): NoteDraft | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(NOTE_DRAFT_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!stored || typeof stored !== 'object') return undefined;
  const { userId: owner, noteId, title, html, savedAt } = stored as Record<string, unknown>;
  if (owner !== userId || typeof title !== 'string' || typeof html !== 'string') return undefined;
  if (isBlank(title, html)) return undefined;
  return {
    userId,
    ...(typeof noteId === 'string' && noteId ? { noteId } : {}),
    title,
    html,
    savedAt: typeof savedAt === 'number' ? savedAt : 0,
  };
}

export function saveNoteDraft(draft: NoteDraft) {
  try {
    if (isBlank(draft.title, draft.html)) localStorage.removeItem(NOTE_DRAFT_KEY);
    else localStorage.setItem(NOTE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): writing still works, it just won't survive a reload.
  }
}

export function clearNoteDraft() {
  try {
    localStorage.removeItem(NOTE_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
