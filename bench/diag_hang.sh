#!/bin/bash
# Runs a command with a time limit; if it is still running then, prints
# every thread's kernel wait channel and stack, and (with gdb or cuda-gdb)
# its user-space backtraces, then kills it. For intermittent hangs on the
# GPU machine: `bash bench/diag_hang.sh NAME SECONDS CMD...`, logs in $OUT.
name=$1; limit=$2; shift 2
out="${OUT:-/tmp/out}"; mkdir -p "$out"
"$@" > "$out/$name.log" 2>&1 &
pid=$!
for _ in $(seq "$limit"); do sleep 1; kill -0 $pid 2>/dev/null || break; done
if kill -0 $pid 2>/dev/null; then
  echo "$name: HUNG after ${limit}s"
  {
    for t in /proc/$pid/task/*; do
      echo "== $(basename "$t") $(cat "$t/comm") wchan=$(cat "$t/wchan")"
      head -6 "$t/stack" 2>/dev/null
    done
    dbg=$(command -v gdb || command -v cuda-gdb || ls /usr/local/cuda/bin/cuda-gdb 2>/dev/null)
    [ -n "$dbg" ] && timeout 60 "$dbg" -p $pid -batch -ex "thread apply all bt 16" 2>&1 | grep -E "^#|^Thread"
  } > "$out/$name.stacks" 2>&1
  kill -9 $pid
else
  wait $pid; echo "$name: exit $?"
fi
grep -E "test result" "$out/$name.log"
