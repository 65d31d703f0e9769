/**
 * A new task, after the browser has had its turn (painting, input, timers, network): for work
 * done in steps. Not scheduler.yield(): its continuations go ahead of the page's other tasks,
 * which would then wait for all the steps. A message, like React's scheduler, as timers are
 * clamped to 4 ms when nested.
 */
let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => waiting.shift()?.();
    }
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}
