/**
 * From an approved draft to the voting contract's propose(): its actions and its description, which
 * carries a hash of the draft's content, so anyone can check that the proposal on chain is the
 * draft that was approved (the detail page shows it).
 */
import { encodeFunctionData, keccak256, parseEther, stringToHex, type Address, type Hex } from 'viem';
import { DraftContentSchema, type DraftContent } from '../entities/proposalDraft';
import { treasuryFundAbi } from '../abi/treasuryFund';
import type { VotingCall } from './secretaryCalls';

/** keccak256 of the content's JSON, fields in the schema's order (so the same content always hashes the same). */
export function draftContentHash(content: DraftContent): Hex {
  return keccak256(stringToHex(JSON.stringify(DraftContentSchema.parse(content))));
}

const HASH_LINE = 'Approved draft content hash: ';

/** The on-chain description: the title, then the content hash on a line of its own. */
export function proposalDescription(content: DraftContent): string {
  return `${content.title}\n\n${HASH_LINE}${draftContentHash(content)}`;
}

/** The content hash a description carries, or null (agendas proposed outside the portal). */
export function descriptionContentHash(description: string): Hex | null {
  const match = new RegExp(`\\n${HASH_LINE}(0x[0-9a-f]{64})$`).exec(description);
  return match ? (match[1] as Hex) : null;
}

/** The treasury payment's memo, as the funds' readers parse it: `[KGP-n | ]Uncategorized | <title>`. */
export function disbursementMemo(content: DraftContent): string {
  return [...(content.kgp ? [`KGP-${content.kgp}`] : []), 'Uncategorized', content.title].join(' | ');
}

export interface DraftActions {
  targets: Address[];
  values: bigint[];
  calldatas: Hex[];
}

/** Text Only: none; Disbursement: the fund's disburse(recipient, amount, memo); Custom: the rows as written. */
export function draftActions(content: DraftContent): DraftActions {
  const details = content.categoryDetails;
  if (details.txType === 'TEXT_ONLY') return { targets: [], values: [], calldatas: [] };
  if (details.txType === 'DISBURSEMENT') {
    return {
      targets: [details.withdrawingAccount as Address],
      values: [0n],
      calldatas: [
        encodeFunctionData({
          abi: treasuryFundAbi,
          functionName: 'disburse',
          args: [details.recipientAccount as Address, parseEther(details.amount), disbursementMemo(content)],
        }),
      ],
    };
  }
  return {
    targets: details.transactionCode.map((row) => row.target as Address),
    values: details.transactionCode.map((row) => BigInt(row.value)),
    calldatas: details.transactionCode.map((row) => row.calldata as Hex),
  };
}

export function proposeCall(content: DraftContent): VotingCall {
  return {
    kind: 'propose',
    description: proposalDescription(content),
    ...draftActions(content),
    votingDelay: BigInt(content.voting_delay),
    votingPeriod: BigInt(content.voting_period),
  };
}
