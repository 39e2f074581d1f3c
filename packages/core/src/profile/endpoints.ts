import { featureEndpoints, lazy } from '../http/endpoint.ts';
import { PHOTO_FIELD } from './constants.ts';

const define = featureEndpoints({ tag: 'profile', access: 'signedIn', errors: [400, 401, 403, 413, 429] });

export const profileEndpoints = {
  savephoto: define({
    method: 'POST',
    path: '/api/v1/profile/photo',
    operationId: 'savephoto',
    summary: 'savephoto + UpdateProfilePic: multipart field "image" (JPEG, PNG, WebP or GIF, at most 5 MB and 4096 × 4096 pixels); becomes the profile picture',
    upload: { field: PHOTO_FIELD },
    schemas: lazy(() => import('./contract.ts'), (c) => ({ response: c.PhotoResponse })),
  }),
};
