#!/usr/bin/env bash
# `npm test`: everything a fresh machine needs, then typecheck, lint, unit, integration and browser
# tests (the unit step also runs the web components' tests in happy-dom). Installs what is missing
# first (scripts/installTools.sh: npm packages, Java for DynamoDB Local, Debian's chromium).
# Ends with the time each phase took and the machine's CPU, so a slow run says where it went.
set -euo pipefail
cd "$(dirname "$0")/.."

phases=()
started=$SECONDS
phase_start=$SECONDS
phase_name=""
step() {
  if [ -n "$phase_name" ]; then phases+=("$(printf '%-20s %5d s' "$phase_name" $((SECONDS - phase_start)))"); fi
  phase_name="$*"
  phase_start=$SECONDS
  printf '\n=== %s\n' "$*"
}
summary() {
  local status=$?
  if [ -n "$phase_name" ]; then phases+=("$(printf '%-20s %5d s' "$phase_name" $((SECONDS - phase_start)))"); fi
  printf '\n=== time per phase (%s, %s cores)\n' "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')" "$(nproc)"
  printf '%s\n' "${phases[@]}"
  printf '%-20s %5d s (exit %d)\n' "total" $((SECONDS - started)) "$status"
}
trap summary EXIT

step "install tools"
source scripts/installTools.sh

step "typecheck";   npm run --silent typecheck
step "lint";        npm run --silent lint
step "build web";   npm run --silent build
step "unit tests";        npx vitest run --project unit --project dom
step "integration tests"; npx vitest run --project integration
step "browser tests";     npx vitest run --project e2e
