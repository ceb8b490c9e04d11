# Readout — `make run` and `make test` set everything up on a fresh Debian machine with Swift.
SHELL := /bin/bash
SWIFT ?= swift
# Debian packages the build and the tests need; installed only when missing.
APT_PACKAGES := libtesseract-dev libleptonica-dev tesseract-ocr-eng pkg-config zlib1g-dev
BENCH_VENV := .venv-bench
export OMP_THREAD_LIMIT := 1

.PHONY: all deps build release test run bench clean

all: build

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing; \
	fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

run: release
	@echo "Recognising the sample page with the readout CLI:"
	.build/release/readout ocr --level accurate Samples/page.jpg

$(BENCH_VENV)/.ready:
	python3 -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install -q opencv-python-headless pillow numpy
	touch $@

bench: release $(BENCH_VENV)/.ready
	PATH="$(CURDIR)/$(BENCH_VENV)/bin:$$PATH" bash Benchmarks/run.sh

clean:
	rm -rf .build
