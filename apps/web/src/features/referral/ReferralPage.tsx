import { ComingSoon } from '../../app/ComingSoon.tsx';

/** /Referral: referral stats and the share link. A placeholder until its issue is built. */
export function ReferralPage() {
  return <ComingSoon name="Revenue & Earnings" />;
}
