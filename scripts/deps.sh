# deps.sh -- sourced by scripts/setup and scripts/test: install the packages
# of scripts/deps.txt that are missing (apt-get; sudo only when not root).
ti4_install_deps() {
  local here; here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
  local missing=() pkg provided
  # what installed packages provide (a nodejs that bundles npm provides npm)
  provided=" $(dpkg-query -W -f='${Status} ${Provides}\n' 2>/dev/null | grep '^install ok installed' |
    cut -d' ' -f4- | tr ',' '\n' | sed 's/ *(.*//; s/:.*//; s/^ *//' | tr '\n' ' ') "
  while read -r pkg; do
    pkg="${pkg%%#*}"; pkg="${pkg//[[:space:]]/}"
    [ -n "$pkg" ] || continue
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" && continue
    case "$provided" in *" $pkg "*) continue ;; esac
    missing+=("$pkg")
  done < "$here/deps.txt"
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "installing: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"
    else echo "missing packages (${missing[*]}) and not root: install them and retry" >&2; return 1; fi
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
