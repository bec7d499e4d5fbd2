/**
 * What the whole-game tests share: play decisions in order, and the legal choices now as [decision, player] pairs
 * (machines/cce/game/legal.ts's canonical order).
 */
import type { EventObject } from 'xstate';
import { type Game, play } from '../machines/cce/game/game';
import { legalChoices } from '../machines/cce/game/legal';

/** The game after each decision in turn (game.ts `play`). */
export const run = (g: Game, ...ds: object[]): Game => ds.reduce<Game>((acc, d) => play(acc, d as EventObject), g);

/** The legal choices now, each as [decision, player]. */
export const listed = (g: Game) => legalChoices(g).choices.map((c) => [c.decision, c.player]);
