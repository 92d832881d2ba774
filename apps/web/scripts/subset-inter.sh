#!/bin/sh
# Writes src/assets/fonts/inter-core-wght.woff2: the few characters nearly every screen uses, cut from
# the Latin file of @fontsource-variable/inter so the first visit downloads a third of it. Any other
# character still finds its glyph in the full Latin file, which the browser fetches only when a page
# shows such a character (see src/app/fonts.css). Run again after upgrading the font package.
# Needs fontTools with Brotli (`pip install 'fonttools[woff]'`).
set -eu
cd "$(dirname "$0")/.."
source_font=../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The screens use weights 400 to 800 only.
fonttools varLib.instancer "$source_font" wght=400:800 -o "$work/inter.ttf"
# Keep this list in step with the unicode-range in src/app/fonts.css.
pyftsubset "$work/inter.ttf" \
  --unicodes='U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B0,U+00B7,U+00BB,U+00D7,U+00E9,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2039-203A,U+20AC,U+2190-2193,U+2212' \
  --layout-features='kern,calt,cv11,ss01,tnum' \
  --flavor=woff2 \
  --output-file=src/assets/fonts/inter-core-wght.woff2
