// Yields the page's thread: `await nextTask()` goes on in a later task, so the browser can paint
// and answer input between the pieces of a long piece of work (a task over 50 ms is what
// Lighthouse's total blocking time counts). scheduler.yield() where the browser has it (what
// follows runs ahead of other queued work), else a message posted to itself, which, unlike a
// timer, is not slowed down in a background tab.

/** Resolves in a later task. */
export function nextTask() {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
