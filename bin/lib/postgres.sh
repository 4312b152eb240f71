# A PostgreSQL cluster of Arithmos's own on Debian's PostgreSQL (sourced, not run; needs common.sh first).
# Used by bin/run-postgres; meant to be reused by other scripts (e.g. several app nodes on one database).
#
# The cluster lives in a data directory of ours (not Debian's /var/lib/postgresql), listens on localhost
# on a port of its own, and keeps its socket and log in that directory. PostgreSQL refuses to run as root:
# as root, every server command runs as the `postgres` user (created by Debian's package); as anyone else,
# as that user.
#
#   pg_install                       installs Debian's postgresql when initdb is missing
#   pg_init DIR                      creates the cluster in DIR unless it is there already
#   pg_start DIR PORT                starts it on PORT unless it runs already
#   pg_create_db DIR PORT DB USER PASSWORD   creates (or updates the password of) USER and DB, owned by USER
#   pg_stop DIR                      stops it when it runs
#   pg_running DIR                   true when it runs

# The bin folder of the newest PostgreSQL installed by Debian's packages, e.g. /usr/lib/postgresql/15/bin.
pg_bin() {
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$dir" ] && [ -x "$dir/initdb" ] || { echo "error: no PostgreSQL under /usr/lib/postgresql (run pg_install)" >&2; return 1; }
    echo "$dir"
}

pg_install() {
    if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
        # Debian's package also creates and starts its own cluster on 5432; ours does not use it.
        echo "Installing postgresql ..."
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
}

# Runs a server command as the cluster's owner: `postgres` when we are root, else ourselves.
pg_as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

pg_init() {
    local dir=$1 bin
    bin=$(pg_bin) || return 1
    if [ -f "$dir/PG_VERSION" ]; then
        return 0
    fi
    echo "Creating a PostgreSQL cluster in $dir ..."
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then
        chown postgres: "$dir"
    fi
    chmod 700 "$dir"
    if ! pg_as_owner test -w "$dir"; then
        echo "error: the postgres user cannot write $dir (every folder above it must be readable by others)" >&2
        return 1
    fi
    # Peer login on the socket for the owner (to create the app's user), passwords over TCP for the app.
    pg_as_owner "$bin/initdb" -D "$dir" --encoding=UTF8 --locale=C.UTF-8 \
        --auth-local=peer --auth-host=scram-sha-256 >"$dir/../postgres-initdb.log" 2>&1 \
        || { cat "$dir/../postgres-initdb.log" >&2; return 1; }
}

pg_running() {
    local dir=$1 bin
    bin=$(pg_bin) || return 1
    pg_as_owner "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1
}

pg_start() {
    local dir=$1 port=$2 bin
    bin=$(pg_bin) || return 1
    if pg_running "$dir"; then
        return 0
    fi
    echo "Starting PostgreSQL on localhost:$port (data in $dir, log in $dir/server.log) ..."
    # The socket goes into the data directory: Debian's /var/run/postgresql may not be ours to write.
    pg_as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
        -o "-p $port -k $dir -c listen_addresses=localhost" start >/dev/null \
        || { tail -n 20 "$dir/server.log" >&2; return 1; }
}

# Runs SQL in the cluster as its owner, through the socket in the data directory.
pg_sql() {
    local dir=$1 port=$2 db=$3 sql=$4 bin
    bin=$(pg_bin) || return 1
    pg_as_owner "$bin/psql" -h "$dir" -p "$port" -d "$db" -X -q -t -A -v ON_ERROR_STOP=1 -c "$sql"
}

pg_create_db() {
    local dir=$1 port=$2 db=$3 user=$4 password=$5
    # Names are ours (letters, digits, _): quoting them keeps their case; the password is a literal.
    [[ "$db$user" =~ ^[A-Za-z0-9_]+$ ]] || { echo "error: database and user names: letters, digits and _ only" >&2; return 1; }
    local literal="'${password//\'/\'\'}'"
    if [ -z "$(pg_sql "$dir" "$port" postgres "select 1 from pg_roles where rolname = '$user'")" ]; then
        pg_sql "$dir" "$port" postgres "create role \"$user\" login password $literal"
    else
        pg_sql "$dir" "$port" postgres "alter role \"$user\" password $literal"
    fi
    if [ -z "$(pg_sql "$dir" "$port" postgres "select 1 from pg_database where datname = '$db'")" ]; then
        pg_sql "$dir" "$port" postgres "create database \"$db\" owner \"$user\" encoding 'UTF8'"
    fi
}

pg_stop() {
    local dir=$1 bin
    bin=$(pg_bin) || return 1
    if pg_running "$dir"; then
        echo "Stopping PostgreSQL ($dir) ..."
        pg_as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null
    fi
}
