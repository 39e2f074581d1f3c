import { Stack } from '@mantine/core';
import { CommunityReview } from '../../community/public/CommunityReview.tsx';
import { SilencedMembers } from '../../community/public/SilencedMembers.tsx';

/** Community: the review queue, decisions and silenced members, as the community feature draws them. */
export function CommunitySection() {
  return (
    <Stack gap="xl">
      <CommunityReview />
      <SilencedMembers />
    </Stack>
  );
}
