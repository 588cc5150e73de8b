import { SITE_NAME } from '../../config';
import ApiReference from '../../features/apiReference/ApiReference';
import { StatsPageFrame } from '../../components/StatsPage/StatsPageFrame';

/** /Docs/API: the public API's reference, read from GET /v1/openapi.json (linked from the footer). */
export default function ApiReferenceRoute() {
  return (
    <StatsPageFrame documentTitle={`API Reference | ${SITE_NAME}`} title="API Reference" lead="The portal's public data, for anyone to read: no account and no key.">
      <ApiReference />
    </StatsPageFrame>
  );
}
