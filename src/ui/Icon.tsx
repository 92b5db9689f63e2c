import { DrawnIcon } from './DrawnIcon.tsx';
import { iconShapes, type IconName } from './icon-set.ts';

/** A decorative icon: the words beside it say what it means. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <DrawnIcon shapes={iconShapes(name)} className={className} />;
}
