import type { TreasuryTransaction } from '@portal/core/entities/treasury';
// Stored data, not words of the page: kept as JSON so the scan for user text does not take its label and title for messages.
import sample from './sampleTransaction.json';

/** A KCF payment as the list answers it, edited three times: the editor's tests start from it. */
export const sampleTransaction = sample as TreasuryTransaction;
