/** The built-in coach's curated library: what it answers from when no AI is configured (issue 31). */
export const libraryTopics = [
  'sleep',
  'stress',
  'movement',
  'eating',
  'money',
  'debt',
  'saving',
  'relationships',
  'parenting',
  'work',
  'motivation',
  'alcohol',
  'screen-time',
  'loneliness',
  'grief',
  'pain',
  // Smoking and vaping (smoking.ts), with the plans' steps on smoking and cannabis.
  'substances',
] as const;
export type LibraryTopic = (typeof libraryTopics)[number];

/** One passage the built-in coach may quote, with its citation title. */
export interface LibraryPassage {
  /** Stable and unique across the library (kebab-case, starting with the topic): a citation points at it. */
  id: string;
  topic: LibraryTopic;
  /** Short title, shown in the citation: [title]. */
  title: string;
  /** Words and phrases a person may use for this that the text itself may not (searched with the text). */
  keywords: readonly string[];
  /** Plain text, second person, 60–140 words: what to do, concretely, and when to get more help. */
  text: string;
}
