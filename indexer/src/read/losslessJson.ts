/**
 * The network writes some amounts as bare JSON integers (big.Int in kaia_getRewards,
 * governance_getRewardsAccumulated, kaia_getChainConfig), which JSON.parse would round. This quotes
 * every integer literal of 16 digits or more outside strings, so it arrives as exact text.
 */
export function quoteBigIntegers(json: string): string {
  let out = '';
  let inString = false;
  let i = 0;
  while (i < json.length) {
    const char = json[i]!;
    if (inString) {
      out += char;
      if (char === '\\') {
        out += json[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (char === '"') inString = false;
      i++;
      continue;
    }
    if (char === '"') {
      inString = true;
      out += char;
      i++;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      let end = i + 1;
      while (end < json.length && /[0-9.eE+-]/.test(json[end]!)) end++;
      const literal = json.slice(i, end);
      out += /^-?\d{16,}$/.test(literal) ? `"${literal}"` : literal;
      i = end;
      continue;
    }
    out += char;
    i++;
  }
  return out;
}

/** A fetch for viem's http transport whose JSON answers keep big integers exact (as strings). */
export const losslessFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return response;
  const text = await response.text();
  return new Response(quoteBigIntegers(text), { status: response.status, statusText: response.statusText, headers: response.headers });
};
