# Shared by the scripts in bin/ (sourced, not run).

# Puts a JDK 25 or newer first: $JAVA_HOME if it is one, else /usr/lib/jvm/temurin-25*, else another
# JDK 25+ under /usr/lib/jvm. The machine's default `java` (17) cannot build or run Arithmos.
use_jdk25() {
    local dir major
    for dir in "${JAVA_HOME:-}" /usr/lib/jvm/temurin-25* /usr/lib/jvm/*; do
        [ -n "$dir" ] && [ -x "$dir/bin/java" ] && [ -x "$dir/bin/javac" ] || continue
        major=$("$dir/bin/java" -version 2>&1 | sed -nE '1s/.*version "([0-9]+).*/\1/p')
        if [ -n "$major" ] && [ "$major" -ge 25 ]; then
            export JAVA_HOME="$dir"
            export PATH="$JAVA_HOME/bin:$PATH"
            # Maven's own libraries still touch sun.misc.Unsafe; Java 25 warns about it on every build.
            export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
            return 0
        fi
    done
    echo "error: no JDK 25 found. Install one (e.g. Temurin 25) or set JAVA_HOME to it." >&2
    return 1
}

# Runs a command as root: directly when we are root, through sudo when it exists.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        echo "error: '$*' needs root, and sudo is not available." >&2
        return 1
    fi
}

# Installs Debian packages (as root) when one of the given commands is missing.
need_debian_packages() {
    local missing=0 path
    for path in $1; do
        [ -x "$path" ] || command -v "$path" >/dev/null 2>&1 || missing=1
    done
    [ "$missing" -eq 0 ] && return 0
    shift
    echo "Installing $* ..."
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
