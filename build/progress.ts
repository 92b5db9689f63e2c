/**
 * Tells the owner what a long stage is doing ("encoding images: 12 of 36"):
 * nothing for a stage that ends within `quietFor` ms, then one line that a
 * terminal rewrites in place, or a line a second (and the last) in a log.
 */
export function createProgress(stream: NodeJS.WriteStream, quietFor = 1000) {
  const labels: Record<string, string> = { images: 'encoding images', share: 'drawing share cards', pages: 'writing pages' };
  let current: { stage: string; since: number; shown?: number } | undefined;
  let open = false;
  return {
    update(stage: string, done: number, total: number): void {
      const now = performance.now();
      if (current?.stage !== stage) current = { stage, since: now };
      if (now - current.since < quietFor) return;
      const last = done === total;
      const line = `${labels[stage] ?? stage}: ${done} of ${total}`;
      if (stream.isTTY) {
        stream.write(`\r${line}\u001b[K${last ? '\n' : ''}`);
        open = !last;
      } else if (current.shown === undefined || now - current.shown >= 1000 || last) {
        stream.write(`${line}\n`);
        current.shown = now;
      }
    },
    /** Ends a line left open on a terminal. */
    end(): void {
      if (open) stream.write('\n');
      open = false;
    },
  };
}
