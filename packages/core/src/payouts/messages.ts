/** Payouts: the coach's earnings ledger, payout requests and the admin's Mark Paid. Merged into the one catalogue in catalog/messages.ts. */
export const payoutsMessages = {
  payoutSubmitted: 'Request Submitted!',
  payoutFailed: 'Error in Processing Request!',
  payoutOverBalance: 'The amount is more than your available balance.',
  payoutBadAmount: 'Please request an amount of at least $1.00.',
  payoutNothingAvailable: 'Nothing to request yet: a payout needs an available balance of at least $1.00. Completed sessions add to it.',
  payoutNoAddress: 'Please add a payment-account address to your profile first.',
  payoutPaid: 'Payout marked as paid.',
  payoutAlreadyPaid: 'This payout is already marked as paid.',
  payoutNotFound: 'This payout request was not found.',
  payoutNone: 'No Payout Information Yet!',
} as const;
