/**
 * A34 Bayonets — Combat Commander: Pacific. "Bayonets may only be played just prior to the player making a
 * Melee roll. Effect—Add +2 to that player's Melee roll." Several are cumulative (A32: "Two Bayonets actions
 * played from the hand will add +4 to a Melee roll"). Played where Melee (19.2.2) makes its rolls: the
 * `rollBonus` point of CC:P's MeleeEdition (machines/ccp/melee.ts), whose chart (machines/cce/melee/machine.ts)
 * offers PLAY_BAYONETS to the player about to roll and adds what this module gives to his Melee Total.
 *
 * Argued (no reading): a Bayonets played before a roll the Initiative holder then cancels still adds to the
 * re-roll, and more may be played before it. 10.1 cancels "all effects of the last die roll" and causes "it
 * to be re-rolled": the +2 is no effect of the dice but of the card, added to "that player's Melee roll",
 * which the re-roll is ("it"); and the re-roll is the player making a Melee roll again, so A34's "just prior
 * to the player making a Melee roll" holds before it (A32: "at any time ... so long as the condition or
 * prerequisite listed is met").
 */

/** A34: "Add +2 to that player's Melee roll." */
export const BAYONETS_BONUS = 2;

/** A34, A32: a player's bonus on his Melee roll after one more Bayonets, from what his earlier ones gave. */
export const withBayonets = (bonus: number): number => bonus + BAYONETS_BONUS;
