import type { SessionResponse } from '@iyl/core/auth/contract';
import { PHOTO_FIELD } from '@iyl/core/profile/constants';
import { profileEndpoints } from '@iyl/core/profile/endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { uploadTo } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { sessionKey } from '../auth/api.ts';

export interface PhotoUpload {
  file: File;
  onProgress?: (percent: number) => void;
}

export const profileApi = {
  uploadPhoto: ({ file, onProgress }: PhotoUpload) => {
    const form = new FormData();
    form.append(PHOTO_FIELD, file);
    return uploadTo(profileEndpoints.savephoto, form, { onProgress });
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
