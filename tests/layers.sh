#!/usr/bin/env bash
# layers.sh -- the house keeps its shape: computed from the build's object
# files (which symbols each compiled unit defines and uses, `nm`), fail when
#  - a unit calls a unit of a higher floor (src/lib/FLOORS bottom to top,
#    then src/protocol, then the programs src/cli, src/server, bench), or
#  - compiled units call each other in a circle (tsort finds the loop).
# Usage: layers.sh BUILD_DIR SOURCE_DIR      check a build
#        layers.sh --self-test SOURCE_DIR    prove the check fails when it must
set -uo pipefail

floors() {   # the floor order, one name a line, bottom first
  grep -E '^[a-z]' "$1/src/lib/FLOORS"
  printf 'protocol\nprogram\n'
}

# unit floor for an object path (CMake's object dirs mirror the sources)
classify() {
  case "$1" in
    */src/lib/*/*.o) f="${1#*/src/lib/}"; echo "${f%%/*}" ;;
    */gen/*.o) echo state ;;            # generated tables: data only
    */src/protocol/*.o) echo protocol ;;
    */src/cli/*.o|*/src/server/*.o|*/bench/*.o) echo program ;;
    *) echo "" ;;
  esac
}

unit_name() {   # src/lib/cards/actions.c.o -> cards/actions
  local p="${1%.c.o}"
  case "$p" in
    */src/lib/*) echo "${p#*/src/lib/}" ;;
    */src/*) echo "${p#*/src/}" ;;
    */gen/*) echo "gen/${p##*/}" ;;
    *) echo "${p##*/}" ;;
  esac
}

# check EDGES FLOORMAP ORDER: EDGES "from to symbol" lines, FLOORMAP "unit
# floor" lines, ORDER the floor names bottom first. Prints every fault;
# returns 1 if there is one.
check() {
  local edges="$1" floormap="$2" order="$3" status=0
  local up
  up="$(awk -v order="$order" '
    BEGIN { n = split(order, o, " "); for (i = 1; i <= n; i++) rank[o[i]] = i }
    FNR == NR { fl[$1] = $2; next }
    { if (rank[fl[$2]] > rank[fl[$1]]) printf "upward call: %s (%s) -> %s (%s): %s\n", $1, fl[$1], $2, fl[$2], $3 }
  ' "$floormap" "$edges")"
  if [ -n "$up" ]; then echo "$up"; status=1; fi
  local loop
  if ! loop="$(awk '{ print $1, $2 }' "$edges" | sort -u | tsort 2>&1 >/dev/null)"; then
    echo "circle of units:"; echo "$loop" | sed 's/^tsort: //'; status=1
  elif [ -n "$loop" ]; then
    echo "circle of units:"; echo "$loop" | sed 's/^tsort: //'; status=1
  fi
  return $status
}

if [ "${1:-}" = "--self-test" ]; then
  src="$2"; tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  order="$(floors "$src" | tr '\n' ' ')"
  printf 'state/a state\ncards/b cards\nphases/c phases\n' > "$tmp/map"
  printf 'phases/c cards/b f\ncards/b state/a g\n' > "$tmp/ok"
  printf 'cards/b phases/c f\n' > "$tmp/upward"
  printf 'cards/b cards/d f\ncards/d cards/b g\n' > "$tmp/circle"
  echo "cards/d cards" >> "$tmp/map"
  check "$tmp/ok" "$tmp/map" "$order" >/dev/null || { echo "FAIL: a sound graph was refused"; exit 1; }
  check "$tmp/upward" "$tmp/map" "$order" >/dev/null && { echo "FAIL: an upward call passed"; exit 1; }
  check "$tmp/circle" "$tmp/map" "$order" >/dev/null && { echo "FAIL: a circle passed"; exit 1; }
  echo "self-test: ok"
  exit 0
fi

build="$1"; src="$2"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
order="$(floors "$src" | tr '\n' ' ')"
mapfile -t objs < <(find "$build/CMakeFiles" -path '*fuzz*' -prune -o -name '*.c.o' -print |
  grep -E '/CMakeFiles/(ti4obj|ti4lib|ti4proto|ti4|ti4serve)\.dir/' | sort)
[ "${#objs[@]}" -gt 0 ] || { echo "no object files under $build/CMakeFiles"; exit 1; }
: > "$tmp/defs"; : > "$tmp/uses"; : > "$tmp/map"; nunits=0
for o in "${objs[@]}"; do
  fl="$(classify "$o")"; [ -n "$fl" ] || continue
  u="$(unit_name "$o")"
  grep -qx "$u.*" "$tmp/map" 2>/dev/null && continue
  echo "$u $fl" >> "$tmp/map"; nunits=$((nunits + 1))
  nm -P "$o" | awk -v u="$u" '$2 ~ /^[TDRBCV]$/ { print $1, u >> "'"$tmp/defs"'" }
                              $2 == "U" { print u, $1 >> "'"$tmp/uses"'" }'
done
# unknown floors are faults too: every library unit sits in a listed floor
bad="$(awk -v order="$order" 'BEGIN { n = split(order, o, " "); for (i = 1; i <= n; i++) ok[o[i]] = 1 }
  !($2 in ok) { print "unit in no listed floor: " $1 " (" $2 ")" }' "$tmp/map")"
[ -z "$bad" ] || { echo "$bad"; exit 1; }
sort -u -o "$tmp/defs" "$tmp/defs"
awk 'FNR == NR { owner[$1] = $2; next }
     ($2 in owner) && owner[$2] != $1 { print $1, owner[$2], $2 }' "$tmp/defs" "$tmp/uses" |
  sort -u > "$tmp/edges"
if check "$tmp/edges" "$tmp/map" "$order"; then
  echo "layers: $nunits units, $(awk '{ print $1, $2 }' "$tmp/edges" | sort -u | wc -l) calls between them, no upward call, no circle"
  exit 0
fi
exit 1
