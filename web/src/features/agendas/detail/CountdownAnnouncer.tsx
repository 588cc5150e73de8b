import { useEffect, useRef, useState } from 'react';
import { ProposalState } from '@portal/core/rules/proposals';
import { visuallyHidden } from '../../../styles/global.css';

type Figures = { state: number; startBlock: number; endBlock: number };

/**
 * The countdown's coarse step: the days while a day or more is left, then the hours, then each
 * ten minutes, then the close. A screen reader hears the countdown when the step changes, not on
 * every refresh (a live region that spoke each minute would drown the page).
 */
export function countdownStep(agenda: Figures, headBlock: number | null): string | null {
  if (agenda.state !== ProposalState.Pending && agenda.state !== ProposalState.Active) return 'closed';
  if (headBlock === null) return null;
  const target = agenda.state === ProposalState.Pending ? agenda.startBlock : agenda.endBlock;
  // One block a second: the countdown's own reading of blocks as time.
  const seconds = Math.max(0, target - headBlock);
  const phase = agenda.state === ProposalState.Pending ? 'starts' : 'ends';
  if (seconds >= 86_400) return `${phase}:d${Math.floor(seconds / 86_400)}`;
  if (seconds >= 3_600) return `${phase}:h${Math.floor(seconds / 3_600)}`;
  return `${phase}:m${Math.floor(seconds / 600)}`;
}

/** A polite live region saying `text` each time `step` changes after the page showed it first. */
export function CountdownAnnouncer({ step, text }: { step: string | null; text: string | null }) {
  const shown = useRef(step);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (step === shown.current) return;
    shown.current = step;
    setSaid(text ?? '');
  }, [step, text]);
  return (
    <span className={visuallyHidden} role="status" aria-live="polite" data-testid="countdown-announcer">
      {said}
    </span>
  );
}
