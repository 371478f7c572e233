#!/bin/sh
# The browser of the site's browser tests (the phone and desktop projects), at low CPU priority
# (tests/playwright.config.ts): the Studio's tests, one chain of tests one after another, keep
# the CPU they need while the site's tests take what is left. BACKGROUND_BROWSER is the browser.
exec nice -n 10 "$BACKGROUND_BROWSER" "$@"
