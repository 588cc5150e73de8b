#!/usr/bin/env bash
# `npm run bench`: installs what a fresh machine lacks, then prints the performance figures
# (scripts/bench.ts; its options pass through: `npm run bench -- --pairs=1`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/installTools.sh
npx tsx scripts/bench.ts "$@"
