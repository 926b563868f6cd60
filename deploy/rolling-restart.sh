#!/bin/sh
# Restarts the enabled chokdee@<port> processes one at a time, each only once the one before answers
# /readyz: nginx sends the requests to the others meanwhile. Stops at the first process that does not come
# back (the others keep serving the old build). Run as root: deploy/rolling-restart.sh
set -eu
READY_WAIT_SEC=${READY_WAIT_SEC:-60}

units=$(systemctl list-units --plain --no-legend --state=active 'chokdee@*.service' | awk '{print $1}')
[ -n "$units" ] || { echo "no chokdee@ process is running" >&2; exit 1; }
for unit in $units; do
  port=${unit#chokdee@}
  port=${port%.service}
  echo "restarting $unit"
  systemctl restart "$unit"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$READY_WAIT_SEC" ]; then
      echo "$unit is not ready after ${READY_WAIT_SEC} s: stopping here (journalctl -u $unit)" >&2
      exit 1
    fi
    sleep 1
  done
  echo "$unit ready"
done
