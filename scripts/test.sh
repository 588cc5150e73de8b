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
  if [ -n "${played_pid:-}" ]; then kill -- "-$played_pid" 2>/dev/null || true; fi
  if [ -n "${played_stack:-}" ]; then rm -rf "$played_stack"; fi
  if [ -n "$phase_name" ]; then phases+=("$(printf '%-20s %5d s' "$phase_name" $((SECONDS - phase_start)))"); fi
  printf '\n=== time per phase (%s, %s cores)\n' "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')" "$(nproc)"
  printf '%s\n' "${phases[@]}"
  printf '%-20s %5d s (exit %d)\n' "total" $((SECONDS - started)) "$status"
}
trap summary EXIT

step "install tools"
source scripts/installTools.sh

# The scenario played and indexed once, for every stack and in-process chain of both lanes: each
# starts from a copy (or replays its journal) instead of playing and indexing 6.5 million blocks
# again. It starts now, beside typecheck, lint and the build, which leave the second core idle; its
# own process group, so that a failed run stops it too.
played_stack=$(mktemp -d)
setsid -w bash -c 'set -o pipefail; npx tsx scripts/localStack/playStack.ts "$1" 2>&1 | sed -u "s/^/[played stack] /"' _ "$played_stack/stack" &
played_pid=$!

step "typecheck";   npm run --silent typecheck
step "lint";        npm run --silent lint
step "build web";   npm run --silent build
# Two workers: vitest's default is one fewer than the cores, which on a 2-core machine ran the unit
# files one at a time with the second core idle (the files are independent: ports 0, temp folders).
step "unit tests";        npx vitest run --project unit --project dom --maxWorkers=2

# Two lanes at once: the shared-stack browser files wait on chain blocks, indexer passes and the
# browser far more than they compute, so integration and the own-stack browser files run beside them
# (each on its own DynamoDB Local, chain and ports). Lines carry their lane's name.
lane() {
  local name=$1 t0=$SECONDS status=0
  shift
  ( set -o pipefail; "$@" 2>&1 | sed -u "s/^/[$name] /" ) || status=$?
  # A file, not the phases array: the browser lane runs in a background subshell.
  printf '  %-18s %5d s (exit %d)\n' "$name" $((SECONDS - t0)) "$status" >> "$lane_times"
  return "$status"
}
integration_then_own_stacks() {
  local status=0
  npx vitest run --project integration || status=$?
  npx vitest run --project e2e-own || status=$?
  return "$status"
}
step "played stack (rest)"
wait "$played_pid"
played_pid=""
export PORTAL_PLAYED_STACK="$played_stack/stack"

step "integration + browser tests"
lane_times=$(mktemp)
lane "browser" npx vitest run --project e2e & shared=$!
lane_status=0
lane "integration+own" integration_then_own_stacks || lane_status=$?
wait "$shared" || lane_status=$?
phases+=("$(printf '%-20s %5d s' "$phase_name" $((SECONDS - phase_start)))")
phase_name=""
mapfile -t -O "${#phases[@]}" phases < "$lane_times"
rm -f "$lane_times"
[ "$lane_status" -eq 0 ] || exit "$lane_status"
