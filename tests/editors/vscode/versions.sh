# shellcheck shell=bash
# The versions of the tools the VS Code tests install, and where Debian puts Chromium's shell.
NODE_VERSION=24.21.0
CODE_SERVER_VERSION=4.139.1
PLAYWRIGHT_VERSION=1.65.1
CHROMIUM=/usr/lib/chromium/chromium-headless-shell
