import { messages } from '@iyl/core/catalog/messages';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every read of the habit screens (the library, the routines and their reminders, each in its own
 * feature) sits under one key: a change to a routine can move any of them, and a round of failing
 * lists is told once.
 */
export const habitScreensKey = ['habits'] as const;

/** Every list of the habit screens fails with the spec's one text, told once a round. */
export const habitListMeta = { errorMessage: messages.listFailed, errorGroup: habitScreensKey };

/** After any change to a routine everything shown may move: lists, counts, scores, badges, reminders. */
export const refreshHabitScreens = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: habitScreensKey });
