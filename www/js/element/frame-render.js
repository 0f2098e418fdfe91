// One render a frame: any number of store changes between two frames are drawn once, from the
// latest snapshot, in the next animation frame. `flush` draws a pending frame at once (the
// element does at the end of the player's own input events); `drawn` says when what is pending
// is on the screen (the element's `updateComplete`).

/**
 * Calls `render(state)` in the animation frame after a change of `store`, once however many
 * changes came. Returns `{stop, flush, request, drawn, pending}`: `stop` ends it, `flush` draws
 * now if a frame is pending, `request` asks for a frame without a change of the store (the look
 * changed), `drawn()` resolves once the frame pending now is drawn (at once when none is), and
 * `pending` says whether one is.
 */
export function renderEachFrame(store, render) {
  let frame = 0;
  const waiting = [];
  const settle = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  const draw = () => {
    frame = 0;
    try {
      render(store.state);
    } finally {
      settle();
    }
  };
  const request = () => {
    frame ||= requestAnimationFrame(draw);
  };
  const unsubscribe = store.subscribe(request);
  return {
    stop() {
      unsubscribe();
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      settle();
    },
    flush() {
      if (!frame) return;
      cancelAnimationFrame(frame);
      draw();
    },
    request,
    drawn() {
      return frame ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();
    },
    get pending() {
      return frame !== 0;
    },
  };
}
