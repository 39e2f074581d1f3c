import { NOTES_PER_CUSTOMER_MAX } from './limits.ts';

/** Notes and their .docx export. Merged into the one catalogue in catalog/messages.ts. */
export const notesMessages = {
  emptyNote: 'Cannot save empty notes!',
  noteSaved: 'File Saved in Notes History!',
  noteDeleted: 'Note Deleted Successfully!',
  noteSaveFailed: 'Failed to Save Notes!',
  noteDeleteFailed: 'Failed to Delete Notes!',
  noteNotFound: 'This note was not found.',
  noteTitleTooLong: 'Please keep the title under 200 characters.',
  noteTooLong: 'This note is too long to save. Please split it in two.',
  notesFull: `You have ${NOTES_PER_CUSTOMER_MAX} notes, the most there can be. Please delete some you no longer need before saving another.`,
  exportFailed: 'Failed to export the document.',
  exportDone: 'Document exported!',
} as const;
