/**
 * The wallet SDKs and everything that needs them: wagmi (the browser wallets' connectors), AppKit
 * (other wallets through WalletConnect, only when the deployment has a project id), viem (the chain
 * reads) and the Kaia Wallet app2app flow. This module is only reached through loadWalletRuntime(),
 * i.e. never in a page's first load.
 */
import type { AppKit } from '@reown/appkit/core';
import { connect, type Config, createConfig, type CreateConnectorFn, disconnect, getConnection, injected, reconnect, signMessage, watchConnection, writeContract } from '@wagmi/core';
import { BaseError, type Chain, createPublicClient, defineChain, type EIP1193Provider, type Hex, http, parseEventLogs, type PublicClient, UserRejectedRequestError } from 'viem';
import { votingAbi } from '@portal/core/abi/voting';
import { KLAY_DECIMALS, TX_GAS } from '@portal/core/constants';
import type { NetworkConfig } from '@portal/core/entities/networkConfig';
import type { SignInBody } from '@portal/core/entities/session';
import { apiKey } from '../../api/keys';
import { fetchAnswer } from '../../api/useApi';
import { apiWrite } from '../../api/apiWrite';
import { ApiError } from '../../api/readEnvelope';
import { beginSession, endSession, readLoginAnswer, whenSessionLost } from '../session/session';
import { getSession } from '../session/sessionStore';
import { clearMobileAddressCookie, readMobileAddressCookie, writeMobileAddressCookie } from '../session/sessionCookie';
import { NETWORK_PROFILE, SITE_NAME } from '../../config';
import { loadNetworkConfig } from '../network/loadNetworkConfig';
import { STORAGE_KEYS, readStored, removeStored, writeStored } from '../preferences/storage';
import { authRequest, castVoteRequest, signRequest, kaiaWalletDeepLink, type PollOutcome, pollApp2AppResult, prepareApp2App, type PrepareBody } from './app2app';
import { DISCONNECTED, getWalletState, setWalletState, type WalletKind } from './walletStore';
import { WALLET_TEXT } from './walletMessages';
import { getWalletUi, showWalletAlert, updateWalletUi } from './walletUi';

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
  const network = await loadNetworkConfig();
  const chain = defineChain({
    id: network.chain_id,
    name: network.chain_name,
    nativeCurrency: { name: NETWORK_PROFILE.token, symbol: NETWORK_PROFILE.token, decimals: KLAY_DECIMALS },
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
    if (connection.status === 'disconnected' && current.status === 'connected') void forget();
    return;
  }
  const address = connection.address;
  const kind = kindOfConnector(connection.connector?.id);
  const sameAccount = current.address === address;
  const session = getSession();
  // Another account in the wallet is not the one that signed in: that session ends.
  if (session.status === 'signedIn' && session.account.address !== address.toLowerCase()) {
    void disconnectWallet();
    return;
  }
  setWalletState({ status: 'connected', kind, address, chainId: connection.chainId ?? null, councilId: sameAccount ? current.councilId : null });
  writeStored(STORAGE_KEYS.loginWallet, kind);
  if (!sameAccount) void readVoterCouncil(address);
  if (connection.chainId !== network.chain_id) alertWrongNetwork(network);
}

/** Spec admin §4.1: the wallet must be on the service network; confirming the alert disconnects. */
function alertWrongNetwork(network: NetworkConfig) {
  showWalletAlert({ title: WALLET_TEXT.wrongNetworkTitle, message: WALLET_TEXT.wrongNetwork(network.chain_name), onConfirm: () => void disconnectWallet() });
}

/**
 * "Is a voter": the signed-in account's voter flag when this address signed in, otherwise the chain's
 * voterToGCId of the connected address (0: none).
 */
async function readVoterCouncil(address: `0x${string}`): Promise<void> {
  const { network, client } = await getSetup();
  let councilId = 0;
  const session = getSession();
  if (session.status === 'signedIn' && session.account.address === address.toLowerCase()) {
    councilId = session.account.isVoter ? session.account.council_id : 0;
  } else if (network.voting_address) {
    try {
      councilId = Number(await client.readContract({ address: network.voting_address as `0x${string}`, abi: votingAbi, functionName: 'voterToGCId', args: [address] }));
    } catch {
      councilId = 0;
    }
  }
  setWalletState((current) => (current.address === address ? { ...current, councilId } : current));
}

function forget(): Promise<void> {
  setWalletState(DISCONNECTED);
  updateWalletUi({ terms: null });
  removeStored(STORAGE_KEYS.loginWallet);
  clearMobileAddressCookie();
  // Letting the wallet go ends the sign-in made with it (admin §4.1: logout clears the user and the wallet).
  return getSession().status === 'signedOut' ? Promise.resolve() : endSession();
}

// A refresh that fails logs out (session.ts); the wallet is let go with it.
whenSessionLost(() => {
  if (getWalletState().status !== 'disconnected') void disconnectWallet();
});

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
async function mobileRequest(purpose: 'connect' | 'signIn' | 'vote', body: PrepareBody, network: NetworkConfig): Promise<PollOutcome & { requestKey: string }> {
  const requestKey = await prepareApp2App(network.app2app_url, body);
  const controller = new AbortController();
  updateWalletUi({ mobile: { requestKey, purpose, startedAt: Date.now(), close: () => controller.abort() } });
  if (isPhone()) window.location.href = kaiaWalletDeepLink(requestKey);
  try {
    return { ...(await pollApp2AppResult(network.app2app_url, requestKey, { signal: controller.signal })), requestKey };
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
    const connected = await connect(config, { connector });
    const address = connected.accounts[0];
    // On another network the Wrong Network alert is up already (onWagmiChange); its OK disconnects.
    if (address && connected.chainId === network.chain_id) await checkAddress(address);
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
    setWalletState({ status: 'connected', kind: 'mobile', address: account, chainId: null, councilId: null });
    writeStored(STORAGE_KEYS.loginWallet, 'mobile');
    writeMobileAddressCookie(account);
    await readVoterCouncil(account);
    await checkAddress(account);
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
  await forget();
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
    const address = readMobileAddressCookie();
    if (!address || !/^0x[0-9a-fA-F]{40}$/.test(address)) return void forget();
    setWalletState({ status: 'connected', kind: 'mobile', address: address as `0x${string}`, chainId: null, councilId: null });
    await readVoterCouncil(address as `0x${string}`);
    return;
  }
  const { config } = await getSetup();
  // AppKit may have reconnected it already while starting.
  if (getConnection(config).status === 'connected') return;
  const connectors = config.connectors.filter((c) => (kind === 'walletConnect' ? c.id === 'walletConnect' : c.id === CONNECTOR_IDS[kind]));
  const restored = await reconnect(config, { connectors }).catch(() => []);
  if (restored.length === 0) await forget();
}

// ------------------------------------------------------------------------------------------ sign in

/**
 * Admin §4.1 step 3: may this address sign in? A refused address is told so and let go; an allowed
 * one gets the Welcome terms dialog, whose Sign calls signIn().
 */
async function checkAddress(address: `0x${string}`): Promise<void> {
  try {
    await fetchAnswer(apiKey('GET /v1/accounts/{addr}', { addr: address }));
  } catch (error) {
    await disconnectWallet();
    if (error instanceof ApiError && error.code === 403) showWalletAlert({ title: WALLET_TEXT.failedToConnect, message: WALLET_TEXT.notAuthorized });
    else if (error instanceof ApiError && error.code === 429) showWalletAlert({ title: WALLET_TEXT.failedUserAccount, message: WALLET_TEXT.tooManyAttempts });
    else showWalletAlert({ title: WALLET_TEXT.failedToConnectWallet, message: WALLET_TEXT.failedUserAccount, details: describeError(error) });
    return;
  }
  updateWalletUi({ terms: { address, signing: false } });
}

/** The terms dialog closed without signing: the login is abandoned and the wallet let go. */
export async function cancelSignIn(): Promise<void> {
  await disconnectWallet();
  showWalletAlert({ title: WALLET_TEXT.failedAuthorization, message: WALLET_TEXT.loginCanceled });
}

type Signed = { signature: Hex } | { requestKey: string };
type SignFailure = { failure: string; details?: string };

/** The sign-in message signed the way each wallet signs text (admin §7.1). */
async function signWithWallet(kind: WalletKind, address: `0x${string}`, message: string): Promise<Signed | SignFailure> {
  const { network, config } = await getSetup();
  if (kind === 'mobile') {
    let outcome: PollOutcome & { requestKey?: string };
    try {
      outcome = await mobileRequest('signIn', signRequest(network.chain_id, message), network);
    } catch (error) {
      outcome = { status: 'error', detail: describeError(error) };
    }
    // The server reads the app's signed_data itself, by the request key.
    if (outcome.status === 'completed' && outcome.requestKey) return { requestKey: outcome.requestKey };
    if (outcome.status === 'canceled') return { failure: WALLET_TEXT.mobileRejected };
    if (outcome.status === 'timeout') return { failure: WALLET_TEXT.connectTimeout };
    if (outcome.status === 'closed') return { failure: WALLET_TEXT.signPopupClosed };
    return { failure: WALLET_TEXT.loginAgain, details: outcome.status === 'error' ? outcome.detail : WALLET_TEXT.unknownError };
  }
  try {
    if (kind === 'kaiaWallet') {
      // The extension's own method: KIP-97 ("\x19Klaytn Signed Message:\n"), as the server checks for wallet kaikas.
      const connector = config.connectors.find((c) => c.id === CONNECTOR_IDS.kaiaWallet);
      const provider = (await connector?.getProvider()) as EIP1193Provider | undefined;
      if (!provider) return { failure: WALLET_TEXT.noConnectedWallet };
      const signature = (await (provider.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({ method: 'klay_sign', params: [address, message] })) as Hex;
      return { signature };
    }
    // MetaMask and WalletConnect wallets: personal_sign (EIP-191).
    return { signature: await signMessage(config, { account: address, message }) };
  } catch (error) {
    if (isRejection(error)) return { failure: kind === 'kaiaWallet' ? WALLET_TEXT.extensionRejected : WALLET_TEXT.metaMaskSignRejected };
    return { failure: WALLET_TEXT.loginAgain, details: describeError(error) };
  }
}

/**
 * Admin §4.1 steps 5 and 6: a nonce and the exact message from the server, the wallet's signature,
 * POST /v1/auth, and the session begins. Any failure says why, and the wallet is let go.
 */
export async function signIn(): Promise<void> {
  const wallet = getWalletState();
  const terms = getWalletUi().terms;
  if (!terms || wallet.status !== 'connected' || !wallet.kind || wallet.address !== terms.address) return;
  const { address, kind } = { address: wallet.address, kind: wallet.kind };
  updateWalletUi({ terms: { ...terms, signing: true } });
  const fail = async (message: string, details?: string) => {
    await disconnectWallet();
    showWalletAlert({ title: WALLET_TEXT.failedAuthorization, message, ...(details ? { details } : {}) });
  };
  // The sign-in steps' rate limit: "try again in a minute" rather than a generic failure.
  const failure = (error: unknown) => (error instanceof ApiError && error.code === 429 ? fail(WALLET_TEXT.tooManyAttempts) : fail(WALLET_TEXT.loginAgain, describeError(error)));
  let message: string;
  try {
    ({ message } = await apiWrite('POST /v1/auth/nonce', { body: { address } }));
  } catch (error) {
    return failure(error);
  }
  const signed = await signWithWallet(kind, address, message);
  if ('failure' in signed) return fail(signed.failure, signed.details);
  const body: SignInBody =
    'requestKey' in signed
      ? { wallet: 'kaikas_mobile', address, message, request_key: signed.requestKey }
      : { wallet: kind === 'kaiaWallet' ? 'kaikas' : 'metamask', address, message, signature: signed.signature };
  try {
    beginSession(readLoginAnswer(await apiWrite('POST /v1/auth', { body })));
  } catch (error) {
    return failure(error);
  }
  updateWalletUi({ terms: null });
  await readVoterCouncil(address);
}

// ------------------------------------------------------------------------------------------ vote

export type CastVoteInput = { proposalId: number; choice: 0 | 1 | 2 };

/** What a vote ended as; the vote flow turns it into the spec's messages. */
export type VoteOutcome =
  | { status: 'done'; txHash: Hex; councilId: number; choice: number; power: number }
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
  return { status: 'done', txHash, councilId: wallet.councilId ?? 0, choice: Number(cast.args.choice), power: Number(cast.args.votes) };
}
