import type { ReactNode } from 'react';

/**
 * A heading's text with its compound words ("t-shirts", "faut-il") kept on
 * one line: a title never breaks after "t-" or before "-il".
 */
export function keepCompounds(text: string): ReactNode[] {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
