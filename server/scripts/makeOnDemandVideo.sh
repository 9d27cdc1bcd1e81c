#!/bin/sh
# Regenerates an on-demand demo recording served from /media/ondemand (issue 11): 40 s of a
# test pattern with a running clock and a quiet tone, as WebM (VP9/Opus) and MP4 (H.264/AAC),
# keyframes every 2 s so seeking lands quickly. Needs ffmpeg (apt-get install -y ffmpeg).
#   makeOnDemandVideo.sh [video-id] [lavfi pattern]   e.g. od-osld-2026-opening smptehdbars
set -eu
OUT="$(dirname "$0")/../static/media/ondemand"
ID="${1:-od-cyber-pme-2026}"
PATTERN="${2:-testsrc}"
mkdir -p "$OUT"
SRC="-f lavfi -i $PATTERN=size=480x270:rate=25:duration=40 -f lavfi -i sine=frequency=440:sample_rate=48000:duration=40"
# shellcheck disable=SC2086
ffmpeg -y -hide_banner -loglevel error $SRC -af volume=0.05 -c:v libvpx-vp9 -b:v 120k -g 50 -c:a libopus -b:a 32k "$OUT/$ID.webm"
# shellcheck disable=SC2086
ffmpeg -y -hide_banner -loglevel error $SRC -af volume=0.05 -c:v libx264 -profile:v baseline -pix_fmt yuv420p -b:v 150k -g 50 \
  -c:a aac -b:a 48k -movflags +faststart "$OUT/$ID.mp4"
ls -l "$OUT"
