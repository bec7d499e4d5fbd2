import { LOS_SEEDS } from './oracle/procedures/cce/los';
import { traceLos } from './machines/cce/los';
const R = {'cce.los-hexspine':'lesser','cce.los-corner':'ignored','cce.los-hexside-level':'lower'};
for (const s of LOS_SEEDS) {
  const r = traceLos(s.situation.map, s.situation.from, s.situation.to, R);
  console.log(s.name.padEnd(40), r.sight.padEnd(8), r.hindrance, r.blockedBy ? `${r.blockedBy.at} [${r.blockedBy.rule}] ${r.blockedBy.by}` : '', '|', r.locations.map(l=>`${l.at}:${l.effect[0]}${l.value||''}[${l.rule}]`).join(' '));
}
