import { SOMETHING_WRONG } from '../messages';

/**
 * The words of the secretary's approve → confirm path (admin §4.6, §8 "Proposal drafts"), shared by
 * a draft's propose and an agenda's queue, execute and cancel.
 */
export const APPROVAL_TEXT = {
  approve: 'Approve',
  confirm: 'Confirm',
  confirmOnPc: 'Confirm on PC',
  approvers: 'Approvers',
  /** Marks the signed-in approver's own row. */
  you: 'You',
  signed: 'Signed',
  notSigned: 'Not signed',
  weight: 'Weight',
  threshold: 'Threshold',
  approveComplete: 'Approve complete',
  approveError: 'Approve error',
  approveFailed: 'Approve Failed',
  approveFailedMessage: 'Please check if your wallet is connected correctly or if you rejected the request.',
  confirmComplete: 'Confirm complete',
  confirmError: 'Confirm error',
  confirmQuestion: 'Are you sure you want to confirm?',
  processing: 'Transaction is being processed...!',
  somethingWrong: SOMETHING_WRONG,
  metaMaskOnly: 'Approve with a MetaMask-type wallet connected to this account.',
  klaytnAccountKey: 'This secretary is signed with a Klaytn account key, which a MetaMask-type wallet cannot sign here.',
} as const;
