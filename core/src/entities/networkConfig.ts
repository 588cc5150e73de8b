import * as z from 'zod';
import { Address } from './primitives';
import { FundType } from './treasury';

/**
 * GET /v1/network-config: what the browser needs to talk to the chain and the wallets, decided at
 * run time by the deployment rather than baked into the web build (the same build serves the
 * devnet, the test and the main network).
 */
export const NetworkConfigSchema = z.strictObject({
  /** The service network: 8217 main, 1001 test, a devnet's own id locally. The wallet must be on it. */
  chain_id: z.number().int().positive(),
  /** The name the Wrong Network alert asks for, in the deployment's profile (core/src/networkProfile.ts). */
  chain_name: z.string().min(1),
  /** A JSON-RPC endpoint the browser may read the chain from (receipts, voterToGCId). */
  rpc_url: z.url(),
  /** The voting contract castVote goes to; null when the deployment has none configured. */
  voting_address: Address.nullable(),
  /** Base URL of the Kaia Wallet app2app API (prepare, result); a local fake in tests. */
  app2app_url: z.url(),
  /** Reown (WalletConnect) project id for other wallets; null hides that option. */
  walletconnect_project_id: z.string().min(1).nullable(),
  /**
   * The treasury funds a disbursement may draw from (KCF, KFF), as the draft rules know them: the
   * agenda form offers them as its choices instead of refusing a typed address after Save.
   */
  treasury_funds: z.array(z.strictObject({ fund: FundType, address: Address })).default([]),
});
export type NetworkConfig = z.infer<typeof NetworkConfigSchema>;
