#!/bin/bash
# A check-only stand-in for a darwin C compiler on a Linux host: drops the
# Apple-only flags and compiles with the host's cc. `cargo check` and
# `cargo clippy` for aarch64-apple-darwin never link, but zstd-sys builds
# its C sources even then; nothing built with this runs anywhere.
out=()
skip=0
for a in "$@"; do
  if [ $skip = 1 ]; then skip=0; continue; fi
  case "$a" in
    -arch) skip=1 ;;
    -mmacosx-version-min=*) ;;
    *) out+=("$a") ;;
  esac
done
exec cc "${out[@]}"
