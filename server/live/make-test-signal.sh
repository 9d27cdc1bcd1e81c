#!/usr/bin/env sh
# Makes the live director's test signal (server/live/media/test-signal.mp4): 10 s of SMPTE bars
# with a running clock and a 1 kHz tone that beeps once a second, 320x180, H.264 + AAC, small
# enough to commit (< 300 KB) and to loop. Run once: `sh server/live/make-test-signal.sh`.
set -eu
out="$(dirname "$0")/media/test-signal.mp4"
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "testsrc2=size=320x180:rate=25:duration=10" \
  -f lavfi -i "sine=frequency=1000:sample_rate=44100:duration=10:beep_factor=4" \
  -vf "drawtext=text='LIVE TEST SIGNAL %{pts\\:hms}':x=8:y=h-24:fontsize=14:fontcolor=white:box=1:boxcolor=black@0.6" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 32 -g 25 \
  -c:a aac -b:a 48k -ac 1 \
  -movflags +faststart "$out"
ls -l "$out"
