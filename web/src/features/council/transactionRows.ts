import type { TxStatus } from '@portal/core/entities/contractTransaction';

/** Spec §3: status progress, failed, otherwise success. */
export const TX_STATUS_LABELS: Record<TxStatus, string> = { progress: 'Progress', failed: 'Failed', success: 'Success' };

export function txStatusLabel(status: string): string {
  return status === 'progress' || status === 'failed' ? TX_STATUS_LABELS[status] : TX_STATUS_LABELS.success;
}

/** Spec §3: the type without its "TxType" prefix (TxTypeValueTransfer → ValueTransfer). */
export function txTypeLabel(type: string): string {
  return type.replace(/^TxType/, '') || type;
}
