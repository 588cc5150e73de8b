# Sourced by `npm test` and `npm run bench`: installs what a fresh machine lacks — the npm packages
# (npm ci, when the lockfile is newer than node_modules), Java for DynamoDB Local, Debian's chromium.
# The caller's own step() (npm test's timed one) is kept when it has one.
declare -F step >/dev/null || step() { printf '\n=== %s\n' "$*"; }

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

# The SDK warns once per process that 2027 releases need Node 22 (STACK.md); known, so quiet here.
export AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true
