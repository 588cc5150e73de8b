import type { BrowserContext } from 'playwright-core';
import { createWalletClient, type Hex, hexToString, http, isHex, numberToHex } from 'viem';
import { signedMessageHash } from '@portal/core/signIn/signatures';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * A browser wallet for the tests: an EIP-1193 provider injected as `window.ethereum` (MetaMask) or
 * `window.klaytn` (the Kaia Wallet extension), whose requests the test process answers. Transactions
 * are signed with a devnet key and sent to the devnet; everything else goes to the devnet's RPC.
 * The test can make the wallet refuse the next signature or sit on another network.
 */
export type InjectedWalletOptions = {
  privateKey: Hex;
  rpcUrl: string;
  /** The network the wallet says it is on. */
  chainId: number;
  as: 'metaMask' | 'kaiaWallet';
  /** The site is already allowed to see the account (a returning user): eth_accounts answers it at once. */
  connected?: boolean;
};

export type RpcError = { code: number; message: string };

export type InjectedWallet = {
  address: Hex;
  /** Every method the page asked for, in order. */
  calls: string[];
  /** Hashes of the transactions it sent. */
  sent: Hex[];
  /** The next eth_sendTransaction is refused as a user would (EIP-1193 code 4001). */
  rejectNextTransaction(): void;
  /** The next signature request (personal_sign, klay_sign) is refused as a user would (code 4001). */
  rejectNextSignature(): void;
  /** Texts the wallet signed, in order. */
  signed: string[];
  /** Moves the wallet to another network and tells the pages (EIP-1193 chainChanged). */
  setChainId(chainId: number): Promise<void>;
};

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<{ result?: unknown; error?: RpcError }> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: RpcError };
  return body.error ? { error: body.error } : { result: body.result };
}

const PAGE_PROVIDER = ({ global, flag }: { global: string; flag: string }) => {
  const listeners: Record<string, Set<(value: unknown) => void>> = {};
  type Bridge = (request: unknown) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;
  type Provider = {
    request(args: { method: string; params?: unknown[] }): Promise<unknown>;
    on(event: string, listener: (value: unknown) => void): Provider;
    removeListener(event: string, listener: (value: unknown) => void): Provider;
    emit(event: string, value: unknown): void;
  };
  const provider: Provider & Record<string, unknown> = {
    [flag]: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const bridge = (window as unknown as Record<string, Bridge>).portalTestWalletRequest!;
      const answer = await bridge({ method, params: params ?? [] });
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on(event: string, listener: (value: unknown) => void) {
      (listeners[event] ??= new Set()).add(listener);
      return provider;
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners[event]?.delete(listener);
      return provider;
    },
    emit(event: string, value: unknown) {
      for (const listener of listeners[event] ?? []) listener(value);
    },
  };
  (window as unknown as Record<string, unknown>)[global] = provider;
};

export async function installInjectedWallet(context: BrowserContext, options: InjectedWalletOptions): Promise<InjectedWallet> {
  const account = privateKeyToAccount(options.privateKey);
  const walletClient = createWalletClient({ account, transport: http(options.rpcUrl) });
  let chainId = options.chainId;
  let rejectNext = false;
  let rejectNextSignature = false;
  let authorized = options.connected ?? false;
  const wallet: InjectedWallet = {
    address: account.address,
    calls: [],
    sent: [],
    signed: [],
    rejectNextTransaction: () => {
      rejectNext = true;
    },
    rejectNextSignature: () => {
      rejectNextSignature = true;
    },
    setChainId: async (id) => {
      chainId = id;
      const provider = options.as === 'metaMask' ? 'ethereum' : 'klaytn';
      for (const page of context.pages()) {
        await page.evaluate(({ name, hex }) => (window as unknown as Record<string, { emit(event: string, value: unknown): void }>)[name]!.emit('chainChanged', hex), { name: provider, hex: numberToHex(id) });
      }
    },
  };

  await context.exposeFunction('portalTestWalletRequest', async ({ method, params }: { method: string; params: unknown[] }) => {
    wallet.calls.push(method);
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true;
        return { result: [account.address] };
      case 'eth_accounts':
        return { result: authorized ? [account.address] : [] };
      case 'eth_chainId':
        return { result: numberToHex(chainId) };
      case 'net_version':
        return { result: String(chainId) };
      case 'wallet_requestPermissions':
        authorized = true;
        return { result: [{ parentCapability: 'eth_accounts' }] };
      case 'wallet_revokePermissions':
        authorized = false;
        return { result: null };
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return { error: { code: 4001, message: 'User rejected the request.' } };
      // MetaMask's personal_sign [message, address] (EIP-191); the Kaia Wallet extension's
      // klay_sign [address, message] (KIP-97, "\x19Klaytn Signed Message:\n"). Text arrives hex-encoded or plain.
      case 'personal_sign':
      case 'klay_sign': {
        const [first, second] = params as [string, string];
        const [text, from] = method === 'personal_sign' ? [first, second] : [second, first];
        if (from.toLowerCase() !== account.address.toLowerCase()) return { error: { code: 4100, message: 'Unknown account' } };
        if (rejectNextSignature) {
          rejectNextSignature = false;
          return { error: { code: 4001, message: 'User denied message signature.' } };
        }
        const message = isHex(text) ? hexToString(text) : text;
        wallet.signed.push(message);
        return { result: await account.sign({ hash: signedMessageHash(message, method === 'klay_sign' ? 'kip97' : 'eip191') }) };
      }
      // MetaMask's eth_signTypedData_v4 [address, JSON]: EIP-712, integers arriving as decimal strings or numbers.
      case 'eth_signTypedData_v4': {
        const [from, json] = params as [string, string];
        if (from.toLowerCase() !== account.address.toLowerCase()) return { error: { code: 4100, message: 'Unknown account' } };
        const typed = JSON.parse(json) as { domain: Record<string, unknown>; types: Record<string, { name: string; type: string }[]>; primaryType: string; message: Record<string, unknown> };
        const { EIP712Domain: _domain, ...types } = typed.types;
        const message = Object.fromEntries(
          Object.entries(typed.message).map(([name, value]) => {
            const type = types[typed.primaryType]?.find((field) => field.name === name)?.type ?? '';
            return [name, /^u?int\d*$/.test(type) ? BigInt(value as string) : value];
          }),
        );
        const domain = typed.domain.chainId === undefined ? typed.domain : { ...typed.domain, chainId: Number(typed.domain.chainId) };
        return { result: await account.signTypedData({ domain, types, primaryType: typed.primaryType, message } as never) };
      }
      case 'eth_sendTransaction': {
        if (rejectNext) {
          rejectNext = false;
          return { error: { code: 4001, message: 'User rejected the request.' } };
        }
        const [tx] = params as [{ from: Hex; to: Hex; data: Hex; gas?: Hex; value?: Hex }];
        if (tx.from.toLowerCase() !== account.address.toLowerCase()) return { error: { code: 4100, message: 'Unknown account' } };
        const hash = await walletClient.sendTransaction({
          chain: null,
          to: tx.to,
          data: tx.data,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
          value: tx.value ? BigInt(tx.value) : undefined,
        });
        wallet.sent.push(hash);
        return { result: hash };
      }
      default:
        return rpc(options.rpcUrl, method, params);
    }
  });
  await context.addInitScript(PAGE_PROVIDER, options.as === 'metaMask' ? { global: 'ethereum', flag: 'isMetaMask' } : { global: 'klaytn', flag: 'isKaikas' });
  return wallet;
}
