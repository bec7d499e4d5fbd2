/**
 * What the explorer page reads from its own HTML (written by ./build.ts, read by ./page.ts): for each
 * base ruleset, the title and the feature quotes of every rule its transitions cite (the quote index of
 * the coverage report, each quote checked against the rulebook by the quote check), and the link to the
 * rule's page on the coverage site. The statecharts travel beside it as `<template>`s, one per procedure.
 */
export interface ExplorerRule {
  title: string;
  /** The rulebook sentences the features quote for this rule (verbatim, `…` between fragments). */
  quotes: { text: string; source: string }[];
}

export interface ExplorerData {
  /** Base ruleset id → rule id → rule. */
  rules: Record<string, Record<string, ExplorerRule>>;
}

/** The id of a procedure's diagram template: `diagram-cce-recover`. */
export const diagramTemplateId = (ruleset: string, procedure: string): string => `diagram-${ruleset}-${procedure}`;

/** A rule's page on the coverage site, relative to reports/ (the explorer sits beside index.html). */
export const rulePageHref = (ruleset: string, id: string): string => `site/${ruleset}/rules/${id}.html`;
