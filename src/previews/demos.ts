// The demos that have previews (`npm run previews`), each named by its
// path; its content file and source folder say when its preview is stale.

export interface DemoSource {
  /** The demo's path ('/produit/'). */
  path: string;
  /** The file names' stem ('produit'). */
  slug: string;
  content: string;
  folder: string;
}

export const demoSources: DemoSource[] = [
  { path: '/produit/', slug: 'produit', content: 'content/demos/produit.ts', folder: 'src/demos/produit' },
  { path: '/studio-design/', slug: 'studio-design', content: 'content/demos/studio-design.ts', folder: 'src/demos/studio-design' },
  { path: '/portfolio-creatif/', slug: 'portfolio-creatif', content: 'content/demos/portfolio-creatif.ts', folder: 'src/demos/portfolio-creatif' },
  {
    path: '/portfolio-photographe/',
    slug: 'portfolio-photographe',
    content: 'content/demos/portfolio-photographe.ts',
    folder: 'src/demos/portfolio-photographe',
  },
  {
    path: '/traiteur-evenementiel/',
    slug: 'traiteur-evenementiel',
    content: 'content/demos/traiteur-evenementiel.ts',
    folder: 'src/demos/traiteur-evenementiel',
  },
  {
    path: '/coach-sportif-premium/',
    slug: 'coach-sportif-premium',
    content: 'content/demos/coach-sportif-premium.ts',
    folder: 'src/demos/coach-sportif-premium',
  },
];
