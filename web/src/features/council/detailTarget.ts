import type { Council } from '@portal/core/entities/council';
import { findCouncilByAddress } from '@portal/core/rules/councils';
import { useNavigate } from 'react-router-dom';

/** ?id= (a council id) or ?addr= (any of its contract addresses); null when neither is usable. */
export function detailTarget(search: string): { id: number } | { addr: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get('id');
  if (id !== null && /^\d+$/.test(id) && Number.isSafeInteger(Number(id))) return { id: Number(id) };
  const addr = params.get('addr');
  if (addr !== null && /^0x[0-9a-fA-F]{40}$/.test(addr)) return { addr };
  return null;
}

/** Back to the previous page; to `fallback` when this page was opened first (a shared link). */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}

/**
 * The council a detail target names, looked up in the public council list (the list the API's own
 * by-id and by-address reads search): null when no council has that id or contract, so an unknown
 * id is answered by the page ("not found") instead of by a 404 the browser logs as an error.
 */
export function findDetailCouncil<T extends Council>(councils: readonly T[], target: { id: number } | { addr: string } | null): T | null {
  if (!target) return null;
  return ('id' in target ? councils.find((council) => council.id === target.id) : findCouncilByAddress(councils, target.addr)) ?? null;
}
