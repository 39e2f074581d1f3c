import {
  CHAT_CONVERSATIONS_MAX,
  CHAT_QUESTION_MAX,
  CHAT_SEARCH_MAX,
  CHAT_TITLE_MAX,
  CHAT_TURNS_MAX,
  CHAT_VERSIONS_MAX,
  KNOWLEDGE_DOCUMENTS_MAX,
  KNOWLEDGE_SPECIALIZATION_MAX,
  KNOWLEDGE_TITLE_MAX,
} from './constants.ts';

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
  knowledgeTitleTooLong: `Please keep the knowledge title to ${KNOWLEDGE_TITLE_MAX} characters.`,
  knowledgeSpecializationTooLong: `Please keep the specialization to ${KNOWLEDGE_SPECIALIZATION_MAX} characters.`,

  // The chat (spec part 2 §8).
  chatFailed: 'An error occurred while communicating with the API.',
  chatSaved: 'All chat items have been saved successfully',
  chatSaveFailed: 'Failed to save chat',
  chatMailed: 'Mail Sent successfully',
  chatMailFailed: 'Failed to Send Email chat',
  chatEmpty: 'Empty Chat Responses',
  chatRetrieveFailed: 'Failed to retrieve chat',
  // The spec has no text for these.
  chatNotFound: 'This chat was not found.',
  chatQuestionMissing: 'Please type a question.',
  chatQuestionTooLong: `A message can be up to ${CHAT_QUESTION_MAX.toLocaleString('en-US')} characters.`,
  chatFull: `This chat has reached ${CHAT_TURNS_MAX} questions. Please start a new chat.`,
  chatTooMany: `You can keep up to ${CHAT_CONVERSATIONS_MAX} chats. Please delete an old one first.`,
  chatBusy: 'Please wait for the answer to finish, or press Stop.',
  chatVersionsFull: `This question has already been answered ${CHAT_VERSIONS_MAX} times. Please ask a new question.`,
  chatNothingToRedo: 'There is no answer to write again yet.',
  chatNothingElse: 'Asked again, this answer would say the same. Please ask in other words or ask something new.',
  chatTitleMissing: 'Please give the chat a title.',
  chatTitleTooLong: `A chat's title can be up to ${CHAT_TITLE_MAX} characters.`,
  chatSearchTooLong: `Please search for at most ${CHAT_SEARCH_MAX} characters.`,
  chatRenamed: 'Chat renamed.',
  chatDeleted: 'Chat deleted.',
  chatCoachNotFound: 'This coach is not available for chat. You can still talk to the IYL AI Coach.',
  // With the real wait after it (withWait).
  chatMailLimit: 'You have e-mailed several chats in a short time.',
  chatExportFormat: 'Please choose a Word document (docx) or Markdown (md).',
  chatSettingsInvalid: 'Please choose whether the coach may see your plans.',
  chatSettingsSaved: 'Chat settings saved.',
  // "Make it a plan" (issue 47): the plan's steps added to the customer's routines with one click.
  chatRoutinesAdded: 'Added to your routines.',
  chatRoutinesAlreadyThere: 'These steps are already in your routines.',
  chatNoRoutineOffer: 'This answer has no steps to add to your routines.',
  chatRoutinesAddFailed: 'The steps could not be added to your routines. Please try again.',
  // Voice (spec part 2 §4: 'Listening .....'); the others have no text in the spec.
  voiceListening: 'Listening .....',
  voiceUnsupported: 'Voice input is not available in this browser. You can type your question instead.',
  voiceUnavailable: 'Voice input could not reach a speech service in this browser. You can type your question instead.',
  voiceDenied: 'Please allow the microphone to talk to your coach, or type your question instead.',
  voiceNoMicrophone: 'No microphone was found. Please connect one, or type your question instead.',
} as const;
