import { SITE_NAME } from '../config';
import { StatsPageFrame } from '../components/StatsPage/StatsPageFrame';
import { DelegatorsPage } from '../features/delegators/DelegatorsPage';

/** /Delegators: which councils an address's stake backs through public delegation, and how they voted. */
export default function DelegatorsRoute() {
  return (
    <StatsPageFrame
      documentTitle={`Delegators | ${SITE_NAME}`}
      title="Delegators"
      lead="Which councils an address's stake backs through public delegation, and how each voted on every agenda."
    >
      <DelegatorsPage />
    </StatsPageFrame>
  );
}
