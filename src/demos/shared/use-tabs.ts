import { useRef, useState, type KeyboardEvent } from 'react';
import { rowKeyTarget } from './ui-state.ts';

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (wrapping), Home
 * and End move the selection and the focus. Returns the props of each part.
 */
export function useTabs(idPrefix: string, count: number, initial = 0) {
  const [selected, setSelected] = useState(initial);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };
  return {
    selected,
    tabProps: (index: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        tabs.current[index] = element;
      },
      type: 'button' as const,
      role: 'tab',
      id: `${idPrefix}-tab-${index}`,
      'aria-selected': index === selected,
      'aria-controls': `${idPrefix}-panel-${index}`,
      tabIndex: index === selected ? 0 : -1,
      onClick: () => setSelected(index),
      onKeyDown: (event: KeyboardEvent) => {
        const target = rowKeyTarget(event.key, index, count, { wrap: true, vertical: true });
        if (target === null) return;
        event.preventDefault();
        select(target);
      },
    }),
    panelProps: (index: number) => ({
      role: 'tabpanel',
      id: `${idPrefix}-panel-${index}`,
      'aria-labelledby': `${idPrefix}-tab-${index}`,
      tabIndex: 0,
      hidden: index !== selected,
    }),
  };
}
