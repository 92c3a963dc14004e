#!/usr/bin/env bash
# Cluster mode (docs/architecture.md#processes-and-modes): every service in its own process against a real PostgreSQL, behind
# nginx, with the same URLs as embedded mode. Everything it keeps is under ./.cluster (git-ignored).
#
#   bash scripts/cluster.sh [run]        build what is missing, start PostgreSQL, the services and nginx,
#                                        print the URL, stay in the foreground; Ctrl-C stops everything
#   bash scripts/cluster.sh start        the same, then return once everything is healthy (CI, scripts)
#   bash scripts/cluster.sh stop         stop what run/start started: nginx, the services, PostgreSQL
#   bash scripts/cluster.sh status       what runs, and each service's health
#   bash scripts/cluster.sh db-url [DB]  the postgres:// URL of the cluster's database (or of DB)
#   bash scripts/cluster.sh createdb DB  a fresh, empty database DB on the cluster's PostgreSQL; prints its URL
#   bash scripts/cluster.sh dropdb DB
#   bash scripts/cluster.sh pg-stop      PostgreSQL alone stopped (fast shutdown), the services keep running;
#   bash scripts/cluster.sh pg-start     pg-start brings it back on the same data (scripts/cluster-faults.ts)
#   bash scripts/cluster.sh service-start NAME   one service started again after it stopped or was
#                                        killed; returns once it is healthy (scripts/cluster-faults.ts)
#
# Settings (environment):
#   CLUSTER_PORT=8090               nginx, the only address a browser uses (loopback)
#   CLUSTER_PG_PORT=54329           the private PostgreSQL (loopback, password auth)
#   CLUSTER_SERVICE_PORT_BASE=8100  service N (in name order) listens on BASE+N
#   CLUSTER_BUILD=missing           front-end builds: missing (absent or stale) | always | never
#   CLUSTER_PUBLIC_URL              the address users reach (default http://localhost:$CLUSTER_PORT)
#   CLUSTER_ENV_FILE                extra service settings (KEY=value lines), e.g. SMTP for real e-mail
#   CLUSTER_REPLICAS                more processes of a service, e.g. documents=2,renderer=2 (replica k is
#                                   documents.k, on the next free port; scripts/cluster-scale.ts)
#   CLUSTER_NODE_ENV=production, CLUSTER_LOG_LEVEL=info, REMOTE_URL_<AREA> (as in embedded mode)
#
# Services are discovered from services/*/src/start.ts (not the gateway: nginx replaces it). Each gets
# exactly the settings its config schema declares (scripts/cluster/plan.ts); logs are .cluster/logs/<name>.log.
# Run as root (CI), PostgreSQL and nginx run as the system user `conform` (created when missing).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
CLUSTER=$ROOT/.cluster
KEYS=$CLUSTER/keys
PGDATA=$CLUSTER/pg
LOGS=$CLUSTER/logs
RUN=$CLUSTER/run
NGINX_DIR=$CLUSTER/nginx
PORT=${CLUSTER_PORT:-8090}
PG_PORT=${CLUSTER_PG_PORT:-54329}
SERVICE_PORT_BASE=${CLUSTER_SERVICE_PORT_BASE:-8100}
BUILD=${CLUSTER_BUILD:-missing}
HEALTH_TIMEOUT=${CLUSTER_HEALTH_TIMEOUT:-120}
SERVICE_USER=conform
DB=conform
export PATH=$ROOT/node_modules/.bin:$PATH

say() { printf 'cluster: %s\n' "$*"; }
die() {
  printf 'cluster: ERROR: %s\n' "$*" >&2
  exit 1
}

# ---------------------------------------------------------------- prerequisites

pg_bin() {
  local dir
  for dir in ${PG_BIN:-} $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    [ -x "$dir/pg_ctl" ] && {
      echo "$dir"
      return
    }
  done
  die "PostgreSQL server binaries not found: apt-get install postgresql"
}

check_tools() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || die "nginx not found: apt-get install nginx"
  command -v openssl >/dev/null || die "openssl not found: apt-get install openssl"
  command -v curl >/dev/null || die "curl not found: apt-get install curl"
  node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null ||
    die "Node 24 not found in node_modules/.bin: run npm ci at the repository root"
  PG_BIN=$(pg_bin)
}

NGINX=$(command -v nginx || echo /usr/sbin/nginx)

# PostgreSQL refuses to run as root, and nginx need not: as root they run as a system user.
as_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$SERVICE_USER" -- "$@"; else "$@"; fi
}

ensure_user() {
  [ "$(id -u)" = 0 ] || return 0
  if ! id "$SERVICE_USER" >/dev/null 2>&1; then
    useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$SERVICE_USER"
    say "created system user $SERVICE_USER (runs PostgreSQL and nginx)"
  fi
  as_user test -r "$ROOT/package.json" ||
    die "user $SERVICE_USER cannot read $ROOT (a parent folder is private); use a world-readable clone path or run as a normal user"
}

# Makes a path the service user's (PostgreSQL and nginx write there).
own() {
  [ "$(id -u)" = 0 ] && chown -R "$SERVICE_USER:$SERVICE_USER" "$@"
  return 0
}

port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

secret() { sed -n "s/^$1=//p" "$KEYS/secrets.env" | tail -n 1; }

db_url() { echo "postgres://conform:$(secret POSTGRES_PASSWORD)@127.0.0.1:$PG_PORT/${1:-$DB}"; }

# ---------------------------------------------------------------- builds

# The front ends that exist, rebuilt when absent or stale (scripts/frontends.ts decides, as for npm start).
build_front_ends() {
  [ "$BUILD" = never ] && return 0
  local started=$SECONDS flag=()
  [ "$BUILD" = always ] && flag=(--always)
  node "$ROOT/scripts/cluster/build.ts" "${flag[@]}" >"$LOGS/build.log" 2>&1 || {
    tail -n 40 "$LOGS/build.log" >&2
    die "front-end build failed (full log: .cluster/logs/build.log)"
  }
  grep '^cluster: ' "$LOGS/build.log" || true
  [ $((SECONDS - started)) -gt 5 ] && say "front ends built in $((SECONDS - started)) s"
  return 0
}

# ---------------------------------------------------------------- PostgreSQL

pg_running() { [ -s "$PGDATA/PG_VERSION" ] && as_user "$PG_BIN/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1; }

start_postgres() {
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    mkdir -p "$PGDATA"
    own "$PGDATA"
    chmod 700 "$PGDATA"
    local pwfile=$CLUSTER/.pg-pwfile
    (umask 077 && secret POSTGRES_PASSWORD >"$pwfile")
    own "$pwfile"
    as_user "$PG_BIN/initdb" -D "$PGDATA" -U conform --auth=scram-sha-256 --pwfile="$pwfile" \
      -E UTF8 --locale=C.UTF-8 >"$LOGS/initdb.log" 2>&1 || {
      rm -f "$pwfile"
      cat "$LOGS/initdb.log" >&2
      die "initdb failed"
    }
    rm -f "$pwfile"
    # Loopback TCP only, no socket in a system folder: the private cluster never meets a system one.
    cat >>"$PGDATA/postgresql.conf" <<'CONF'

# cluster mode (scripts/cluster.sh)
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
max_connections = 200
CONF
    say "initialised PostgreSQL in .cluster/pg"
  fi
  if pg_running; then
    say "PostgreSQL already running"
  else
    port_busy "$PG_PORT" && die "port $PG_PORT is taken: set CLUSTER_PG_PORT"
    touch "$LOGS/postgres.log"
    own "$LOGS/postgres.log"
    as_user "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$LOGS/postgres.log" -o "-p $PG_PORT" -w -t 60 start >/dev/null ||
      {
        tail -n 20 "$LOGS/postgres.log" >&2
        die "PostgreSQL did not start"
      }
    say "PostgreSQL on 127.0.0.1:$PG_PORT"
  fi
  psql_admin -tAc "SELECT 1" >/dev/null ||
    die "cannot sign in to PostgreSQL; if .cluster/keys was recreated, remove .cluster/pg and start again"
  if [ -z "$(psql_admin -tAc "SELECT 1 FROM pg_database WHERE datname = '$DB'")" ]; then
    psql_admin -qc "CREATE DATABASE $DB" >/dev/null
    say "created database $DB"
  fi
}

# The password goes through the environment, not the command line (which every user can read).
psql_admin() {
  PGPASSWORD=$(secret POSTGRES_PASSWORD) PGCONNECT_TIMEOUT=5 \
    "$PG_BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U conform -d postgres -v ON_ERROR_STOP=1 "$@"
}

stop_postgres() {
  pg_running || return 0
  as_user "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w -t 30 stop >/dev/null && say "PostgreSQL stopped"
}

# ---------------------------------------------------------------- services

# A pid file holds the pid and a piece of the command line it must have: pid files outlive processes.
alive() {
  local pid pattern
  { read -r pid && read -r pattern; } 2>/dev/null <"$1" || return 1
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$pattern"
}

# launch NAME SCRIPT ARGS...: a node process in its own session (Ctrl-C reaches this script only, which
# then stops everything in order) with a clean environment plus, for services, their env file.
launch() {
  local name=$1 script=$2
  shift 2
  local envfile=()
  [ -f "$CLUSTER/env/$name.env" ] && envfile=(--env-file="$CLUSTER/env/$name.env")
  (cd "$ROOT" && exec setsid env -i PATH="$PATH" HOME="${HOME:-/root}" ${TZ:+TZ="$TZ"} ${TMPDIR:+TMPDIR="$TMPDIR"} \
    node "${envfile[@]}" "$script" "$@") >>"$LOGS/$name.log" 2>&1 </dev/null &
  printf '%s\n%s\n' "$!" "$script" >"$RUN/$name.pid"
}

start_services() {
  local name port start service
  port_busy "$SERVICE_PORT_BASE" && die "port $SERVICE_PORT_BASE (mail sink) is taken: set CLUSTER_SERVICE_PORT_BASE"
  launch mail-sink scripts/cluster/mail-sink.ts "$SERVICE_PORT_BASE" "$CLUSTER/mail"
  while IFS=$'\t' read -r name port start service; do
    port_busy "$port" && die "port $port (for $name) is taken: set CLUSTER_SERVICE_PORT_BASE"
    launch "$name" "$start"
  done <"$CLUSTER/services.tsv"
  say "started $(wc -l <"$CLUSTER/services.tsv") service processes; waiting for each /health to say db: ok"

  local deadline=$((SECONDS + HEALTH_TIMEOUT))
  while IFS=$'\t' read -r name port start service; do
    wait_healthy "$name" "$port" "$deadline" "${service:-$name}"
  done <"$CLUSTER/services.tsv"
  alive "$RUN/mail-sink.pid" || die "the mail sink did not start (log: .cluster/logs/mail-sink.log)"
  say "mail sink on 127.0.0.1:$SERVICE_PORT_BASE: e-mails land in .cluster/mail"
}

# wait_healthy NAME PORT DEADLINE [SERVICE]: until the process's /health (its service's path) says db: ok
# (or it exits, or DEADLINE). NAME is the process (`documents.2`, a replica), SERVICE the service.
wait_healthy() {
  local name=$1 port=$2 deadline=$3 service=${4:-$1} body
  # Until the launched shell has become node, the pid file's command line does not match yet: a
  # service checked right after its launch (the first of the list, on a busy machine) is not taken
  # for one that exited.
  for _ in $(seq 1 50); do
    alive "$RUN/$name.pid" && break
    sleep 0.1
  done
  while :; do
    if ! alive "$RUN/$name.pid"; then
      tail -n 30 "$LOGS/$name.log" >&2
      die "service $name exited during start (log: .cluster/logs/$name.log)"
    fi
    body=$(curl -sS --max-time 3 "http://127.0.0.1:$port/platform/api/$service/health" 2>/dev/null || true)
    [[ $body == *'"db":"ok"'* && $body == *'"status":"ok"'* ]] && break
    if [ $SECONDS -ge "$deadline" ]; then
      tail -n 30 "$LOGS/$name.log" >&2
      die "service $name not healthy after ${HEALTH_TIMEOUT}s (last answer: ${body:-none})"
    fi
    sleep 0.3
  done
  printf 'cluster:   %-16s http://127.0.0.1:%s  %s\n' "$name" "$port" "$body"
}

# One service started again after it stopped or was killed (fault drills), as start_services does.
start_service() {
  local name=$1 port start service found="" n p s v
  [ -f "$CLUSTER/services.tsv" ] || die "no cluster yet: bash scripts/cluster.sh start"
  while IFS=$'\t' read -r n p s v; do
    [ "$n" = "$name" ] && found=1 && port=$p && start=$s && service=${v:-$n}
  done <"$CLUSTER/services.tsv"
  [ -n "$found" ] || die "no service named '$name' (see .cluster/services.tsv)"
  alive "$RUN/$name.pid" && die "service $name is running already"
  port_busy "$port" && die "port $port (for $name) is taken"
  launch "$name" "$start"
  wait_healthy "$name" "$port" $((SECONDS + HEALTH_TIMEOUT)) "$service"
}

# Every node process this script launched (services, mail sink): SIGTERM, 10 s grace, then SIGKILL.
stop_services() {
  local file pids=() left=""
  for file in "$RUN"/*.pid; do
    [ -e "$file" ] || continue
    [ "$(basename "$file")" = nginx.pid ] && continue
    if alive "$file"; then
      pids+=("$(head -n 1 "$file")")
      kill -TERM "${pids[-1]}" 2>/dev/null || true
    fi
    rm -f "$file"
  done
  [ ${#pids[@]} -eq 0 ] && return 0
  for _ in $(seq 1 100); do
    left=$(for p in "${pids[@]}"; do if kill -0 "$p" 2>/dev/null; then echo "$p"; fi; done)
    [ -z "$left" ] && break
    sleep 0.1
  done
  if [ -n "$left" ]; then
    say "still running after 10 s, killing: $left"
    # shellcheck disable=SC2086 # one pid per word
    kill -KILL $left 2>/dev/null || true
  fi
  say "stopped ${#pids[@]} processes (services, mail sink)"
}

# ---------------------------------------------------------------- nginx

start_nginx() {
  port_busy "$PORT" && die "port $PORT is taken: set CLUSTER_PORT"
  touch "$LOGS/nginx-error.log" "$LOGS/nginx-access.log"
  own "$NGINX_DIR" "$LOGS/nginx-error.log" "$LOGS/nginx-access.log"
  as_user "$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$LOGS/nginx-error.log" -t -q ||
    die "nginx rejected .cluster/nginx/nginx.conf (template: deploy/nginx/platform.conf.template)"
  as_user "$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$LOGS/nginx-error.log"
  for _ in $(seq 1 50); do
    [ -s "$NGINX_DIR/nginx.pid" ] && break
    sleep 0.1
  done
  printf '%s\nnginx: master\n' "$(cat "$NGINX_DIR/nginx.pid")" >"$RUN/nginx.pid"
  curl -fsS --max-time 5 -o /dev/null "http://127.0.0.1:$PORT/platform/remotes.json" ||
    die "nginx does not answer on port $PORT (log: .cluster/logs/nginx-error.log)"
}

stop_nginx() {
  if alive "$RUN/nginx.pid"; then
    as_user "$NGINX" -p "$NGINX_DIR" -c "$NGINX_DIR/nginx.conf" -e "$LOGS/nginx-error.log" -s quit 2>/dev/null ||
      kill -TERM "$(cat "$RUN/nginx.pid")"
    for _ in $(seq 1 50); do
      alive "$RUN/nginx.pid" || break
      sleep 0.1
    done
    say "nginx stopped"
  fi
  rm -f "$RUN/nginx.pid"
}

# ---------------------------------------------------------------- commands

stop_all() {
  stop_nginx
  stop_services
  stop_postgres
}

running() {
  local file
  for file in "$RUN"/*.pid; do
    [ -e "$file" ] && alive "$file" && return 0
  done
  return 1
}

start_all() {
  check_tools
  mkdir -p "$LOGS" "$RUN" "$CLUSTER/data" "$NGINX_DIR"
  running && die "the cluster is already running (bash scripts/cluster.sh stop)"
  ensure_user
  # Each run's logs start empty: what is there after a failure is that failure's story.
  find "$LOGS" -maxdepth 1 -name '*.log' -exec truncate -s 0 {} +
  bash "$ROOT/scripts/cluster/secrets.sh" "$KEYS" --local | sed 's/^/cluster: /'
  # Whatever fails from here on leaves nothing running behind.
  trap 'status=$?; if [ $status -ne 0 ]; then say "start failed: stopping what started"; stop_all; fi' EXIT
  build_front_ends
  node "$ROOT/scripts/cluster/plan.ts" local --dir "$CLUSTER" --port "$PORT" --pg-port "$PG_PORT" \
    --service-port-base "$SERVICE_PORT_BASE"
  [ -s "$CLUSTER/services.tsv" ] || die "no service has a src/start.ts"
  start_postgres
  # One role per service, able to write only its own schema; the shared schemas (the event bus).
  node "$ROOT/scripts/cluster/roles.ts" --dir "$CLUSTER" --pg-port "$PG_PORT" | sed 's/^/cluster: /'
  start_services
  start_nginx
  trap - EXIT
  say "ready: ${CLUSTER_PUBLIC_URL:-http://localhost:$PORT}/platform/   (logs: .cluster/logs)"
}

cmd_run() {
  start_all
  trap 'echo; say "stopping"; stop_all; exit 0' INT TERM
  say "Ctrl-C stops everything"
  local name port start service
  declare -A reported=()
  while :; do
    while IFS=$'\t' read -r name port start service; do
      if [ -z "${reported[$name]:-}" ] && ! alive "$RUN/$name.pid"; then
        say "service $name stopped unexpectedly; its log: .cluster/logs/$name.log"
        reported[$name]=1
      fi
    done <"$CLUSTER/services.tsv"
    sleep 2 &
    wait $! || true
  done
}

cmd_status() {
  check_tools
  if pg_running; then say "PostgreSQL: running on 127.0.0.1:$PG_PORT"; else say "PostgreSQL: stopped"; fi
  if alive "$RUN/nginx.pid"; then say "nginx: http://localhost:$PORT/platform/"; else say "nginx: stopped"; fi
  [ -f "$CLUSTER/services.tsv" ] || return 0
  local name port start service
  while IFS=$'\t' read -r name port start service; do
    if alive "$RUN/$name.pid"; then
      printf 'cluster:   %-16s %s\n' "$name" \
        "$(curl -sS --max-time 3 "http://127.0.0.1:$port/platform/api/${service:-$name}/health" 2>&1 || true)"
    else
      printf 'cluster:   %-16s stopped\n' "$name"
    fi
  done <"$CLUSTER/services.tsv"
}

valid_db_name() { [[ $1 =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || die "database names here are [a-z_][a-z0-9_]*: $1"; }

case "${1:-run}" in
run) cmd_run ;;
start) start_all ;;
stop)
  check_tools
  stop_all
  ;;
status) cmd_status ;;
db-url)
  [ -f "$KEYS/secrets.env" ] || die "no cluster yet: bash scripts/cluster.sh start"
  db_url "${2:-$DB}"
  ;;
createdb)
  check_tools
  valid_db_name "${2:?usage: cluster.sh createdb NAME}"
  pg_running || die "PostgreSQL is not running: bash scripts/cluster.sh start"
  psql_admin -qc "DROP DATABASE IF EXISTS $2 WITH (FORCE)" -c "CREATE DATABASE $2" >/dev/null
  db_url "$2"
  ;;
dropdb)
  check_tools
  valid_db_name "${2:?usage: cluster.sh dropdb NAME}"
  pg_running || exit 0
  psql_admin -qc "DROP DATABASE IF EXISTS $2 WITH (FORCE)" >/dev/null
  ;;
pg-stop)
  check_tools
  stop_postgres
  ;;
pg-start)
  check_tools
  [ -s "$PGDATA/PG_VERSION" ] || die "no cluster yet: bash scripts/cluster.sh start"
  start_postgres
  ;;
service-start)
  check_tools
  start_service "${2:?usage: cluster.sh service-start NAME}"
  ;;
*) die "unknown command '$1' (run, start, stop, status, db-url, createdb, dropdb, pg-stop, pg-start, service-start)" ;;
esac
