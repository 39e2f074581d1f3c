import { financeDebtTopics } from './finance-debt.ts';
import { financeFutureTopics } from './finance-future.ts';
import { financeGeneralTopics } from './finance-general.ts';
import { financeHomeTopics } from './finance-home.ts';
import { financeIncomeTopics } from './finance-income.ts';
import { financeSpendingTopics } from './finance-spending.ts';
import type { PlanTopic } from './types.ts';

/** Finance topics of the built-in coach (see types.ts), in matching order (ties go to the earlier one). */
export const financeTopics: readonly PlanTopic[] = [
  ...financeDebtTopics,
  ...financeSpendingTopics,
  ...financeIncomeTopics,
  ...financeHomeTopics,
  ...financeFutureTopics,
  ...financeGeneralTopics,
];
