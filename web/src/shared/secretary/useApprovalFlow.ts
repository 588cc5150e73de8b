import { useState } from 'react';
import type { AnswerOfRoute } from '../../api/routes';
import { readStored, STORAGE_KEYS } from '../preferences/storage';
import { APPROVAL_TEXT } from './approvalText';
import { signApproval, type SplitSignature } from './signApproval';

/** What GET …/tx (a draft's, or an agenda's secretary action's) says the approvers sign. */
export type SigningRequest = AnswerOfRoute<'GET /v1/proposals/drafts/{draftId}/tx'>['signing'];

/** The three calls of one approvable transaction. */
export type ApprovalCalls = {
  signingRequest(): Promise<SigningRequest>;
  approve(signature: SplitSignature): Promise<unknown>;
  confirm(): Promise<unknown>;
};

export type ApprovalNotice = { title: string; message?: string; details?: string; onOk?: () => void };

const detailsOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * The secretary's approve → confirm path as a screen runs it (admin §4.6): Approve signs the
 * transaction with the MetaMask-type wallet the session signed in with (eth_signTypedData_v4) and
 * hands the signature over; Confirm asks "Are you sure you want to confirm?", shows "Transaction is
 * being processed...!" while it sends, and a failure's alert reloads the page. `refresh` runs after
 * every write (lists refetch after any write, spec §7); after a confirm, once its alert is read.
 */
export function useApprovalFlow(calls: ApprovalCalls, options: { address: string | null; refresh: () => void; onConfirmed?: () => void; refreshOnceRead?: boolean }) {
  const [notice, setNotice] = useState<ApprovalNotice | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<'approve' | 'confirm' | null>(null);
  // EIP-712 is what MetaMask signs: the wallet this session signed in with (the stored login wallet).
  const metaMaskType = readStored(STORAGE_KEYS.loginWallet) === 'metaMask';

  const approve = async () => {
    if (!options.address) return;
    setBusy('approve');
    try {
      const signing = await calls.signingRequest();
      if (signing.kind !== 'contract') throw new Error(APPROVAL_TEXT.klaytnAccountKey);
      const signed = await signApproval(options.address, signing.typedData);
      if (signed.status !== 'signed') {
        setNotice({ title: APPROVAL_TEXT.approveFailed, message: APPROVAL_TEXT.approveFailedMessage, details: signed.details });
        return;
      }
      await calls.approve(signed.signature);
      setNotice({ title: APPROVAL_TEXT.approveComplete });
    } catch (failure) {
      setNotice({ title: APPROVAL_TEXT.approveError, message: APPROVAL_TEXT.somethingWrong, details: detailsOf(failure) });
    } finally {
      setBusy(null);
      options.refresh();
    }
  };

  const confirm = async () => {
    setAsking(false);
    setBusy('confirm');
    try {
      await calls.confirm();
      setBusy(null);
      // A draft's lists refetch at once (the list it returns to must not show it); an agenda's panel
      // refetches once the alert is read, as it leaves the screen with the new data.
      if (!options.refreshOnceRead) options.refresh();
      setNotice({
        title: APPROVAL_TEXT.confirmComplete,
        onOk: () => {
          if (options.refreshOnceRead) options.refresh();
          options.onConfirmed?.();
        },
      });
    } catch (failure) {
      setBusy(null);
      // §4.6: the error alert's confirm reloads the page.
      setNotice({ title: APPROVAL_TEXT.confirmError, message: APPROVAL_TEXT.somethingWrong, details: detailsOf(failure), onOk: () => window.location.reload() });
    }
  };

  return {
    notice,
    closeNotice: () => setNotice(null),
    asking,
    askConfirm: () => setAsking(true),
    cancelConfirm: () => setAsking(false),
    busy,
    metaMaskType,
    approve: () => void approve(),
    confirm: () => void confirm(),
  };
}

export type ApprovalFlow = ReturnType<typeof useApprovalFlow>;
