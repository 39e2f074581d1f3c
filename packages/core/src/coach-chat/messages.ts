import { KNOWLEDGE_DOCUMENTS_MAX } from './constants.ts';

/** The AI coach chat and the coaches' knowledge PDFs. Merged into the one catalogue in catalog/messages.ts. */
export const coachChatMessages = {
  pdfInvalid: 'Please select a valid PDF file.',
  pdfMissing: 'Please select a file to upload.',
  knowledgeFieldsMissing: 'Provide the Information Required',
  pdfUploaded: 'File uploaded successfully.',
  pdfUploadFailed: 'File upload failed.',
  // The spec has no text for these.
  pdfTooLarge: 'This PDF is larger than 10 MB. Please upload a smaller file, or split it.',
  knowledgeTooMany: `You can keep up to ${KNOWLEDGE_DOCUMENTS_MAX} knowledge documents. Please delete one before uploading another.`,
  knowledgeNotFound: 'This document was not found.',
  knowledgeDeleted: 'Document deleted.',
} as const;
