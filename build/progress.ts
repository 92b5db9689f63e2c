/**
 * Tells the owner what a long stage is doing ("images: 12 of 36"): nothing
 * for a stage that ends within a second, then one line that a terminal
 * rewrites in place, or a line a second in a log.
 */
export function createProgress(stream: NodeJS.WriteStream, quietFor = 1000) {
  let current: { stage: string; since: number; shown: number } | undefined;
  let pending = false;
  const labels: Record<string, string> = { images: 'encoding images', share: 'drawing share cards', render: 'rendering pages' };
  return {
    update(stage: string, done: number, total: number): void {
      const now = performance.now();
      if (current?.stage !== stage) current = { stage, since: now, shown: 0 };
      const last = done === total;
      if (now - current.since < quietFor || (!stream.isTTY && now - current.shown < 1000 && !last)) return;
      const line = `${labels[stage] ?? stage}: ${done} of ${total}`;
      if (stream.isTTY) {
        stream.write(`\r${line}\u001b[K`);
        pending = !last;
        if (last) stream.write('\n');
      } else if (current.shown === 0 || now - current.shown >= 1000 || last) {
        stream.write(`${line}\n`);
      }
      current.shown = now;
    },
    /** Ends a line left open on a terminal. */
    end(): void {
      if (pending) stream.write('\n');
      pending = false;
    },
  };
}
