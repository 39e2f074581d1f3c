import { emergencyFundNeed, hasRoomToGrow } from '@iyl/core/onboarding/signals';
import { isRare } from '../../../platform/ai/offline-helpers.ts';
import type { AreaContent } from './types.ts';
import { insteadOf } from './wording.ts';

const fundWords = {
  'None yet': 'no savings cushion',
  'Less than 3 months': 'less than three months saved',
  '3 to 5 months': '3 to 5 months saved',
  '6 months or more': 'six months or more saved',
} as const;

export const financeGoals: AreaContent['goals'] = {
  debt: (a) => (a && a.debtWorry >= 4 ? `pay down the debt that worries you (${a.debtWorry}/10 today) with a clear payoff plan` : 'pay down debt with a clear payoff plan'),
  emergency: (a) =>
    a && emergencyFundNeed(a) > 0 ? `build an emergency fund (${fundWords[a.emergencyFund]} today)` : 'build an emergency fund of at least three months of costs',
  saving: (a) => (a && isRare(a.savingFrequency) ? `save automatically every payday ${insteadOf[a.savingFrequency]}` : 'save automatically every payday'),
  tracking: (a) =>
    a && isRare(a.spendingTracking)
      ? `know where your money goes (${a.spendingTracking === 'Never' ? 'spending goes untracked today' : 'you rarely track spending today'})`
      : 'know where your money goes',
  budget: (a) =>
    a && hasRoomToGrow(a.budgetConfidence) ? `raise your budgeting confidence from ${a.budgetConfidence}/10 with a simple monthly budget` : 'run a simple monthly budget you trust',
  knowledge: (a) =>
    a && hasRoomToGrow(a.financialKnowledge) ? `understand saving and investing (${a.financialKnowledge}/10 today)` : 'understand the basics of saving and investing',
  investing: () => 'invest steadily in low-cost index funds',
  retirement: () => 'boost your long-term retirement savings',
  income: () => 'grow your income with a tested side project or a pay rise',
  housing: () => 'bring your housing costs down',
  bigGoal: () => 'save for your next big goal without borrowing',
  family: () => 'get your household on the same page about money',
  protection: () => 'protect what you have built and the people who depend on you',
  networth: () => 'track and grow your net worth',
  goals: () => 'set clear money goals with amounts and dates',
  credit: () => 'strengthen your credit score',
  spending: () => 'spend on purpose rather than on impulse',
};
