/**
 * The Klaytn account kind's chain side, by plain JSON-RPC: who the secretary is (the voting
 * contract's secretary()), and its approvers, weights and threshold from klay_getAccountKey.
 */
import { approversOfAccountKey } from '@portal/core/secretary/accountKey';
import { addressFromWord, secretaryGetterData } from '@portal/core/secretary/secretaryCalls';
import type { SecretaryApprovers } from './secretary';

export type KlaytnRpc = <T>(method: string, params: unknown[]) => Promise<T>;

export function klaytnRpc(url: string): KlaytnRpc {
  let id = 0;
  return async <T>(method: string, params: unknown[]) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error || body.result === undefined) throw new Error(`${method}: ${body.error?.message ?? `HTTP ${response.status}`}`);
    return body.result;
  };
}

export async function readKlaytnSecretary(rpc: KlaytnRpc, voting: string): Promise<SecretaryApprovers> {
  const word = await rpc<`0x${string}`>('klay_call', [{ to: voting, data: secretaryGetterData() }, 'latest']);
  const address = addressFromWord(word);
  return { address, ...approversOfAccountKey(await rpc('klay_getAccountKey', [address, 'latest'])) };
}
