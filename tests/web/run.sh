# run.sh -- the browser test as a ctest: install playwright-core with npm ci
# (pinned in package-lock.json) into the build folder, then run browser.mjs
# against the ti4 program and the built page (build/web).
#   bash tests/web/run.sh TI4 WEB_DIR WORK_DIR
set -euo pipefail
TI4=${1:?usage: run.sh TI4 WEB_DIR WORK_DIR}
WEB=${2:?}
WORK=${3:?}
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for tool in node npm /usr/bin/chromium; do
  command -v "$tool" >/dev/null 2>&1 || { echo "FAIL: $tool is missing (bash scripts/test installs scripts/deps.txt)" >&2; exit 1; }
done
mkdir -p "$WORK"
cp "$here/package.json" "$here/package-lock.json" "$WORK/"
(cd "$WORK" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
cp "$here/browser.mjs" "$WORK/"
mkdir -p "$WORK/screenshots"
exec node "$WORK/browser.mjs" "$TI4" "$WEB" "$WORK/screenshots"
