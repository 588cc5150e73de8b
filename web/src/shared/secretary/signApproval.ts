/**
 * An approver's signature of the secretary transaction (admin §4.6): the MetaMask-type wallet the
 * session signed in with signs the multisig's EIP-712 typed data (eth_signTypedData_v4) that GET
 * …/tx describes, and the signature goes to PUT …/approve as V, R, S. It asks the injected provider
 * directly: loading the wallet runtime from this page would pull a shared chunk into every page's
 * first load, past the 150 kB budget.
 */
export type ApprovalTypedData = {
  domain: Record<string, unknown>;
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  message: { to: string; value: string; data: string; nonce: string };
};

export type SplitSignature = { V: string; R: string; S: string };

export type ApprovalSignature = { status: 'signed'; signature: SplitSignature } | { status: 'failed'; details: string };

type Eip1193Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };

/** 65 bytes r‖s‖v as the server takes them. */
export function splitSignature(signature: string): SplitSignature {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) throw new Error('The wallet answered no signature');
  return { R: `0x${signature.slice(2, 66)}`, S: `0x${signature.slice(66, 130)}`, V: `0x${signature.slice(130, 132)}` };
}

export async function signApproval(address: string, typedData: ApprovalTypedData): Promise<ApprovalSignature> {
  const provider = (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
  if (!provider) return { status: 'failed', details: 'No connected wallet' };
  try {
    const signature = await provider.request({ method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] });
    return { status: 'signed', signature: splitSignature(String(signature)) };
  } catch (error) {
    return { status: 'failed', details: error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error) };
  }
}
