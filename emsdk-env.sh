#!/usr/bin/env bash
# Emscripten environment for this project.
#   source ./emsdk-env.sh          # sets up the current shell
#   ./emsdk-env.sh CMD [ARGS...]   # runs CMD inside the environment
# Uses an active official emsdk (EMSDK set) when there is one; otherwise Debian's `emscripten`
# package, installed with apt when missing. Exports EMSCRIPTEN_ROOT (used by CMakePresets.json)
# and NODE_PATH (Debian's emcc optimizer finds its `acorn` there). Quiet when all is in place.

_emsdk_env_fail() { echo "emsdk-env.sh: $*" >&2; }

_emsdk_env_as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo "$@"
  else _emsdk_env_fail "need root (or sudo) to run: $*"; return 1
  fi
}

_emsdk_env_setup() {
  if [ -n "${EMSDK:-}" ] && ! command -v emcc >/dev/null 2>&1 && [ -f "$EMSDK/emsdk_env.sh" ]; then
    # shellcheck disable=SC1091
    . "$EMSDK/emsdk_env.sh" >/dev/null 2>&1
  fi
  if ! command -v emcc >/dev/null 2>&1; then
    if [ -n "${EMSDK:-}" ]; then
      _emsdk_env_fail "EMSDK=$EMSDK is set but no emcc is on PATH; run 'emsdk activate' or unset EMSDK"
      return 1
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
      _emsdk_env_fail "no emcc found and no apt-get to install Debian's emscripten; install emsdk and set EMSDK"
      return 1
    fi
    echo "emsdk-env.sh: installing Debian's emscripten package..." >&2
    _emsdk_env_as_root apt-get update -qq >&2 &&
      _emsdk_env_as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq emscripten >&2 || {
        _emsdk_env_fail "apt-get install emscripten failed"; return 1; }
  fi
  local emcc_path
  emcc_path=$(readlink -f "$(command -v emcc)")
  export EMSCRIPTEN_ROOT="${emcc_path%/*}"
  if [ -z "${EMSDK:-}" ] && [ -d /usr/share/nodejs ]; then
    case ":${NODE_PATH:-}:" in
      *:/usr/share/nodejs:*) ;;
      *) export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}" ;;
    esac
  fi
  if [ ! -f "$EMSCRIPTEN_ROOT/cmake/Modules/Platform/Emscripten.cmake" ]; then
    _emsdk_env_fail "emcc at $emcc_path has no cmake/Modules/Platform/Emscripten.cmake beside it"
    return 1
  fi
}

if [ "${BASH_SOURCE[0]}" != "$0" ]; then
  _emsdk_env_setup
else
  set -eu
  _emsdk_env_setup
  if [ $# -gt 0 ]; then exec "$@"; fi
fi
