import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The licences of the packages shipped in the site's scripts (React, zod,
// supabase-js…): their MIT and similar licences ask that their copyright and
// permission notices go with every copy. esbuild drops the comments that
// carry them (legalComments: 'none' keeps the bundles small), so the build
// writes them into one text file, linked from the legal notice.

/** The URL of the notices file, as the legal notice links it. */
export const NOTICES_URL = '/licences-tierces.txt';

/** The package folders ('node_modules/react', 'node_modules/@supabase/auth-js') the bundle read files from. */
export function shippedPackages(inputs: readonly string[]): string[] {
  const folders = inputs.flatMap((file) => {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file.replace(/\\/g, '/'));
    return match ? [match[1]!] : [];
  });
  return [...new Set(folders)].sort();
}

/** One text naming each shipped package, its version and licence, followed by its licence file. */
export function thirdPartyNotices(root: string, inputs: readonly string[]): string {
  const sections = shippedPackages(inputs).map((folder) => {
    const dir = join(root, folder);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string; license?: string };
    const licenceFile = existsSync(dir) ? readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name)) : undefined;
    const text = licenceFile ? readFileSync(join(dir, licenceFile), 'utf8').trim() : `Licence : ${pkg.license ?? 'non précisée'}`;
    return `${pkg.name ?? folder} ${pkg.version ?? ''} (${pkg.license ?? 'licence non précisée'})\n\n${text}`;
  });
  const head =
    'Logiciels libres inclus dans les scripts de ce site\n\n' +
    'Les scripts de ce site contiennent le code des logiciels ci-dessous, chacun sous sa propre licence, reproduite ici.\n';
  return [head, ...sections].join(`\n\n${'-'.repeat(72)}\n\n`) + '\n';
}
