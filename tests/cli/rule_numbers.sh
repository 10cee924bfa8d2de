# Every rule number the engine prints exists in the LRR 2.0 text: the rule
# strings of ti4_fail / answer_error calls (and the `rule = "..."` choices
# before them) in src/lib, src/protocol and src/cli, checked against
# ../shared/rules/en/lrr-2.0.txt beside the source tree. "N" is a topic,
# "N.M" a rule, "N.Ma" an item under it, "Setup N" step N of Complete Setup.
. "$(dirname "$0")/lib.bash"
LRR=$SRC/../shared/rules/en/lrr-2.0.txt
if [ ! -r "$LRR" ]; then echo "no $LRR (../shared beside the clone)" >&2; exit 1; fi
rules=$(perl -0777 -ne '
  while (/\b(?:ti4_fail|answer_error)\s*\(([^;{}]*?)N_\(/sg) { my $a = $1; print "$1\n" while $a =~ /"([^"]*)"/g; }
  print "$1\n" while /\brule\s*=\s*"([^"]+)"/g;
' $(find "$SRC/src/lib" "$SRC/src/protocol" "$SRC/src/cli" -name '*.c') | sort -u)
[ -n "$rules" ] || fail "no rule numbers found"
n=0
while IFS= read -r r; do
  [ -z "$r" ] && continue
  n=$((n + 1))
  case $r in
    Setup*) ;;
    *) ok=$(perl -e '
      my ($r, $f) = @ARGV; open my $h, "<", $f or exit 1; my @l = <$h>;
      my ($num, $item) = $r =~ /^(\d+(?:\.\d+)?)([a-z]?)$/ or do { print "0"; exit };
      if ($num !~ /\./) { print((grep { /^\Q$num\E\s+[A-Z]/ } @l) ? 1 : 0); exit }
      for my $i (0 .. $#l) {
        next unless $l[$i] =~ /^\Q$num\E\s/;
        if (!$item) { print 1; exit }
        for my $j ($i + 1 .. $#l) {
          last if $l[$j] =~ /^\d+\.\d+\s/;
          if ($l[$j] =~ /^\Q$item\E\s/) { print 1; exit }
        }
      }
      print 0;' "$r" "$LRR")
      check "rule $r is in the LRR" test "$ok" = 1
      continue ;;
  esac
  step=${r#Setup }
  check "rule $r is a Complete Setup step" grep -q "^STEP $step-" "$LRR"
done <<< "$rules"
check "found the engine's rule numbers" test "$n" -gt 50
finish
