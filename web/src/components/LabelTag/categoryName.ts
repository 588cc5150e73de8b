import { OTHERS, UNCATEGORIZED } from '@portal/core/entities/treasury';
import { useMessages } from '../../i18n/messages';
import { componentMessages } from '../componentMessages';

/**
 * The spending categories (spec §3) are stored in English, the spec's words; each is shown in the
 * reader's language. A category this build does not know (added by a newer one) is shown as stored.
 */
const CATEGORY_KEYS = {
  'Ecosystem Support': 'category.ecosystemSupport',
  'Personnel Expenses': 'category.personnelExpenses',
  'Marketing Expenses': 'category.marketingExpenses',
  'R&D Expenses': 'category.researchExpenses',
  'Token Swap': 'category.tokenSwap',
  'Grant (Service/Infrastructure)': 'category.grantService',
  'Grant (Dev Community)': 'category.grantDevCommunity',
  'Liquidity Provision': 'category.liquidityProvision',
  'Gas Fee Program': 'category.gasFeeProgram',
  'Fund Investment': 'category.fundInvestment',
  'Critical Network Infrastructure': 'category.criticalInfrastructure',
  [OTHERS]: 'category.others',
  [UNCATEGORIZED]: 'category.uncategorized',
} as const;

export const KNOWN_CATEGORIES: readonly string[] = Object.keys(CATEGORY_KEYS);

/** A spending category's name in the reader's language. */
export function useCategoryName(): (label: string) => string {
  const t = useMessages(componentMessages);
  return (label) => {
    const key = (CATEGORY_KEYS as Record<string, (typeof CATEGORY_KEYS)[keyof typeof CATEGORY_KEYS]>)[label];
    return key ? t(key) : label;
  };
}
