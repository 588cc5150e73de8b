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
