/** Index of the poster shown after one more press of 'Générer': cycles and wraps. */
export function nextPoster(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
