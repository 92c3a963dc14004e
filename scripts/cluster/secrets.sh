#!/usr/bin/env bash
# Creates the platform's secrets in a folder, once; existing ones are kept.
#   bash scripts/cluster/secrets.sh deploy/secrets               docker compose (never committed)
#   bash scripts/cluster/secrets.sh .cluster/keys --local        cluster mode here (cluster.sh calls it)
# Files are named after the settings that point at them: AUTH_PRIVATE_KEY_FILE → auth_private_key.
#   auth_private_key, auth_public_key  ES256 (P-256) pair: identity signs access tokens, every service verifies
#   secrets.env                        POSTGRES_PASSWORD, INTERNAL_TOKEN (service-to-service calls)
# Without --local (docker compose) also, in secrets.env, each service's database password
# DB_PASSWORD_<SERVICE>, for the names docker-compose.yml asks for (cluster mode derives its own).
# --local adds the payment sandbox's stand-ins for NETOPIA (production has NETOPIA's own):
#   netopia_public_key + payment_sandbox_private_key                  the provider's RSA pair
#   netopia_merchant_private_key + payment_sandbox_merchant_public_key the merchant's RSA pair
#   NETOPIA_SIGNATURE in secrets.env                                   the POS signature both sides know
set -euo pipefail

dir=${1:?usage: secrets.sh DIR [--local]}
umask 077
mkdir -p "$dir"

# key_pair PRIVATE PUBLIC ALGORITHM-OPTIONS...: a pair, made again whenever either half is missing.
key_pair() {
  local private=$dir/$1 public=$dir/$2
  shift 2
  [ -s "$private" ] && [ -s "$public" ] && return 0
  openssl genpkey "$@" -out "$private" 2>/dev/null
  openssl pkey -in "$private" -pubout -out "$public"
  chmod 644 "$public"
  echo "secrets: created $(basename "$private") + $(basename "$public") in $dir"
}

touch "$dir/secrets.env"
add_secret() { # NAME VALUE: only when the file has none
  if ! grep -q "^$1=" "$dir/secrets.env"; then
    printf '%s=%s\n' "$1" "$2" >>"$dir/secrets.env"
    echo "secrets: created $1 in $dir/secrets.env"
  fi
}

key_pair auth_private_key auth_public_key -algorithm EC -pkeyopt ec_paramgen_curve:P-256
add_secret POSTGRES_PASSWORD "$(openssl rand -hex 24)"
add_secret INTERNAL_TOKEN "$(openssl rand -hex 32)"

if [ "${2:-}" != --local ]; then
  compose=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/docker-compose.yml
  # The `${DB_PASSWORD_X:?…}` interpolations of the generated file: exactly the roles it deploys.
  for name in $(grep -oE '[$][{]DB_PASSWORD_[A-Z0-9_]+:[?]' "$compose" | sed -E 's/^[$][{]//; s/:[?]$//' | sort -u); do
    add_secret "$name" "$(openssl rand -hex 24)"
  done
fi

if [ "${2:-}" = --local ]; then
  key_pair payment_sandbox_private_key netopia_public_key -algorithm RSA -pkeyopt rsa_keygen_bits:2048
  key_pair netopia_merchant_private_key payment_sandbox_merchant_public_key -algorithm RSA -pkeyopt rsa_keygen_bits:2048
  add_secret NETOPIA_SIGNATURE "$(openssl rand -hex 10 | tr 'a-f' 'A-F' | sed -E 's/(.{4})(.{4})(.{4})(.{4})(.{4})/\1-\2-\3-\4-\5/')"
fi
