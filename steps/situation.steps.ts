/** Given steps: the map, the units, the Turn's bookkeeping, readings. */
import { Given, type DataTable } from '@cucumber/cucumber';
import type { OracleWorld } from './world';

const yes = (v: string | undefined): boolean => v === 'yes';
const num = (v: string | undefined): number | undefined => (v === undefined || v === '' ? undefined : Number(v));
const list = (v: string | undefined): string[] => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : []);

Given('the hexes:', function (this: OracleWorld, table: DataTable) {
  const hexes = (this.situation.map as { hexes: Record<string, unknown> }).hexes;
  for (const row of table.hashes()) {
    const hex: Record<string, unknown> = { terrain: list(row.terrain) };
    if (list(row.markers).length) hex.markers = list(row.markers);
    hexes[row.hex] = hex;
  }
});

/** Columns: unit, owner, kind, hex, broken, suppressed, veteran, morale (unbroken side), broken morale, command. */
Given('the units:', function (this: OracleWorld, table: DataTable) {
  for (const row of table.hashes()) {
    const unbroken: Record<string, number> = { morale: num(row.morale)! };
    const broken: Record<string, number> = { morale: num(row['broken morale'])! };
    if (num(row.command) !== undefined) {
      unbroken.command = num(row.command)!;
      broken.command = 0;
    }
    this.units.push({
      id: row.unit,
      owner: row.owner,
      kind: row.kind,
      hex: row.hex,
      broken: yes(row.broken),
      suppressed: yes(row.suppressed),
      veteran: yes(row.veteran),
      sides: { unbroken, broken },
    });
  }
});

Given('{string} has Command {int} on its broken side', function (this: OracleWorld, unit: string, command: number) {
  ((this.unit(unit).sides as Record<string, Record<string, number>>).broken).command = command;
});

Given('the {word} player was already activated for {word} this Turn', function (this: OracleWorld, player: string, order: string) {
  (this.situation.activated as Record<string, string[]>)[order.toLowerCase()].push(player);
});

Given('the {word} player holds the Initiative card', function (this: OracleWorld, player: string) {
  this.situation.initiative = player;
});

Given('the reading {string} is {string}', function (this: OracleWorld, reading: string, alternative: string) {
  this.readings[reading] = alternative;
});
