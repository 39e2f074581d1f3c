import { ComingSoon } from '../../components/ComingSoon.tsx';

/** /BrandVoice: brand voice content generation. A placeholder until its issue is built. */
export function BrandVoicePage() {
  return <ComingSoon name="Brand Voice" />;
}
