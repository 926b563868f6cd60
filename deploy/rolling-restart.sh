#!/bin/sh
# Restarts the enabled chokdee@<port> processes one at a time: each is first taken out of nginx (its line in
# upstream.conf marked "down", nginx reloaded, its requests in flight finished), then restarted, then put
# back once it answers /readyz on its own port. Stops at the first process that does not come back (the
# others keep serving the old release). Run as root: deploy/rolling-restart.sh
#
# Taking a process out first matters for a POST nginx sends on a new connection at the very moment the
# process stops listening: that connection is reset, and nginx never resends a POST that reached a process.
# UPSTREAM= (empty) restarts without it: the process's own close still answers what reached it.
set -eu
READY_WAIT_SEC=${READY_WAIT_SEC:-60}
UPSTREAM=${UPSTREAM-/etc/nginx/chokdee/upstream.conf}

# mark <port> down|up: edits the process's server line and reloads nginx.
mark() {
  [ -n "$UPSTREAM" ] || return 0
  sed -i "s#^\(server 127\.0\.0\.1:$1 [^;]*\) down;#\1;#" "$UPSTREAM"
  [ "$2" = up ] || sed -i "s#^\(server 127\.0\.0\.1:$1 [^;]*\);#\1 down;#" "$UPSTREAM"
  nginx -t -q && nginx -s reload
}

units=$(systemctl list-units --plain --no-legend --state=active 'chokdee@*.service' | awk '{print $1}')
[ -n "$units" ] || { echo "no chokdee@ process is running" >&2; exit 1; }
for unit in $units; do
  port=${unit#chokdee@}
  port=${port%.service}
  echo "restarting $unit"
  mark "$port" down
  # nginx's old workers finish what they sent it; new ones send it nothing.
  sleep 2
  systemctl restart "$unit"
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz"; do
    waited=$((waited + 1))
    if [ "$waited" -ge "$READY_WAIT_SEC" ]; then
      echo "$unit is not ready after ${READY_WAIT_SEC} s: stopping here, out of nginx (journalctl -u $unit)" >&2
      exit 1
    fi
    sleep 1
  done
  mark "$port" up
  echo "$unit ready"
done
