import {
  Bike,
  Bird,
  BrickWall,
  Brush,
  Building2,
  CakeSlice,
  Camera,
  Church,
  Clapperboard,
  Clock,
  CreditCard,
  Droplet,
  Dumbbell,
  Flame,
  Footprints,
  GraduationCap,
  Handshake,
  Headphones,
  HeartPulse,
  Image,
  Leaf,
  Mail,
  MapPin,
  Moon,
  NotebookPen,
  Palette,
  PenLine,
  Pencil,
  PersonStanding,
  Phone,
  Rocket,
  Salad,
  Search,
  Sparkles,
  Sprout,
  Stethoscope,
  Store,
  Sun,
  Timer,
  Trophy,
  Truck,
  User,
  Utensils,
  UtensilsCrossed,
  Wine,
  Zap,
} from 'lucide-static';
import type { IconShape, IconShapeSet } from './DrawnIcon.tsx';

// The site's icons: Lucide's (lucide-static, ISC licence), written into the
// page as inline SVG when it is rendered: no request and no JavaScript, and
// they take the text's colour. Content names an icon by its key here; add a
// key to use another of Lucide's icons (https://lucide.dev/icons).

const lucide = {
  sprout: Sprout,
  search: Search,
  palette: Palette,
  rocket: Rocket,
  store: Store,
  'pen-line': PenLine,
  phone: Phone,
  timer: Timer,
  handshake: Handshake,
  'credit-card': CreditCard,
  stethoscope: Stethoscope,
  'brick-wall': BrickWall,
  flame: Flame,
  trophy: Trophy,
  wine: Wine,
  bird: Bird,
  sun: Sun,
  mail: Mail,
  'map-pin': MapPin,
  clock: Clock,
  zap: Zap,
  utensils: Utensils,
  'graduation-cap': GraduationCap,
  salad: Salad,
  'person-standing': PersonStanding,
  'heart-pulse': HeartPulse,
  dumbbell: Dumbbell,
  footprints: Footprints,
  bike: Bike,
  leaf: Leaf,
  droplet: Droplet,
  brush: Brush,
  clapperboard: Clapperboard,
  camera: Camera,
  image: Image,
  'utensils-crossed': UtensilsCrossed,
  'cake-slice': CakeSlice,
  user: User,
  church: Church,
  building: Building2,
  'notebook-pen': NotebookPen,
  pencil: Pencil,
  truck: Truck,
  sparkles: Sparkles,
  moon: Moon,
  headphones: Headphones,
};

export type IconName = keyof typeof lucide;
export const iconNames = Object.keys(lucide) as [IconName, ...IconName[]];

/**
 * Lucide's shapes, read from its markup once: every icon is a 24-unit box
 * of paths, circles, rectangles and lines, with no nesting.
 */
const shapes = Object.fromEntries(
  Object.entries(lucide).map(([name, svg]) => {
    const frame = /^<svg[^>]*viewBox="0 0 24 24"[^>]*stroke-width="2"/.test(svg.replace(/\s+/g, ' ').trim());
    if (!frame) throw new Error(`${name}: unexpected Lucide frame`);
    const shapes = [...svg.matchAll(/<(path|circle|rect|line)\b([^>]*?)\s*\/>/g)].map(
      ([, tag, attributes]) => [tag, Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]))] as IconShape,
    );
    return [name, shapes];
  }),
) as Record<IconName, IconShape[]>;

/**
 * An icon's shapes, for an island: the page passes them in the island's
 * props and the island draws them with DrawnIcon, so Lucide never reaches
 * the browser's bundles.
 */
export function iconShapes(name: IconName): IconShape[] {
  return shapes[name];
}

/** The shapes of the icons a list names, once each, by name (`icons[item.icon]` in the island). */
export function iconShapeSet(names: Iterable<IconName>): IconShapeSet {
  return Object.fromEntries([...new Set(names)].map((name) => [name, shapes[name]]));
}
