// One render a frame: any number of store changes between two frames are drawn once, from the
// latest snapshot, in the next animation frame. `flush` draws a pending frame at once (the
// element does at the end of the player's own input events).

/**
 * Calls `render(state)` in the animation frame after a change of `store`, once however many
 * changes came. Returns `{stop, flush}`: `stop` ends it, `flush` draws now if a frame is pending.
 */
export function renderEachFrame(store, render) {
  let pending = 0;
  const draw = () => {
    pending = 0;
    render(store.state);
  };
  const unsubscribe = store.subscribe(() => {
    pending ||= requestAnimationFrame(draw);
  });
  return {
    stop() {
      unsubscribe();
      if (pending) cancelAnimationFrame(pending);
      pending = 0;
    },
    flush() {
      if (!pending) return;
      cancelAnimationFrame(pending);
      draw();
    },
  };
}
