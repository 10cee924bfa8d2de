# Messages that tell the truth (issue 11): every input line gets exactly one
# answer line — a NUL byte, an over-long line, a line of many words, broken
# UTF-8 — also through the name normalisation; I/O errors say why; `ti4
# --lang ru run` reports in Russian.
. "$(dirname "$0")/lib.bash"
{
  printf 'new players=3 seed=1\n'
  printf 'p1 pa\0ss\n'                          # a NUL byte inside a line
  printf '\0\n'                                 # a NUL byte alone
  head -c 200000 /dev/zero | tr '\0' 'x'; printf '\n'         # one long word
  for i in $(seq 3000); do printf 'Лодор '; done; printf '\n' # many words
  printf 'p1 vote \xd0\n'                       # a cut UTF-8 sequence
  printf 'give p1 planet \xff\xfe\n'
  printf 'state\n'
} > "$TMP/in.bin"
cmds=7   # the NUL-only line is blank after the NUL: no command
out=$(jrun < "$TMP/in.bin")
n=$(printf '%s\n' "$out" | grep -c '^{"ok":')
check "one answer a line ($n of $cmds)" [ "$n" -eq "$cmds" ]
check "every answer is JSON" [ "$(printf '%s\n' "$out" | grep -vc '^{"ok":')" -eq 0 ]
out=$(printf 'new players=3\nsave %s/no/such/dir/x.json\nload %s/nothing.json\nload %s\n' "$TMP" "$TMP" "$TMP" | jrun)
check "save error says why" contains "$(line 2 "$out")" '"code":"io","message":"cannot write'
check "save error: the reason" contains "$(line 2 "$out")" "no such file or directory"
check "load error: the reason" contains "$(line 3 "$out")" "no such file or directory"
check "a folder is not a save" contains "$(line 4 "$out")" "it is a directory"
o=$("$TI4" run "$TMP/none.ti4")
check "run: a missing script says why" contains "$o" "No such file or directory"
printf 'new players=3 seed=1\nexpect round == 2\nfrobnicate\n' > "$TMP/bad.ti4"
o=$("$TI4" --lang ru run "$TMP/bad.ti4")
check "run in Russian: the expect" contains "$o" "ожидалось round == 2"
check "run in Russian: the error" contains "$o" "неизвестная команда"
check "run in Russian: the count" contains "$o" "пройдено: 0, не пройдено: 2"
# a refusal names the value, not a placeholder word ("outcome")
out=$(printf 'new players=3 sandbox seed=3\nset speaker p1\nset custodians removed\ndeck agenda mutiny\nset phase agenda\npass all\npass all\npass all\np2 vote lodor\n' | jrun)
check "the refused outcome is named" contains "$(line 9 "$out")" '"message":"lodor is not an outcome of this agenda"'
out=$(printf 'new players=2\n' | jrun)
check "the refused player count is named" contains "$out" '"message":"a game has 3 to 8 players, not 2"'
# Diplomacy says who placed command tokens where (not a bare "OK.")
d='new players=3 seed=3 factions=sol,hacan,xxcha edits
set strategy p1 diplomacy
set phase action
p1 standing never
p2 standing never
p3 standing never
p1 strategic diplomacy
p1 choose jord'
out=$(printf '%s\n' "$d" | jrun)
check "diplomacy: the tokens placed" contains "$(line 8 "$out")" '{"type":"token_placed","player":"p2","pos":'
t=$(printf '%s\n' "$d" | "$TI4" --lang ru)
check "diplomacy in Russian" contains "$t" "p3 кладёт жетон приказа в систему 01 (Земра)."
finish
