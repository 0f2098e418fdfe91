// An engine refusal in the player's language. Every refusal by the wasm engine is an Error with
// an English `message`, a `kind` and, for a record, `ply` (src/wasm/errors.rs): the player reads
// the i18n table's words for the kind (`engineError.KIND`, with the ply), and the engine's own
// message stays beside them as the detail, so nothing is lost.

/** The kinds of the engine's refusals. */
export const ERROR_KINDS = ['bad-argument', 'illegal-move', 'bad-record', 'bad-weights', 'game-over', 'internal'];

/**
 * `{text, detail, kind, ply}` for `error`: `text` in the language of `say`, `detail` the engine's
 * English message. An error that is not the engine's (no known `kind`) keeps its message as the
 * text, with no detail.
 */
export function explainError(error, say) {
  const message = String(error?.message ?? error);
  const kind = error?.kind;
  if (!ERROR_KINDS.includes(kind)) return { text: message, detail: '', kind: null, ply: null };
  const ply = Number.isInteger(error.ply) ? error.ply : null;
  return { text: say(`engineError.${kind}`, { ply }), detail: message, kind, ply };
}
