#!/usr/bin/env bash
# `npm test`: everything a fresh machine needs, then typecheck, lint, unit, integration and browser
# tests (the unit step also runs the web components' tests in happy-dom). Installs what is missing
# first (scripts/installTools.sh: npm packages, Java for DynamoDB Local, Debian's chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/installTools.sh

step "typecheck";   npm run --silent typecheck
step "lint";        npm run --silent lint
step "build web";   npm run --silent build
step "unit tests";        npx vitest run --project unit --project dom
step "integration tests"; npx vitest run --project integration
step "browser tests";     npx vitest run --project e2e
