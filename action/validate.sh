#!/usr/bin/env bash
# The step of action.yml: runs `json-object-validator validate --format github` (annotations on the
# pull request's lines) on the action's inputs, passed in INPUT_* variables. Words are split on
# white space and never glob-expanded by the shell: the validator expands globs itself.
set -euo pipefail
set -f

action_path="${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}"
version="${INPUT_VERSION:-}"
if [ -z "$version" ]; then
  version="$(node -p "require(process.argv[1]).version" "$action_path/package.json")"
fi

args=(validate --format github)
if [ -n "${INPUT_SCHEMA:-}" ]; then
  args+=(--schema "$INPUT_SCHEMA")
fi
# shellcheck disable=SC2206 # splitting the option and file lists into words is the point
extra=(${INPUT_ARGS:-})
# shellcheck disable=SC2206
files=(${INPUT_FILES:-.})

exec npx --yes "json-object-validator@$version" "${args[@]}" "${extra[@]}" -- "${files[@]}"
