#!/usr/bin/env bash
# Measures the test command part by part: wall time and CPU (user + system, in core-minutes) of
# each turbo task of `pnpm test`, run one after another with turbo's cache off, so each figure is
# that part's own work. Run it in a clean clone after `pnpm install --frozen-lockfile`; it prints
# a markdown table (docs/quality.md keeps it). The builds the tasks depend on are measured first,
# as their own row, and cached for the rest.
#
#   bash scripts/measure-test-parts.sh [task …]    # default: every task of `pnpm test`
set -euo pipefail
cd "$(dirname "$0")/.."

tasks=("$@")
[ ${#tasks[@]} -gt 0 ] || tasks=(format:check gen:check typecheck lint test test:pack build-storybook e2e)
out=$(mktemp -d)
rows=()

# CPU is read from a cgroup (cpuacct) when this user may make one: it counts every descendant,
# Chromium's renderers included, which time(1) misses when their parent never reaps them.
# Elsewhere, time(1)'s user + system of the processes it could reap.
cgroup_root=/sys/fs/cgroup/cpuacct
measure() {
  local name=$1 group=""
  shift
  if [ -w "$cgroup_root" ]; then
    group="$cgroup_root/qyfw-measure-$$-${name//[^a-z]/-}"
    mkdir -p "$group"
  fi
  local start=$(date +%s.%N)
  (
    [ -z "$group" ] || echo "$BASHPID" >"$group/cgroup.procs"
    exec /usr/bin/time -f 'cpu %U %S' -o "$out/time" "$@" >"$out/$name.log" 2>&1
  ) || {
    echo "FAILED: $name (log: $out/$name.log)" >&2
    tail -30 "$out/$name.log" >&2
  }
  local wall cpu
  wall=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')
  if [ -n "$group" ]; then
    cpu=$(awk '{ print $1 / 1e9 }' "$group/cpuacct.usage")
    rmdir "$group" 2>/dev/null || true
  else
    cpu=$(awk '/^cpu / { print $2 + $3 }' "$out/time")
  fi
  rows+=("$(awk -v n="$name" -v w="$wall" -v c="$cpu" \
    'BEGIN { printf "| %-16s | %5d min %02d s | %5.1f |", n, int(w / 60), w % 60, c / 60 }')")
}

measure build pnpm exec turbo run build --concurrency=2 --force
for task in "${tasks[@]}"; do
  # Dependencies (the builds) come from the cache just filled; only the task itself runs.
  measure "$task" pnpm exec turbo run "$task" --concurrency=2 --only --force --continue
done

echo
echo "| part             | wall           | core-min |"
echo "| ---------------- | -------------- | -------- |"
printf '%s\n' "${rows[@]}"
echo "(logs: $out)"
