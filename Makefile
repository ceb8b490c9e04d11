# Readout — `make run` and `make test` set everything up on a fresh Debian machine with Swift.
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages the build and the tests need; installed only when missing. PostgreSQL is
# for the store tests and several-instance tests (a throwaway cluster per run), Chromium and its
# driver for the browser tests, python3-venv for the browser tests' and benchmarks' virtualenvs;
# WordNet and FreeDict's English→Polish/German/French/Spanish/Russian dictionaries for Vocabulary;
# msmtp, the sendmail the browser tests mail password-reset links through (to a local SMTP receiver
# that insists on STARTTLS, with a certificate openssl makes); Caddy and curl, for HTTPS behind a
# proxy (Scripts/serve-https.sh, which `make https` runs and the browser tests drive).
FREEDICT_PACKAGES := dict-freedict-eng-pol dict-freedict-eng-deu dict-freedict-eng-fra dict-freedict-eng-spa dict-freedict-eng-rus
APT_PACKAGES := libtesseract-dev libleptonica-dev tesseract-ocr-eng tesseract-ocr-pol tesseract-ocr-osd pkg-config zlib1g-dev \
	postgresql chromium chromium-driver python3-venv wordnet-base msmtp openssl caddy curl $(FREEDICT_PACKAGES)
# `make bench` also runs the tesseract command, the anchor for text recognition, and typesets its
# camera-page photo (Scripts/make-camera-set.py) in the URW, Liberation and DejaVu fonts.
BENCH_APT_PACKAGES := tesseract-ocr fonts-dejavu-core fonts-urw-base35 fonts-liberation2
BENCH_VENV := .venv-bench
export OMP_THREAD_LIMIT := 1

.PHONY: all deps bench-deps build release test run https bench clean

all: build

# $(call install_missing,PACKAGES): apt-get install those of PACKAGES not installed yet.
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(APT_PACKAGES))

bench-deps: deps
	$(call install_missing,$(BENCH_APT_PACKAGES))

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Suites that wait on databases, sockets and timeouts run in their own test process, first: in
# one process with the CPU-bound suites (OCR accuracy, digit training), those occupy both of
# Swift's cooperative threads for minutes on 2 cores and the waiting suites time out.
IO_SUITES := ReadoutStoreTests|ReadoutServerTests|ReadoutAppsTests

# Swift tests run beside a throwaway PostgreSQL (started and always stopped by the script); then
# the API contract tests check the served OpenAPI document with standard tools, and the browser
# tests drive headless Chromium; both start their own server.
test: deps
	$(SWIFT) build --build-tests
	bash Scripts/with-postgres.sh bash -c '$(SWIFT) test --skip-build --filter "$(IO_SUITES)" && $(SWIFT) test --skip-build --skip "$(IO_SUITES)"' 
	READOUT_BINARY=.build/debug/readout bash Tests/Contract/run.sh
	READOUT_BINARY=.build/debug/readout bash Tests/Browser/run.sh

# Serves the web app on the embedded SQLite database (readout.sqlite); READOUT_PORT, READOUT_HOST
# and READOUT_DATABASE override the defaults.
run: release
	.build/release/readout serve

# Readout for phones: HTTPS through Caddy (installed when missing) on port 8443 of every network
# address, and how a phone trusts it; `make https DOMAIN=readout.example.org` for a public name.
https: release
	bash Scripts/serve-https.sh $(if $(DOMAIN),--domain $(DOMAIN))

# Rebuilt when Benchmarks/requirements.txt changes.
$(BENCH_VENV)/.ready: Benchmarks/requirements.txt
	python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q -r Benchmarks/requirements.txt
	touch $@

bench: bench-deps release $(BENCH_VENV)/.ready
	PATH="$(CURDIR)/$(BENCH_VENV)/bin:$$PATH" bash Benchmarks/run.sh

clean:
	rm -rf .build
