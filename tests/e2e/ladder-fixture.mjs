// A ladder with the limited strengths at made-up Elos, for browser tests of the strengths' order,
// play and rating: the shipped data/ladder.json's levels (their own entries for limited strengths
// dropped), then each limited strength the engine offers (`strengths()`, read at test time: the
// budgets are never written here) between level 11's Elo and level 12's, weakest budget lowest.
// `routeLadder` serves it to a browser context in place of data/ladder.json.
import { readFileSync } from 'node:fs';
import engine from './node-engine.mjs';

const shipped = JSON.parse(readFileSync(new URL('../../www/data/ladder.json', import.meta.url), 'utf8'));

/** The limited strengths the engine offers, `[{level, positions}]`, in its order. */
export const LIMITED = engine.strengths().filter((strength) => strength.positions !== null).map(({ level, positions }) => ({ level, positions }));

/** Made-up Elos: 11 at 1828 and 12 at 2171, the limited strengths spread between from 1900. */
export const LEVEL_ELO = { 11: 1828, 12: 2171 };
const STEP = (LEVEL_ELO[12] - 1900) / LIMITED.length;

/** The fixture ladder in the file's shape. */
export const FIXTURE_LADDER = {
  ...shipped,
  levels: [
    ...shipped.levels.filter((entry) => entry.positions === undefined).map((entry) => (LEVEL_ELO[entry.level] ? { ...entry, elo: LEVEL_ELO[entry.level] } : entry)),
    ...[...LIMITED].sort((a, b) => a.positions - b.positions).map((strength, index) => ({
      level: strength.level, positions: strength.positions, name: `Level ${strength.level} at ${strength.positions}`, description: 'A limited strength.',
      elo: Math.round(1900 + index * STEP), games: 200, score: 0.5, eloMargin: 40,
    })),
  ],
};

/** Where an entry of the fixture stands: its Elo, or the bound it is below. */
export function standing(entry) {
  return Number.isFinite(entry.elo) ? entry.elo : entry.eloBelow - 0.5;
}

/** Serves the fixture ladder to `context` in place of data/ladder.json (or its release name, ladder.HASH.json). */
export function routeLadder(context) {
  return context.route(/data\/ladder(\.[0-9a-f]+)?\.json/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(FIXTURE_LADDER) }));
}
