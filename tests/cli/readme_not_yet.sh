# README's Not yet table begins with one row per kind of component the
# engine does not model, naming exactly those of tests/cli/not_modelled.txt
# (by their English names, in the list's order). This test rebuilds the rows
# and fails when README says something else; `--print` prints them.
. "$(dirname "$0")/lib.bash"
LIST=$SRC/tests/cli/not_modelled.txt
name_of() {   # KIND ID -> English name
  case $1 in
    abilities)
      tail -n +2 "$SRC/data/factions.tsv" | cut -f11 | tr ',' '\n' | while read -r nm; do
        id=$(printf '%s' "$nm" | tr 'A-Z' 'a-z' | tr -d "'" | sed 's/[^a-z0-9]\{1,\}/_/g; s/^_//; s/_$//')
        [ "$id" = "$2" ] && { printf '%s\n' "$nm"; break; }
      done ;;
    *) awk -F'\t' -v id="$2" '$1 == id { print $2; exit }' "$SRC/data/$1.tsv" ;;
  esac
}
rows=""
for spec in "actions:action cards" "promissory:promissory notes" "techs:technologies" "leaders:leaders" \
            "relics:relics" "abilities:faction abilities"; do
  k=${spec%%:*}; label=${spec#*:}
  names=""; n=0
  while read -r kind id; do
    [ "$kind" = "$k" ] || continue
    nm=$(name_of "$k" "$id")
    names="$names${names:+, }${nm:-$id}"; n=$((n + 1))
  done < <(grep -v '^#' "$LIST")
  [ "$n" -gt 0 ] || continue
  if [ "$k" = abilities ] || [ "$k" = leaders ]; then tail="they do not act (passive ones) or \`play\`/\`component\` answers \"not modelled yet\""
  else tail="\`play\`/\`component\` answers \"not modelled yet\""; fi
  rows="$rows| not modelled: $label ($n) | $names — $tail |
"
done
if [ "${3:-}" = --print ]; then printf '%s' "$rows"; exit 0; fi
while IFS= read -r row; do
  [ -n "$row" ] || continue
  check "README has the row: ${row:0:60}..." grep -qxF -- "$row" "$SRC/README.md"
done <<< "$rows"
finish
