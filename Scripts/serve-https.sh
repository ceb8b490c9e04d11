#!/usr/bin/env bash
# Readout over HTTPS for phones, behind Debian's Caddy (installed when missing):
#
#   bash Scripts/serve-https.sh                        # home network: Caddy's own authority
#   bash Scripts/serve-https.sh --domain readout.example.org   # public name: Let's Encrypt
#
# Starts `readout serve` on 127.0.0.1 (told to trust Caddy's X-Forwarded-* headers) and Caddy in
# front of it, prints the addresses to open and, for the home network, where a phone downloads
# Caddy's root certificate and how to trust it. Ctrl-C stops both.
#
# Home network: Caddy signs certificates for this machine's addresses with its local authority
# (`tls internal`), kept in READOUT_CADDY_HOME (default ~/.local/share/readout-caddy) so that a
# phone trusts it once, not at every start. The root certificate is offered over plain HTTP on
# CA_PORT. A public name: Caddy gets a certificate from Let's Encrypt, which needs ports 80 and
# 443 reachable from the internet and the name pointing at this machine.
#
# Options (or environment): --domain NAME, --https-port N (HTTPS_PORT, default 8443),
# --ca-port N (CA_PORT, default 8081), --listen ADDRESS (LISTEN, default every interface),
# READOUT_BINARY (default .build/release/readout), READOUT_DATABASE (default readout.sqlite),
# READOUT_PORT (Readout's own port behind Caddy, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."

DOMAIN="" HTTPS_PORT="${HTTPS_PORT:-8443}" CA_PORT="${CA_PORT:-8081}" LISTEN="${LISTEN:-}"
while [ $# -gt 0 ]; do
  case "$1" in
    --domain) DOMAIN="$2"; shift 2 ;;
    --https-port) HTTPS_PORT="$2"; shift 2 ;;
    --ca-port) CA_PORT="$2"; shift 2 ;;
    --listen) LISTEN="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0"; exit 0 ;;
    *) echo "serve-https: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
READOUT_BINARY="${READOUT_BINARY:-.build/release/readout}"
READOUT_PORT="${READOUT_PORT:-8080}"
CADDY_HOME="${READOUT_CADDY_HOME:-$HOME/.local/share/readout-caddy}"

missing=""
for tool in caddy curl; do command -v "$tool" >/dev/null || missing="$missing $tool"; done
if [ -n "$missing" ]; then
  echo "Installing from Debian:$missing"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $missing
fi
if [ ! -x "$READOUT_BINARY" ]; then
  echo "serve-https: no Readout binary at $READOUT_BINARY: run make release first (or set READOUT_BINARY)." >&2
  exit 1
fi

# The addresses a phone can open: this machine's network addresses (IPv4), or the one it listens on.
if [ -n "$DOMAIN" ]; then
  sites="$DOMAIN"
  urls="https://$DOMAIN/"
else
  if [ -n "$LISTEN" ]; then addresses="$LISTEN"; else
    addresses="$(hostname -I 2>/dev/null | tr ' ' '\n' | grep -E '^[0-9.]+$' | grep -v '^127\.' || true) 127.0.0.1"
  fi
  sites="" urls=""
  for address in $addresses; do
    sites="$sites${sites:+, }https://$address:$HTTPS_PORT"
    urls="$urls https://$address:$HTTPS_PORT/"
  done
fi
first_url="${urls# }"
first_url="${first_url%% *}"

mkdir -p "$CADDY_HOME"
run_dir="$(mktemp -d "${TMPDIR:-/tmp}/readout-https.XXXXXX")"
root_cert="$CADDY_HOME/caddy/pki/authorities/local/root.crt"
{
  echo "{"
  echo "  admin off"
  echo "  skip_install_trust"   # never touch this machine's trust store (that needs root)
  [ -n "$DOMAIN" ] || echo "  local_certs"
  [ -n "$DOMAIN" ] || echo "  auto_https disable_redirects"
  echo "}"
  echo "$sites {"
  [ -n "$LISTEN" ] && echo "  bind $LISTEN"
  [ -n "$DOMAIN" ] || echo "  tls internal"
  # Caddy adds X-Forwarded-For and X-Forwarded-Proto and keeps the Host header.
  echo "  reverse_proxy 127.0.0.1:$READOUT_PORT"
  echo "}"
  if [ -z "$DOMAIN" ]; then
    # The root certificate, over plain HTTP: the phone has nothing to trust HTTPS with yet.
    echo "http://:$CA_PORT {"
    [ -n "$LISTEN" ] && echo "  bind $LISTEN"
    echo "  handle /readout-root.crt {"
    echo "    rewrite * /root.crt"
    echo "    root * $(dirname "$root_cert")"
    echo "    header Content-Type application/x-x509-ca-cert"
    echo "    file_server"
    echo "  }"
    echo "  respond \"Open /readout-root.crt to download Readout's root certificate.\" 404"
    echo "}"
  fi
} > "$run_dir/Caddyfile"

readout_pid="" caddy_pid=""
stop() {
  [ -n "$caddy_pid" ] && kill "$caddy_pid" 2>/dev/null || true
  [ -n "$readout_pid" ] && kill "$readout_pid" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$run_dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

"$READOUT_BINARY" serve --host 127.0.0.1 --port "$READOUT_PORT" --trusted-proxy 127.0.0.1 \
  ${READOUT_DATABASE:+--database "$READOUT_DATABASE"} > "$run_dir/readout.log" 2>&1 &
readout_pid=$!
for _ in $(seq 1 100); do
  grep -q "Readout is running" "$run_dir/readout.log" 2>/dev/null && break
  kill -0 "$readout_pid" 2>/dev/null || { cat "$run_dir/readout.log" >&2; exit 1; }
  sleep 0.2
done

XDG_DATA_HOME="$CADDY_HOME" XDG_CONFIG_HOME="$run_dir" caddy run --adapter caddyfile --config "$run_dir/Caddyfile" \
  > "$run_dir/caddy.log" 2>&1 &
caddy_pid=$!
# Caddy makes its authority (first start) and the certificates before it answers.
for _ in $(seq 1 150); do
  curl -ksf -o /dev/null "${first_url}healthz" && break
  kill -0 "$caddy_pid" 2>/dev/null || { echo "Caddy stopped:" >&2; cat "$run_dir/caddy.log" >&2; exit 1; }
  sleep 0.2
done

echo "Readout is running over HTTPS at:$urls"
if [ -z "$DOMAIN" ]; then
  first_address="$(echo "$first_url" | sed -E 's#https://([^:/]+).*#\1#')"
  cat <<TEXT
To trust it on a phone (once), download Caddy's root certificate on the phone:
  http://$first_address:$CA_PORT/readout-root.crt
  iPhone: open the link in Safari, allow the profile; Settings > General > VPN & Device Management >
          install it; then Settings > General > About > Certificate Trust Settings > turn it on.
  Android: Settings > Security > More security settings > Encryption & credentials >
          Install a certificate > CA certificate, and choose the downloaded file.
Then open the address above, and "Add to Home Screen" (iPhone: Share menu; Android: ⋮ > Install app).
TEXT
fi
echo "Ctrl-C stops Readout and Caddy."
wait "$readout_pid"
