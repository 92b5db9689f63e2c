import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../ui/motion.ts';

export type CursorGlowProps = Record<string, never>;

/**
 * A soft glow that trails the mouse: only with a fine pointer and when motion
 * is welcome; hidden from assistive technology and from clicks.
 */
export default function CursorGlow(_: CursorGlowProps) {
  const [enabled, setEnabled] = useState(false);
  const glow = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!matchMedia('(pointer: fine)').matches || prefersReducedMotion()) return;
    setEnabled(true);
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !glow.current) return;
      glow.current.style.transform = `translate3d(${event.clientX}px, ${event.clientY}px, 0)`;
      glow.current.dataset.visible = 'true';
    };
    const hide = () => {
      if (glow.current) glow.current.dataset.visible = 'false';
    };
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', hide);
    return () => {
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', hide);
    };
  }, []);

  return enabled ? <div ref={glow} className="cursor-glow" aria-hidden="true" data-visible="false" data-cursor-glow /> : null;
}
