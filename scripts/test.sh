#!/usr/bin/env bash
# `npm test`: everything a fresh machine needs, then typecheck, lint, unit, integration and browser
# tests (the unit step also runs the web components' tests in happy-dom). Installs what is missing:
# npm packages (npm ci), Java for DynamoDB Local, Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s\n' "$*"; }

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jre-headless)
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
if [ ${#need_apt[@]} -gt 0 ]; then
  step "apt-get install ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}"
fi

# The SDK warns once per process that 2027 releases need Node 22 (STACK.md); known, so quiet in tests.
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true

step "typecheck";   npm run --silent typecheck
step "lint";        npm run --silent lint
step "build web";   npm run --silent build
step "unit tests";        npx vitest run --project unit --project dom
step "integration tests"; npx vitest run --project integration
step "browser tests";     npx vitest run --project e2e
