import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download.ts';

describe('download file names', () => {
  it('prefers the UTF-8 name, then the plain one', () => {
    expect(fileNameFrom(`attachment; filename="Caf_ notes.docx"; filename*=UTF-8''Caf%C3%A9%20notes.docx`, 'Notes.docx')).toBe(
      'Café notes.docx',
    );
    expect(fileNameFrom('attachment; filename="My note.docx"', 'Notes.docx')).toBe('My note.docx');
    expect(fileNameFrom('attachment; filename=plain.docx', 'Notes.docx')).toBe('plain.docx');
  });

  it('falls back when the header says nothing usable', () => {
    expect(fileNameFrom(null, 'Notes.docx')).toBe('Notes.docx');
    expect(fileNameFrom('attachment', 'Notes.docx')).toBe('Notes.docx');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'Notes.docx')).toBe('Notes.docx');
    expect(fileNameFrom('attachment; filename=""', 'Notes.docx')).toBe('Notes.docx');
  });

  it('keeps only the last part of a path', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd.docx"', 'Notes.docx')).toBe('passwd.docx');
  });
});
