import { expect, test } from 'vitest';
import { createProgress } from '../../build/progress.ts';

// What the owner sees while a long stage runs: nothing for a short one, then
// how far it is, at most once a second in a log.

function fakeStream(isTTY: boolean) {
  const written: string[] = [];
  return { stream: { isTTY, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream, written };
}

test('a stage that ends within the quiet time prints nothing', () => {
  const { stream, written } = fakeStream(false);
  const progress = createProgress(stream, 60_000);
  for (let done = 1; done <= 36; done++) progress.update('images', done, 36);
  progress.end();
  expect(written).toEqual([]);
});

test('past it, a log gets a line naming the stage and the count, and the last one', () => {
  const { stream, written } = fakeStream(false);
  const progress = createProgress(stream, 0);
  for (let done = 1; done <= 36; done++) progress.update('images', done, 36);
  expect(written[0]).toBe('encoding images: 1 of 36\n');
  expect(written.at(-1)).toBe('encoding images: 36 of 36\n');
  // At most a line a second (this loop takes far less): the first and the last.
  expect(written).toHaveLength(2);
});

test('a terminal gets one line rewritten in place, ended when the stage is done', () => {
  const { stream, written } = fakeStream(true);
  const progress = createProgress(stream, 0);
  progress.update('share', 1, 3);
  progress.update('share', 2, 3);
  progress.update('share', 3, 3);
  expect(written.join('')).toBe('\rdrawing share cards: 1 of 3\u001b[K\rdrawing share cards: 2 of 3\u001b[K\rdrawing share cards: 3 of 3\u001b[K\n');
});
