#!/bin/sh
# `combat-oracle odds --all-seeds` over every procedure of every ruleset (issue 23: "odds gives exact
# fractions for every seed of every procedure, or says why not"). One line per seed: exact, not exact
# (why), too large (beyond --max-paths; `odds --sample` estimates those), or no odds (the error).
# Usage: sh scripts/odds-all-seeds.sh [max-paths]   (default 5000; minutes on two cores)
max=${1:-5000}
cd "$(dirname "$0")/.." || exit 2
for ruleset in cce ccp cs spicc; do
  for p in $(node -e "require('./bin/register');console.log(require('./oracle/registry').PROCEDURES.filter(s=>s.ruleset==='$ruleset').map(s=>s.procedure).join(' '))"); do
    echo "== $ruleset/$p"
    node bin/combat-oracle.js odds "$p" --ruleset "$ruleset" --all-seeds --max-paths "$max"
  done
done
