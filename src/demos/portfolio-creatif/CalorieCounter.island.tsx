import { useEffect, useRef, useState } from 'react';
import { startCounter } from './counter-state.ts';
import { onFirstVisible } from '../../ui/first-visible.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { groupDigits } from '../../text/format.ts';

export type CalorieCounterProps = {
  target: number;
  label: string;
};

/**
 * Counts up to `target` once 30 % visible. The server HTML and reduced
 * motion show the final figure; only a browser that may animate resets it.
 */
export default function CalorieCounter({ target, label }: CalorieCounterProps) {
  const [value, setValue] = useState(target);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (prefersReducedMotion() || !element.current) return;
    setValue(0);
    return onFirstVisible(element.current, { threshold: 0.3 }, () => startCounter(target, setValue));
  }, [target]);

  return (
    <div ref={element} className="calories" data-counter-done={value === target}>
      <p className="calories-value" aria-hidden="true">
        {groupDigits(value)}
      </p>
      <p className="calories-label" aria-hidden="true">
        {label}
      </p>
      <p className="visually-hidden">
        {groupDigits(target)} {label}
      </p>
    </div>
  );
}
