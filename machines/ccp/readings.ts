/**
 * The readings register of Combat Commander: Pacific (DESIGN.md rule 6): where the CC:P text is
 * ambiguous for a procedure modelled under `ccp`, a named reading with its alternatives. An entry is
 * added when the procedure that meets the ambiguity is modelled (the digest's list, digest 004 §5.2, is
 * the work list); quotes are checked against the Pacific text in its Pacific form (oracle/quotes.ts).
 */
import type { Reading } from '../core/readings';

export const CCP_READINGS: Reading[] = [];
