// Whether the engine would load a record, asked before a stored or shared record replaces
// anything: the engine's refusal, checked on a scratch game, never on the game in progress.

/** The engine's refusal of `record` (an Error with its kind), or null if it loads. */
export function recordProblem(engine, record) {
  const scratch = engine.newGame();
  try {
    scratch.fromRecord(record);
    return null;
  } catch (error) {
    return error;
  } finally {
    scratch.free();
  }
}
