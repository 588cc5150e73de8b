import type { TxStatus } from '@portal/core/entities/contractTransaction';

/** Spec §3: status progress, failed, otherwise success (the catalogue's `transactions.statusValue` names each). */
export function txStatusTone(status: string): TxStatus {
  return status === 'progress' || status === 'failed' ? status : 'success';
}

/** Spec §3: the type without its "TxType" prefix (TxTypeValueTransfer → ValueTransfer). */
export function txTypeLabel(type: string): string {
  return type.replace(/^TxType/, '') || type;
}
