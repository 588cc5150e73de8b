/**
 * The wallet SDKs and everything that needs them: wagmi (the browser wallets' connectors), AppKit
 * (other wallets through WalletConnect, only when the deployment has a project id), viem (the chain
 * reads) and the Kaia Wallet app2app flow. This module is only reached through loadWalletRuntime(),
 * i.e. never in a page's first load.
 */
import type { AppKit } from '@reown/appkit/core';
import { connect, type Config, createConfig, type CreateConnectorFn, disconnect, getConnection, injected, reconnect, watchConnection, writeContract } from '@wagmi/core';
import { BaseError, type Chain, createPublicClient, defineChain, type Hex, http, parseEventLogs, type PublicClient, UserRejectedRequestError } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import { KLAY_DECIMALS, TX_GAS } from '@portal/core/constants';
import { type NetworkConfig, NetworkConfigSchema } from '@portal/core/entities/networkConfig';
import { apiFetch } from '../../api/client';
import { apiKeys } from '../../api/keys';
import { SITE_NAME } from '../../config';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../preferences/storage';
import { authRequest, castVoteRequest, kaiaWalletDeepLink, type PollOutcome, pollApp2AppResult, prepareApp2App, type PrepareBody } from './app2app';
import { DISCONNECTED, getWalletState, setWalletState, type WalletKind } from './walletStore';
import { WALLET_TEXT } from './walletMessages';
import { showWalletAlert, updateWalletUi } from './walletUi';

type Setup = {
  network: NetworkConfig;
  config: Config;
  /** Only with a WalletConnect project id. */
  appKit: AppKit | null;
  client: PublicClient;
};

/** The wagmi connector ids of the browser wallets. */
const CONNECTOR_IDS: Partial<Record<WalletKind, string>> = { kaiaWallet: 'kaiaWallet', metaMask: 'metaMask' };

declare global {
  interface Window {
    klaytn?: unknown;
  }
}

/** The Kaia Wallet extension injects `window.klaytn`, an EIP-1193 provider. */
const kaiaWalletConnector = () =>
  injected({
    target: { id: 'kaiaWallet', name: 'Kaia Wallet', provider: (window) => (window as Window | undefined)?.klaytn as never },
  });

let setup: Promise<Setup> | null = null;

function getSetup(): Promise<Setup> {
  setup ??= createSetup().catch((error: unknown) => {
    setup = null;
    throw error;
  });
  return setup;
}

async function createSetup(): Promise<Setup> {
  const network = NetworkConfigSchema.parse(await apiFetch(apiKeys.networkConfig()));
  const chain = defineChain({
    id: network.chain_id,
    name: network.chain_name,
    nativeCurrency: { name: 'KLAY', symbol: 'KLAY', decimals: KLAY_DECIMALS },
    rpcUrls: { default: { http: [network.rpc_url] } },
  });
  const connectors = [kaiaWalletConnector(), injected({ target: 'metaMask' })];
  const { config, appKit } = network.walletconnect_project_id
    ? await createWalletConnectConfig(chain, connectors, network.walletconnect_project_id)
    : { config: createBrowserWalletConfig(chain, connectors, network.rpc_url), appKit: null };
  const client = createPublicClient({ chain, transport: http(network.rpc_url) }) as PublicClient;
  watchConnection(config, { onChange: (connection) => onWagmiChange(connection, network) });
  // What AppKit (with WalletConnect) reconnected while starting, before anyone watched.
  onWagmiChange(getConnection(config), network);
  return { network, config, appKit, client };
}

/**
 * The browser wallets alone, through wagmi: the page talks to the wallet in the browser and to the
 * configured RPC, and to no other host (no AppKit, no WalletConnect, no wallet SDK's analytics).
 */
function createBrowserWalletConfig(chain: Chain, connectors: CreateConnectorFn[], rpcUrl: string): Config {
  return createConfig({ chains: [chain], connectors, transports: { [chain.id]: http(rpcUrl) }, multiInjectedProviderDiscovery: false });
}

/**
 * With a WalletConnect project id, AppKit offers the other wallets too. Its code is fetched only
 * then; it reaches the Reown/WalletConnect hosts the CSP then allows, and nothing else: no
 * analytics, and no Coinbase or Base Account connector (their SDKs report metrics to Coinbase).
 */
async function createWalletConnectConfig(chain: Chain, connectors: CreateConnectorFn[], projectId: string): Promise<{ config: Config; appKit: AppKit }> {
  const [{ createAppKit }, { WagmiAdapter }] = await Promise.all([import('@reown/appkit/core'), import('@reown/appkit-adapter-wagmi')]);
  const adapter = new WagmiAdapter({ networks: [chain], projectId, connectors, multiInjectedProviderDiscovery: false });
  const appKit = createAppKit({
    adapters: [adapter],
    networks: [chain],
    projectId,
    metadata: { name: SITE_NAME, description: SITE_NAME, url: window.location.origin, icons: [`${window.location.origin}/favicon.svg`] },
    features: { analytics: false, email: false, socials: false, swaps: false, onramp: false, history: false },
    enableWalletConnect: true,
    enableInjected: false,
    enableEIP6963: false,
    enableCoinbase: false,
    enableBaseAccount: false,
    // A returning browser gets its wallet back (restoreWallet); without this, AppKit's start would
    // disconnect it.
    enableReconnect: true,
    allowUnsupportedChain: true,
    themeMode: document.documentElement.dataset.theme === 'light' ? 'light' : 'dark',
  });
  // AppKit settles its own view of the connections first; a connection made meanwhile could be dropped.
  await appKit.ready();
  return { config: adapter.wagmiConfig, appKit };
}

type Connection = ReturnType<typeof getConnection>;

function kindOfConnector(id: string | undefined): WalletKind {
  if (id === CONNECTOR_IDS.kaiaWallet) return 'kaiaWallet';
  if (id === CONNECTOR_IDS.metaMask) return 'metaMask';
  return 'walletConnect';
}

/** The browser wallet's account and network, as wagmi reports them, copied into the wallet store. */
function onWagmiChange(connection: Connection, network: NetworkConfig) {
  const current = getWalletState();
  if (current.kind === 'mobile') return;
  if (connection.status !== 'connected' || !connection.address) {
    if (connection.status === 'disconnected' && current.status === 'connected') forget();
    return;
  }
  const address = connection.address;
  const kind = kindOfConnector(connection.connector?.id);
  const sameAccount = current.address === address;
  setWalletState({ status: 'connected', kind, address, chainId: connection.chainId ?? null, gcId: sameAccount ? current.gcId : null });
  writeStored(STORAGE_KEYS.loginWallet, kind);
  if (!sameAccount) void readVoterCouncil(address);
  if (connection.chainId !== network.chain_id) alertWrongNetwork(network);
}

/** Spec admin §4.1: the wallet must be on the service network; confirming the alert disconnects. */
function alertWrongNetwork(network: NetworkConfig) {
  showWalletAlert({ title: WALLET_TEXT.wrongNetworkTitle, message: WALLET_TEXT.wrongNetwork(network.chain_name), onConfirm: () => void disconnectWallet() });
}

/** Until sign-in exists, "is a voter" is the chain's voterToGCId of the connected address (0: none). */
async function readVoterCouncil(address: `0x${string}`): Promise<void> {
  const { network, client } = await getSetup();
  let gcId = 0;
  if (network.voting_address) {
    try {
      gcId = Number(await client.readContract({ address: network.voting_address as `0x${string}`, abi: votingAbi, functionName: 'voterToGCId', args: [address] }));
    } catch {
      gcId = 0;
    }
  }
  setWalletState((current) => (current.address === address ? { ...current, gcId } : current));
}

function forget() {
  setWalletState(DISCONNECTED);
  removeStored(STORAGE_KEYS.loginWallet);
  removeStored(STORAGE_KEYS.mobileWalletAddress);
}

function describeError(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

function isRejection(error: unknown): boolean {
  if (error instanceof BaseError) return error.walk((cause) => cause instanceof UserRejectedRequestError) !== null;
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001;
}

function isPhone(): boolean {
  return /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
}

/**
 * One app2app request: prepare, open the app (the deep link on a phone; the dialog shows a QR code
 * elsewhere), poll until it answers, the user closes the dialog, or a minute has passed.
 */
async function mobileRequest(purpose: 'connect' | 'vote', body: PrepareBody, network: NetworkConfig): Promise<PollOutcome> {
  const requestKey = await prepareApp2App(network.app2app_url, body);
  const controller = new AbortController();
  updateWalletUi({ mobile: { requestKey, purpose, startedAt: Date.now(), close: () => controller.abort() } });
  if (isPhone()) window.location.href = kaiaWalletDeepLink(requestKey);
  try {
    return await pollApp2AppResult(network.app2app_url, requestKey, { signal: controller.signal });
  } finally {
    updateWalletUi({ mobile: null });
  }
}

// ------------------------------------------------------------------------------------------ connect

export async function connectWallet(kind: WalletKind): Promise<void> {
  const { network, config, appKit } = await getSetup();
  if (kind === 'mobile') return connectMobile(network);
  if (kind === 'walletConnect') {
    // The chooser offers WalletConnect only with a project id, which is when AppKit exists.
    await appKit?.open({ view: 'Connect' });
    return;
  }
  const connector = config.connectors.find((c) => c.id === CONNECTOR_IDS[kind]);
  const provider = await connector?.getProvider().catch(() => undefined);
  if (!connector || !provider) {
    showWalletAlert({ title: WALLET_TEXT.failedToConnectWallet, message: WALLET_TEXT.noConnectedWallet, details: `${kind === 'kaiaWallet' ? WALLET_TEXT.extensionWallet : WALLET_TEXT.metaMask} is not installed in this browser.` });
    return;
  }
  setWalletState((current) => ({ ...current, status: 'connecting' }));
  try {
    await connect(config, { connector });
  } catch (error) {
    setWalletState((current) => (current.status === 'connecting' ? DISCONNECTED : current));
    if (isRejection(error)) {
      showWalletAlert({ title: WALLET_TEXT.failedToConnect, message: kind === 'kaiaWallet' ? WALLET_TEXT.extensionRejected : WALLET_TEXT.popupClosedToast });
    } else {
      showWalletAlert({ title: WALLET_TEXT.failedToConnectWallet, message: WALLET_TEXT.somethingWrong, details: describeError(error) });
    }
  }
}

async function connectMobile(network: NetworkConfig): Promise<void> {
  setWalletState({ ...DISCONNECTED, status: 'connecting', kind: 'mobile' });
  let outcome: PollOutcome;
  try {
    outcome = await mobileRequest('connect', authRequest(network.chain_id), network);
  } catch (error) {
    setWalletState(DISCONNECTED);
    showWalletAlert({ title: WALLET_TEXT.failedToConnectWallet, message: WALLET_TEXT.somethingWrong, details: describeError(error) });
    return;
  }
  const address = outcome.status === 'completed' ? outcome.result.klaytn_address : undefined;
  if (address && /^0x[0-9a-fA-F]{40}$/.test(address)) {
    const account = address as `0x${string}`;
    setWalletState({ status: 'connected', kind: 'mobile', address: account, chainId: null, gcId: null });
    writeStored(STORAGE_KEYS.loginWallet, 'mobile');
    writeStored(STORAGE_KEYS.mobileWalletAddress, account);
    await readVoterCouncil(account);
    return;
  }
  setWalletState(DISCONNECTED);
  switch (outcome.status) {
    case 'canceled':
      showWalletAlert({ title: WALLET_TEXT.failedToConnect, message: WALLET_TEXT.mobileRejected });
      break;
    case 'timeout':
      showWalletAlert({ title: WALLET_TEXT.failedToConnect, message: WALLET_TEXT.connectTimeout });
      break;
    case 'closed':
      showWalletAlert({ title: WALLET_TEXT.failedToConnect, message: WALLET_TEXT.popupClosedToast });
      break;
    default:
      showWalletAlert({ title: WALLET_TEXT.failedToConnectWallet, message: WALLET_TEXT.somethingWrong, details: outcome.status === 'error' ? outcome.detail : WALLET_TEXT.unknownError });
  }
}

export async function disconnectWallet(): Promise<void> {
  const kind = getWalletState().kind;
  forget();
  if (kind !== 'mobile' && setup) {
    const { config } = await getSetup();
    await disconnect(config).catch(() => undefined);
  }
}

/** A returning browser: the wallet it connected last time, without asking again (no pop-up). */
export async function restoreWallet(): Promise<void> {
  const kind = readStored(STORAGE_KEYS.loginWallet) as WalletKind | null;
  if (!kind || getWalletState().status !== 'disconnected') return;
  if (kind === 'mobile') {
    const address = readStored(STORAGE_KEYS.mobileWalletAddress);
    if (!address || !/^0x[0-9a-fA-F]{40}$/.test(address)) return forget();
    setWalletState({ status: 'connected', kind: 'mobile', address: address as `0x${string}`, chainId: null, gcId: null });
    await readVoterCouncil(address as `0x${string}`);
    return;
  }
  const { config } = await getSetup();
  // AppKit may have reconnected it already while starting.
  if (getConnection(config).status === 'connected') return;
  const connectors = config.connectors.filter((c) => (kind === 'walletConnect' ? c.id === 'walletConnect' : c.id === CONNECTOR_IDS[kind]));
  const restored = await reconnect(config, { connectors }).catch(() => []);
  if (restored.length === 0) forget();
}

// ------------------------------------------------------------------------------------------ vote

export type CastVoteInput = { proposalId: number; choice: 0 | 1 | 2 };

/** What a vote ended as; the vote flow turns it into the spec's messages. */
export type VoteOutcome =
  | { status: 'done'; txHash: Hex; gcId: number; choice: number; power: number }
  | { status: 'wrongNetwork' }
  | { status: 'notLoggedIn' }
  | { status: 'walletFailed'; details: string }
  | { status: 'reverted'; txHash: Hex }
  | { status: 'canceled' | 'error' | 'timeout' | 'closed'; details?: string };

/**
 * castVote(proposalId, choice) from the voter's account with 4,000,000 gas, then the receipt read
 * from the chain: its VoteCast log is the vote as counted, which the page shows at once while the
 * indexer catches up (the portal's tables learn of it on the indexer's next run).
 */
export async function castVote({ proposalId, choice }: CastVoteInput): Promise<VoteOutcome> {
  const { network, config, client } = await getSetup();
  const wallet = getWalletState();
  if (wallet.status !== 'connected' || !wallet.address || !network.voting_address) return { status: 'notLoggedIn' };
  const voting = network.voting_address as `0x${string}`;

  let txHash: Hex;
  if (wallet.kind === 'mobile') {
    let outcome: PollOutcome;
    try {
      outcome = await mobileRequest('vote', castVoteRequest({ chainId: network.chain_id, voting, proposalId, choice, from: wallet.address }), network);
    } catch (error) {
      return { status: 'error', details: describeError(error) };
    }
    if (outcome.status !== 'completed') return outcome.status === 'error' ? { status: 'error', details: outcome.detail } : { status: outcome.status };
    if (!outcome.result.tx_hash || !/^0x[0-9a-fA-F]{64}$/.test(outcome.result.tx_hash)) return { status: 'error', details: 'The wallet answered no transaction hash' };
    txHash = outcome.result.tx_hash as Hex;
  } else {
    if (getConnection(config).chainId !== network.chain_id) {
      alertWrongNetwork(network);
      return { status: 'wrongNetwork' };
    }
    try {
      txHash = await writeContract(config, {
        address: voting,
        abi: votingAbi,
        functionName: 'castVote',
        args: [BigInt(proposalId), choice],
        gas: TX_GAS,
        account: wallet.address,
        chainId: network.chain_id,
      });
    } catch (error) {
      return { status: 'walletFailed', details: describeError(error) };
    }
  }

  const receipt = await client.waitForTransactionReceipt({ hash: txHash, pollingInterval: 1_000, timeout: 120_000 });
  if (receipt.status !== 'success') return { status: 'reverted', txHash };
  const [cast] = parseEventLogs({ abi: votingAbi, eventName: 'VoteCast', logs: receipt.logs });
  if (!cast) return { status: 'reverted', txHash };
  return { status: 'done', txHash, gcId: wallet.gcId ?? 0, choice: Number(cast.args.choice), power: Number(cast.args.votes) };
}
