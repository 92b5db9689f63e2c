import { useEffect, useRef, useState } from 'react';

export type StudioCursorProps = Record<string, never>;

/**
 * A ring that follows the mouse, on fine pointers only: drawn once the
 * browser says it has one, so a touch screen's page holds no ring at all.
 * Decorative: hidden from assistive technology, and the system cursor
 * stays, so nothing is lost if it lags.
 */
export default function StudioCursor(_: StudioCursorProps) {
  const ring = useRef<HTMLDivElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (window.matchMedia('(pointer: fine)').matches) setEnabled(true);
  }, []);

  useEffect(() => {
    const element = ring.current;
    if (!enabled || !element) return;
    let frame = 0;
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        element.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
        setActive(true);
      });
    };
    const leave = () => setActive(false);
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', leave);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', leave);
    };
  }, [enabled]);

  return enabled ? <div ref={ring} className={`studio-cursor${active ? ' is-active' : ''}`} aria-hidden="true" /> : null;
}
