/**
 * Rulesets as overlays (DESIGN.md, modelling rule 6: "Errata and variants are rulesets or readings,
 * never edits that erase the original behaviour").
 *
 * `cce` (rulebook v1.1 as printed) is the base. An overlay changes only what it names: each item is
 * one erratum or clarification, quoted from its source, with its effect on the model —
 *   - `{ reading, alternative }`: the item settles a registered reading; the overlay's default for that
 *     reading becomes `alternative` (it may agree with the base default: then the item changes nothing
 *     in what is modelled, and `diff` shows nothing for it);
 *   - `{ none }`: the v1.1 text already says it (the argument quotes v1.1, checked against the rulebook);
 *   - `{ notModelled }`: names the procedure that will carry it. When that procedure registers the
 *     reading, the item becomes `{ reading, alternative }` — a one-line change
 *     (tests/diff.overlays.test.ts fails once the named procedure is registered and the item is not).
 * The overlay's register is `applyOverlay(base register, overlay)`: the base entries, the same objects,
 * except those an item names, whose `default` is replaced. Nothing is copied.
 */
import type { Reading } from '../core/readings';

export interface OverlayQuote {
  rule: string;
  text: string;
}

export type OverlayEffect =
  | { reading: string; alternative: string }
  | { none: string; quotes: OverlayQuote[] }
  | { notModelled: string; why: string };

export interface OverlayItem {
  /** The base ruleset's rule numbers the item is about. */
  rules: string[];
  /** Where in the source document the item is, e.g. `CC:P 1.9.1.3` or `FAQ v7, O21.6`. */
  where: string;
  /** What the source says, quoted (checked against the source's rulebook text when there is one). */
  says: string;
  effect: OverlayEffect;
}

export interface Overlay {
  id: string;
  title: string;
  base: string;
  source: {
    title: string;
    /** Key in oracle/quotes.ts RULEBOOK_FILES of the text `says` is quoted from; null if no text is available. */
    rulebook: string | null;
  };
  items: OverlayItem[];
}

export const isReadingEffect = (e: OverlayEffect): e is { reading: string; alternative: string } => 'reading' in e;

/** The overlay's register: the base register with each named reading's default replaced. Throws on an unknown reading or alternative. */
export function applyOverlay(base: readonly Reading[], overlay: Overlay): Reading[] {
  const settled = new Map<string, OverlayItem>();
  for (const item of overlay.items) {
    if (!isReadingEffect(item.effect)) continue;
    const { reading, alternative } = item.effect;
    const r = base.find((x) => x.id === reading);
    if (!r) throw new Error(`overlay ${overlay.id}: item ${item.where} names reading "${reading}", which is not in the ${overlay.base} register`);
    if (!r.alternatives.some((a) => a.id === alternative)) {
      throw new Error(`overlay ${overlay.id}: item ${item.where} names alternative "${alternative}" of ${reading}; expected one of ${r.alternatives.map((a) => a.id).join(', ')}`);
    }
    const before = settled.get(reading);
    if (before && isReadingEffect(before.effect) && before.effect.alternative !== alternative) {
      throw new Error(`overlay ${overlay.id}: items ${before.where} and ${item.where} set ${reading} to different alternatives`);
    }
    settled.set(reading, item);
  }
  return base.map((r) => {
    const item = settled.get(r.id);
    if (!item || !isReadingEffect(item.effect)) return r;
    return {
      ...r,
      default: item.effect.alternative,
      reason: `${overlay.id}: ${item.where} says "${item.says}". (${overlay.base} default: ${r.default}.)`,
    };
  });
}

// ------------------------------------------------------------------------------------------ cce-faq

/**
 * The Combat Commander: Europe FAQ (v7, February 2008): its errata and clarifications for the rules
 * the model covers or will cover. The FAQ's text is not among ../shared/rulebooks, so `says` reports
 * the FAQ's change as the digest records it and cannot be checked; every item is `none` because the
 * v1.1 rulebook already prints the corrected text, quoted (and checked) in the item.
 */
export const CCE_FAQ: Overlay = {
  id: 'cce-faq',
  title: 'Combat Commander: Europe v1.1 with the FAQ v7 (2008) errata and clarifications',
  base: 'cce',
  source: { title: 'Combat Commander: Europe FAQ v7 (February 2008)', rulebook: null },
  items: [
    {
      rules: ['O21.6'],
      where: 'FAQ v7, O21.6',
      says: '"may" becomes "must": the inactive player plays his Actions first',
      effect: {
        none: 'v1.1 O21.6 already says "must".',
        quotes: [{ rule: 'O21.6', text: 'the inactive player must play all Actions that he wishes before the active player may play his first one' }],
      },
    },
    {
      rules: ['A24.2'],
      where: 'FAQ v7, A24.2',
      says: '"may" becomes "must": the inactive player performs all his Actions first',
      effect: {
        none: 'v1.1 A24.2 already says "must".',
        quotes: [{ rule: 'A24.2', text: 'the inactive player must perform all of his Actions before the active player may play his first one' }],
      },
    },
    {
      rules: ['O15'],
      where: 'FAQ v7, O15',
      says: 'a Pass may discard zero cards',
      // Agrees with v1.1's default: O15 "any number of cards", the Glossary "discarding zero or more Fate cards".
      effect: { reading: 'cce.pass-zero-cards', alternative: 'allowed' },
    },
    {
      rules: ['6.1.2'],
      where: 'FAQ v7, 6.1.2',
      says: 'the last card revealed or drawn counts exactly as a Time! trigger',
      effect: {
        none: 'v1.1 6.1.2 already reads "reveals/draws" and "exactly as if a Time! trigger had been rolled", and says the marker advances once, not twice.',
        quotes: [
          { rule: '6.1.2', text: 'whenever a player reveals/draws the last card in his draw pile: treat such an occurrence exactly as if a “Time!” trigger had been rolled' },
          { rule: '6.1.2', text: 'It is only advanced once – not twice – if the last card in a player’s deck is revealed for a die roll resulting in a Time! trigger.' },
        ],
      },
    },
    {
      rules: ['6.3', '7.2.1'],
      where: 'FAQ v7, 6.3',
      says: 'ending 3) reads "Moves or Advances off the map"',
      effect: {
        none: 'v1.1 6.3 3) cites 7.2.1, and 7.2.1 defines a Voluntary Exit as a Moving or Advancing unit leaving the map: the same set of exits.',
        quotes: [
          { rule: '6.3', text: 'A player’s last remaining unit on the map voluntarily exits the map [7.2.1]' },
          { rule: '7.2.1', text: 'An Advancing [O16] or Moving [O21] unit may exit the map' },
        ],
      },
    },
  ],
};

// ------------------------------------------------------------------------------- cce-ccp-clarified

/**
 * Where the Combat Commander: Pacific rulebook rewords a rule that Europe left ambiguous, applied to
 * Europe where the mechanic exists (../shared/digests/cc-pacific.md §4). `says` quotes the Pacific
 * rulebook (../shared/rulebooks/004…, checked with its dropped "fi"/"fl" ligatures).
 */
export const CCE_CCP_CLARIFIED: Overlay = {
  id: 'cce-ccp-clarified',
  title: 'Combat Commander: Europe v1.1 read with the clarifications of the Combat Commander: Pacific rulebook',
  base: 'cce',
  source: { title: 'Combat Commander: Pacific rulebook', rulebook: 'ccp' },
  items: [
    {
      rules: ['1.9.1', 'O22.3', 'O23.2'],
      where: 'CC:P 1.9.1.3',
      says: 'Its increased morale from the veteran marker is not retroactively calculated (so it will end up a broken veteran).',
      effect: { reading: 'cce.trigger-locks-result', alternative: 'locked' },
    },
    {
      rules: ['E52.1', '1.9.1.1'],
      where: 'CC:P E56',
      says: 'When this event occurs, the receiving player may select one friendly squad on the map.',
      effect: { reading: 'cce.deploy-event-player', alternative: 'reader' },
    },
    {
      // The same sentence read where CC:E does model a Deploy: the free Deploy of the end-of-Turn stacking
      // check (8.2), which E52 gives to "the active player". CC:P's "receiving player" is the owner of the
      // overstacked hex, which is v1.1's registered default already.
      rules: ['8.2', 'E52'],
      where: 'CC:P E56 (the free Deploy of 8.2)',
      says: 'When this event occurs, the receiving player may select one friendly squad on the map.',
      effect: { reading: 'cce.stacking-deploy-player', alternative: 'owner' },
    },
    {
      rules: ['10.1', '10.3.4'],
      where: 'CC:P 16.1',
      says: 'An Obstacle or Hindrance that is within the sighting or target hex will not affect LOS. (exception: smoke',
      effect: {
        none: 'The Fire procedure already counts Smoke in the firer\'s and in the target hex as a Hindrance (fire/firepower.ts hindranceFrom), as 10.3.4\'s Smoke filling its whole hex implies.',
        quotes: [{ rule: '10.3.4', text: 'A Smoke marker [T94] is considered to fill the entirety of the hex that it occupies.' }],
      },
    },
    {
      rules: ['T88.2', 'O18'],
      where: 'CC:P T89.2',
      says: 'a Fire Attack gains +1 FP if the target hex is at a lower level than any one firing unit or weapon. Attacks made by radios and … are not',
      // (The extraction splits "aircraft" and "affected"; hence the fragments.)
      effect: { reading: 'cce.artillery-height-advantage', alternative: 'none' },
    },
    {
      rules: ['T99', 'F101', 'F104'],
      where: 'CC:P T91, T97',
      says: 'This is true even if one or more units in the targeted hex will be using an alternate Cover, such as from a cave or pillbox.',
      effect: {
        none: 'v1.1 says "always", and the Fire procedure adds the Airburst whatever Cover the defenders use (fire/firepower.ts airburst).',
        quotes: [{ rule: 'T99', text: 'The Fire Attack Total of any Mortar or Artillery attack against a Woods hex is always increased by 2.' }],
      },
    },
    {
      rules: ['6.1.2'],
      where: 'CC:P 13.1.2',
      says: 'a player’s draw pile has no cards remaining: treat such an occurrence exactly as if a Time trigger had been revealed.',
      effect: {
        none: 'In CC:E a card leaves the draw pile only by a reveal or a draw, both named by v1.1 (the Turn machine starts the Time advance on either); the other means CC:P has in mind (Reconnoiter, O30) do not exist in CC:E.',
        quotes: [{ rule: '6.1.2', text: 'whenever a player reveals/draws the last card in his draw pile: treat such an occurrence exactly as if a “Time!” trigger had been rolled' }],
      },
    },
    {
      rules: ['O15'],
      where: 'CC:P O21',
      says: 'he may elect to discard any number of cards (even zero) up to his assigned Discard Limit',
      effect: { reading: 'cce.pass-zero-cards', alternative: 'allowed' },
    },
    {
      rules: ['E58'],
      where: 'CC:P E61',
      says: 'he may place it into any friendly hex. If he does, he may rally',
      effect: { reading: 'cce.hero-placement', alternative: 'may' },
    },
    {
      rules: ['6.3'],
      where: 'CC:P 13.3',
      says: 'removed from the map for any reason other than elimination',
      effect: {
        none: 'In CC:E the only way off the map other than elimination is a voluntary exit (7.2.1); a Retreat off the map eliminates (7.2.2). So v1.1\'s way 3 and CC:P\'s c) name the same exits.',
        quotes: [
          { rule: '6.3', text: 'A player’s last remaining unit on the map voluntarily exits the map [7.2.1]' },
          { rule: '7.2.2', text: 'A Retreating unit [O23.3] may be forced off the map along its own friendly board edge, being eliminated in the process.' },
        ],
      },
    },
  ],
};

export const CCE_OVERLAYS: Overlay[] = [CCE_FAQ, CCE_CCP_CLARIFIED];
