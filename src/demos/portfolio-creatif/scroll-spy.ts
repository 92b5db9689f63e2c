// The creative demo's dot navigator: a section is active when it crosses the
// middle of the viewport.

interface SectionBox {
  id: string;
  /** Viewport coordinates, as getBoundingClientRect gives them. */
  top: number;
  bottom: number;
}

/**
 * The section under the middle line; between sections (a gap, or a block that
 * is not watched), the last one whose top passed the line; before the first,
 * the first.
 */
export function activeSection(sections: SectionBox[], viewportHeight: number): string | undefined {
  const middle = viewportHeight / 2;
  let active = sections[0]?.id;
  for (const section of sections) {
    if (section.top <= middle) active = section.id;
    if (section.top <= middle && section.bottom > middle) return section.id;
  }
  return active;
}
