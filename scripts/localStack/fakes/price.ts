import { Hono } from 'hono';
import { listen } from '../listen';

/** A local stand-in for the market price source (CoinGecko's /simple/price contract). */
export function createFakePriceSource(prices: Record<string, number>) {
  return new Hono().get('/simple/price', (c) => {
    const ids = (c.req.query('ids') ?? '').split(',').filter(Boolean);
    const currency = c.req.query('vs_currencies');
    if (currency !== 'usd') return c.json({ error: 'only usd is served here' }, 400);
    return c.json(Object.fromEntries(ids.filter((id) => id in prices).map((id) => [id, { usd: prices[id] }])));
  });
}

export const FAKE_KAIA_PRICE_USD = 0.1234;

export function startFakePriceSource(port: number, prices: Record<string, number> = { kaia: FAKE_KAIA_PRICE_USD }) {
  return listen(createFakePriceSource(prices), port);
}
