#!/usr/bin/env bash
# Makes the page's five sound effects (select, ng, cpu, win, lose) as small mono mp3s in this
# folder, from nothing but sox and lame. Deterministic (sox -R), so a rerun gives the same files.
#   sounds/make_sounds.sh
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# note FILE START DURATION PITCH [SYNTH]: one decaying note, silent for START seconds first.
note() {
  sox -R -n -r 44100 -c 1 "$1" synth "$3" "${5:-pluck}" "$4" fade q 0.004 "$3" "$(awk "BEGIN { print $3 * 0.7 }")" pad "$2"
}

# effect NAME PEAK_DB NOTE_FILES…: mixes the notes, levels the peak, encodes NAME.mp3.
effect() {
  local name=$1 peak=$2
  shift 2
  if [ $# -gt 1 ]; then sox -R -m "$@" "$work/$name.wav"; else cp "$1" "$work/$name.wav"; fi
  sox -R "$work/$name.wav" "$work/$name-level.wav" highpass 120 gain -n "$peak"
  lame --quiet -m m -b 48 --noreplaygain "$work/$name-level.wav" "$name.mp3"
}

# select: a light, high pluck, the player's knight going down.
note "$work/s1.wav" 0 0.12 E6
effect select -4 "$work/s1.wav"

# cpu: the same gesture lower and rounder, so the two sides sound apart.
note "$work/c1.wav" 0 0.16 A5 sine
note "$work/c2.wav" 0 0.16 A4
effect cpu -5 "$work/c1.wav" "$work/c2.wav"

# ng: two soft low taps, "no-no", muffled rather than harsh.
note "$work/n1.wav" 0 0.09 C3 square
note "$work/n2.wav" 0.12 0.11 A2 square
sox -R -m "$work/n1.wav" "$work/n2.wav" "$work/n.wav" lowpass 900
effect ng -6 "$work/n.wav"

# win: a rising major arpeggio whose notes ring into each other.
note "$work/w1.wav" 0.00 0.45 C5
note "$work/w2.wav" 0.09 0.45 E5
note "$work/w3.wav" 0.18 0.45 G5
note "$work/w4.wav" 0.27 0.70 C6
effect win -3 "$work"/w[1-4].wav

# lose: a slow falling minor line.
note "$work/l1.wav" 0.00 0.50 G4
note "$work/l2.wav" 0.20 0.50 D#4
note "$work/l3.wav" 0.40 0.90 C4
effect lose -3 "$work"/l[1-3].wav
