import { API_BUNDLE_LIMIT_BYTES, describeBundleSize, measureLambdaBundle } from '../src/bundleSize';

/** `npm run bundle-size -w infra`: prints every Lambda bundle's zipped size; fails when the API's is over 1 MB. */
const api = measureLambdaBundle('api');
const indexer = measureLambdaBundle('indexer');
const uploadJudge = measureLambdaBundle('uploadJudge');
const snapshots = measureLambdaBundle('snapshots');
console.log(`${describeBundleSize(api)}, limit ${(API_BUNDLE_LIMIT_BYTES / 1000).toFixed(0)} kB`);
console.log(describeBundleSize(indexer));
console.log(describeBundleSize(uploadJudge));
console.log(`${describeBundleSize(snapshots)} (with the web build's render module and prerendered pages)`);
if (api.zippedBytes > API_BUNDLE_LIMIT_BYTES) {
  console.error(`The API bundle is over its limit by ${api.zippedBytes - API_BUNDLE_LIMIT_BYTES} bytes: look for a heavy import (esbuild --analyze).`);
  process.exit(1);
}
