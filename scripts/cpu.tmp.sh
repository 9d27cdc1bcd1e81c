#!/bin/bash
# usage: cpu.tmp.sh LABEL cmd...  — machine-wide busy CPU seconds during cmd
label=$1; shift
read -r _ u n s i w q sq st _ < /proc/stat
start=$(date +%s.%N)
"$@" > /tmp/cpu-$label.log 2>&1
rc=$?
read -r _ u2 n2 s2 i2 w2 q2 sq2 st2 _ < /proc/stat
end=$(date +%s.%N)
hz=$(getconf CLK_TCK)
echo "$label rc=$rc wall=$(echo "$end - $start" | bc) user=$(( (u2+n2-u-n)/hz )) sys=$(( (s2+q2+sq2-s-q-sq)/hz )) idle=$(( (i2+w2-i-w)/hz ))"
