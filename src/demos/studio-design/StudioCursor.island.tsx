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

  // One effect, as the caterer's CursorGlow: the ring is drawn from the
  // next render on, so the handler looks it up when the mouse moves.
  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    setEnabled(true);
    let frame = 0;
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!ring.current) return;
        ring.current.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
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
  }, []);

  return enabled ? <div ref={ring} className={`studio-cursor${active ? ' is-active' : ''}`} aria-hidden="true" /> : null;
}
