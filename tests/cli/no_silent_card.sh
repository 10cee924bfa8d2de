# No silent card: every action card, promissory note, technology, leader and
# relic of data/ is either modelled -- a record or rule that names it in
# src/lib (its play word "id", or its TI4_KIND_ID constant) -- or listed in
# tests/cli/not_modelled.txt, and then `play` and `component` of it are
# refused with "not modelled". The list is kept exact both ways; faction
# abilities likewise (below). Agendas:
# every one has a rule record (agenda_cards.c asserts it at build time).
. "$(dirname "$0")/lib.bash"
LIST=$SRC/tests/cli/not_modelled.txt
declare -A listed
while read -r kind id; do
  case $kind in ''|'#'*) continue ;; esac
  listed["$kind $id"]=1
done < "$LIST"
lines="new players=3 sandbox seed=1"
n=0
for spec in actions:ACTION promissory:PROMISSORY techs:TECH leaders:LEADER relics:RELIC; do
  f=${spec%%:*}; K=${spec##*:}
  for id in $(tail -n +2 "$SRC/data/$f.tsv" | cut -f1); do
    n=$((n + 1))
    U=$(printf '%s' "$id" | tr 'a-z' 'A-Z')
    # a unit upgrade technology is a row of data/units.tsv: its unit's values are the record
    # (a leader's unlock condition, a row `[TI4_LEADER_X] = {` of leaders.c,
    # is not its ability, and an agenda's rule row `R(X, ...)` is not a
    # relic of the same name: neither counts)
    if grep -rhE "\"$id\"|TI4_${K}_${U}\b|\(${U}," "$SRC/src/lib" --include=*.c | grep -vE "^ *\[TI4_LEADER_[A-Z0-9_]*\] = \{" | grep -qvE "^ *R\(${U}," ||
       { [ "$f" = techs ] && cut -f1 "$SRC/data/units.tsv" | grep -qx "$id"; }; then
      check "$f $id is modelled, not listed as not modelled" test -z "${listed["$f $id"]}"
    else
      check "$f $id has no record: listed in not_modelled.txt" test -n "${listed["$f $id"]}"
      note=$id; [ "$f" = promissory ] && note=$id:p2
      lines="$lines
p1 play $note
p1 component $note"
    fi
    unset 'listed['"$f $id"']'
  done
done
# Faction abilities (the faction sheets, data/factions.tsv): most act by
# themselves, so a missing one is silent. Each is modelled -- its id quoted
# or its printed name written where src/lib models it (and nowhere else: a
# comment about one not modelled describes it without its name) -- or listed here as
# `abilities ID` (the README's Not yet table names them).
seen_ab=" "
while IFS=$'\t' read -r fid abl; do
  IFS=, read -ra names <<< "$abl"
  for name in "${names[@]}"; do
    id=$(printf '%s' "$name" | tr 'A-Z' 'a-z' | tr -d "'" | sed 's/[^a-z0-9]\{1,\}/_/g; s/^_//; s/_$//')
    case $seen_ab in *" $id "*) continue ;; esac
    seen_ab="$seen_ab$id "
    n=$((n + 1))
    if grep -rqFw -e "\"$id\"" -e "$name" "$SRC/src/lib" --include=*.c; then
      check "abilities $id ($fid) is modelled, not listed as not modelled" test -z "${listed["abilities $id"]}"
    else
      check "abilities $id ($fid) is not modelled: listed in not_modelled.txt" test -n "${listed["abilities $id"]}"
    fi
    unset 'listed['"abilities $id"']'
  done
done < <(tail -n +2 "$SRC/data/factions.tsv" | cut -f1,11)
for k in "${!listed[@]}"; do fail "not_modelled.txt names $k, which data/ does not have"; done
out=$(printf '%s\n' "$lines" | jrun)
total=$(printf '%s\n' "$out" | tail -n +2 | wc -l)
refused=$(printf '%s\n' "$out" | tail -n +2 | grep -c 'not modelled')
check "every play of a listed component is refused as not modelled ($refused of $total)" test "$refused" = "$total"
check "the walk saw every component ($n)" test "$n" -gt 250
finish
