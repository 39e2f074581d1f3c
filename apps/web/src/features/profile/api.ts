import type { PhotoResponse } from '@iyl/core/profile/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../lib/api-client.ts';
import { type SessionResponse, sessionKey } from '../auth/api.ts';

export interface PhotoUpload {
  file: File;
  onProgress?: (percent: number) => void;
}

export const profileApi = {
  uploadPhoto: ({ file, onProgress }: PhotoUpload) => {
    const form = new FormData();
    form.append('image', file);
    return upload<PhotoResponse>('/profile/photo', form, { onProgress });
  },
};

/**
 * savephoto. The new address goes straight into the session, so the navbar picture changes at
 * once. The screen shows the upload's own progress bar, so the full-page overlay stays away.
 */
export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: profileApi.uploadPhoto,
    meta: { inlineBusy: true },
    onSuccess: ({ profilePic }) => {
      queryClient.setQueryData<SessionResponse>(sessionKey, (old) =>
        old?.user ? { user: { ...old.user, profilePic } } : old,
      );
    },
  });
}
